import { Button, EmptyState, Page } from '@outreach/design-system';
import { api, useNavigate, useT } from '@outreach/sdk';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CallHistoryWithPlayer } from '../history/CallHistoryWithPlayer';

/**
 * The dialer as a page (the shell opens the same panel from its phone button). spec ai-telephony
 * §2: the empty state has a Get Started button; the cog leads to dialer-manage. The spec gives the
 * call history no route of its own, so the page shows it (page size 50, infinite scroll, search
 * and result filter, §9).
 */
export default function DialerPage() {
  const t = useT('dialer');
  const navigate = useNavigate();
  const { search } = useLocation();
  // Get Started until the workspace is known to have a number (the dialer keeps off react-query: useCallHistory).
  const [phoneCount, setPhoneCount] = useState<number | null>(null);
  useEffect(() => {
    let live = true;
    api.GET('/dialer/phones').then(
      (phones) => live && setPhoneCount(phones.length),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Page
      title={t('dialer.title')}
      subtitle={t('dialer.subtitle')}
      actions={
        <Button variant="secondary" onClick={() => navigate(`/integrations/dialer${search}`)}>
          {t('dialer.manage')}
        </Button>
      }
    >
      {!phoneCount ? (
        <EmptyState
          title={t('dialer.emptyTitle')}
          description={t('dialer.emptyDescription')}
          action={
            <Button onClick={() => navigate('/integrations/dialer/phone-numbers?buy=1')}>
              {t('dialer.getStarted')}
            </Button>
          }
        />
      ) : null}
      <h2>{t('history.title')}</h2>
      <CallHistoryWithPlayer />
    </Page>
  );
}
