import type { AreaTab, Translate } from '@outreach/sdk/area-tabs';

/** spec ai-telephony §2 AI email service: /mailboxes with overview, domains, mailboxes. */
export function mailboxesMenu(t: Translate): AreaTab[] {
  return [
    { id: 'overview', label: t('mailboxes.menu.overview'), path: '/mailboxes/overview' },
    { id: 'domains', label: t('mailboxes.menu.domains'), path: '/mailboxes/domains' },
    { id: 'mailboxes', label: t('mailboxes.menu.mailboxes'), path: '/mailboxes/mailboxes' },
  ];
}
