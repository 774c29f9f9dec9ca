import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { useParams } from 'react-router';
import { ensureMailboxesStyles } from '../mailboxes/mailboxes.styles';
import { ProviderDnsCheck } from '../mailboxes/ProviderDnsCheck';
import { mailboxesMenu } from './menus';

/**
 * spec ai-telephony §2: the generic provider page mailboxes-provider, /mailboxes/{type}/{id}: for a
 * mailbox connected in Integrations (type: its provider, id: the integration), the DNS check of its
 * domain (issue 29 "The same DNS check is offered for the domain of every mailbox connected").
 */
export default function MailboxProviderPage() {
  const t = useT('ai');
  ensureMailboxesStyles();
  const { type = '', id = '' } = useParams();
  return (
    <Page title={t('mailboxes.title')} subtitle={t('mailboxes.provider.subtitle')}>
      <AreaTabs tabs={mailboxesMenu(t)} />
      <ProviderDnsCheck type={type} id={id} />
    </Page>
  );
}
