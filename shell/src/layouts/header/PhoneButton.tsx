import { showNotification } from '@outreach/design-system';
import { type DialerPanelHostProps, onOpenDialer, type OpenDialerRequest, useT } from '@outreach/sdk';
import { hasFeature } from '@outreach/core/features';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { loadRemoteExpose } from '../../federation/remotes';
import { Icon } from '../icons';
import { useShellContext } from '../use-shell-context';

type PanelComponent = ComponentType<DialerPanelHostProps>;

/**
 * spec platform §2: the phone button needs the calling feature and permission (the workspace's dialer,
 * `has_dialer`), and is disabled without credentials. It opens the dialer's side panel, the dialer
 * remote's './Panel', loaded on the first click (or the first openDialer request) only; once loaded
 * the panel stays mounted while closed, so a call goes on and incoming calls still ring.
 */
export function PhoneButton() {
  const t = useT('layout');
  const { account, features, credentials } = useShellContext();
  // has_dialer comes with GET /space/info; a first purchase sends update_credits, which rereads it.
  const dialer = account as { has_dialer?: boolean } | undefined;
  const allowed = hasFeature(features, 'calling') && dialer?.has_dialer === true;
  const noCredentials = !credentials || credentials.length === 0;
  const usable = allowed && !noCredentials;

  const [Panel, setPanel] = useState<PanelComponent | null>(null);
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<OpenDialerRequest | null>(null);
  const loading = useRef(false);

  const show = useCallback(() => {
    setOpen(true);
    if (loading.current) return;
    loading.current = true;
    loadRemoteExpose<{ default: PanelComponent }>('dialer', './Panel')
      .then((module) => setPanel(() => module.default))
      .catch((error: unknown) => {
        loading.current = false;
        setOpen(false);
        showNotification({ type: 'danger', title: t('header.phone'), text: (error as Error).message });
      });
  }, [t]);

  // openDialer({ to, prospectId }) from any area: the same panel, with the number filled in.
  useEffect(() => {
    if (!usable) return;
    return onOpenDialer((next) => {
      setRequest({ ...next });
      show();
    });
  }, [usable, show]);

  if (!allowed) return null;
  return (
    <>
      <button
        type="button"
        className="shell-header__icon-button"
        aria-label={t('header.phone')}
        aria-expanded={open}
        title={noCredentials ? t('header.phoneNeedsAccount') : t('header.phone')}
        disabled={noCredentials}
        onClick={() => (open ? setOpen(false) : show())}
      >
        <Icon name="phone" />
      </button>
      {Panel && usable ? (
        <Panel
          open={open}
          request={request}
          onClose={() => setOpen(false)}
          onRequestOpen={() => setOpen(true)}
        />
      ) : null}
    </>
  );
}
