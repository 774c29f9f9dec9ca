import { Button, EmptyState, Page } from '@outreach/design-system';
import { useT, useNavigate } from '@outreach/sdk';
import { useLocation } from 'react-router';

/**
 * The dialer as a page (the shell opens the same panel from its phone button). spec ai-telephony
 * §2: the empty state has a Get Started button; the cog leads to dialer-manage.
 */
export default function DialerPage() {
  const t = useT('dialer');
  const navigate = useNavigate();
  const { search } = useLocation();
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
      <EmptyState
        title={t('dialer.emptyTitle')}
        description={t('dialer.emptyDescription')}
        action={
          <Button onClick={() => navigate(`/integrations/dialer/phone-numbers${search}`)}>
            {t('dialer.getStarted')}
          </Button>
        }
      />
    </Page>
  );
}
