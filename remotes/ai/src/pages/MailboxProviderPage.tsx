import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { mailboxesMenu } from './menus';

/** spec ai-telephony §2: the generic provider page mailboxes-provider, /mailboxes/{type}/{id}. */
export default function MailboxProviderPage() {
  const t = useT('ai');
  const { type = '', id = '' } = useParams();
  return (
    <Page title={t('mailboxes.title')} subtitle={t('mailboxes.provider.subtitle', { type, id })}>
      <AreaTabs tabs={mailboxesMenu(t)} />
      <EmptyState
        title={t('mailboxes.provider.emptyTitle')}
        description={t('mailboxes.provider.emptyDescription', { type })}
      />
    </Page>
  );
}
