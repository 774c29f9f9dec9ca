import { Badge, Button, ErrorText, failureText, showNotification, Spinner } from '@outreach/design-system';
import { Link, useSession, useT, WithLocales } from '@outreach/sdk';
import { DesignSystemStringsFrom } from '@outreach/sdk/area-app';
import { useEffect, useState } from 'react';
import { connectUrl, type SchedulingUser, useSchedulingUsers } from '../calendly/calendly-api';
import { WhyOnlyCalendlyModal } from '../calendly/WhyOnlyCalendlyModal';
import { aiLocales } from '../i18n';

/** Where the Calendly user and event type are chosen: each AI Employee's settings step. */
export const calendlySettingsPath = '/preferences/workspace/ai-employees';

export interface CalendlyCardProps {
  /** The credential the catalogue is showing (connect's credentials_id), null for none. */
  credentialsId: string | null;
}

const fullName = (user: SchedulingUser) => `${user.first_name} ${user.last_name}`.trim() || user.id;

/**
 * The Calendly card's status and actions on the inbox remote's /integrations (issue 28): connected
 * as whom (the workspace users with a Calendly token) or not connected; Connect opens Calendly's
 * authorisation page in a new tab and waits for the token, as the AI Employee's Calendly block
 * does (the same calls and query keys, calendly-api.ts); a link to where the user and event type
 * are chosen; "Why only Calendly?".
 */
export function CalendlyCardBody({ credentialsId }: CalendlyCardProps) {
  const t = useT('calendly');
  const me = useSession((state) => state.user?._id ?? null);
  const [waiting, setWaiting] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const [whyOpen, setWhyOpen] = useState(false);
  const users = useSchedulingUsers(credentialsId, waiting);
  const connected = (users.data ?? []).filter((user) => user.calendly_token !== null);
  const mine = (users.data ?? []).find((user) => user.id === me) ?? null;
  const myToken = mine?.calendly_token?.id ?? null;

  // The token appeared (connected in the other tab): stop asking.
  useEffect(() => {
    if (waiting && myToken) setWaiting(false);
  }, [waiting, myToken]);

  const connect = async () => {
    setConnecting(true);
    try {
      const url = await connectUrl(credentialsId);
      if (!url) throw new Error(t('noOauthUrl'));
      window.open(url, '_blank', 'noopener');
      setWaiting(true);
    } catch (failure) {
      showNotification({ type: 'warning', title: failureText(failure) || t('noOauthUrl') });
    } finally {
      setConnecting(false);
    }
  };

  if (users.isPending) return <Spinner />;
  return (
    <div className="calendly-card">
      <div>
        {connected.length > 0 ? (
          <Badge tone="primary">{t('card.connected')}</Badge>
        ) : (
          <Badge tone="neutral">{t('card.notConnected')}</Badge>
        )}
      </div>
      {connected.length > 0 ? (
        <p>{t('card.connectedAs', { names: connected.map(fullName).join(', ') })}</p>
      ) : null}
      {users.isError ? <ErrorText>{failureText(users.error)}</ErrorText> : null}
      {mine?.calendly_error ? <ErrorText>{mine.calendly_error}</ErrorText> : null}
      {waiting ? <p role="status">{t('waiting')}</p> : null}
      <div>
        {myToken ? null : (
          <Button size="sm" onClick={() => void connect()} loading={connecting || waiting}>
            {t('connect')}
          </Button>
        )}{' '}
        <Link to={calendlySettingsPath}>{t('card.settings')}</Link>{' '}
        <Button variant="ghost" size="sm" onClick={() => setWhyOpen(true)}>
          {t('whyOnly')}
        </Button>
      </div>
      <WhyOnlyCalendlyModal open={whyOpen} onClose={() => setWhyOpen(false)} />
    </div>
  );
}

/** The card's body as the inbox remote's catalogue mounts it (rspack.factory.ts extraExposes). */
export default function CalendlyCard(props: CalendlyCardProps) {
  return (
    <div data-remote="ai-calendly-card" data-build={__BUILD_ID__}>
      <WithLocales locales={aiLocales} fallback={<Spinner />}>
        <DesignSystemStringsFrom namespace="ai">
          <CalendlyCardBody {...props} />
        </DesignSystemStringsFrom>
      </WithLocales>
    </div>
  );
}
