import type { AreaTab, Translate } from '@outreach/sdk/area-tabs';

/** spec ai-telephony §2 Dialer: "/integrations/dialer with phone-numbers and call-recordings". */
export function dialerManageMenu(t: Translate): AreaTab[] {
  return [
    { id: 'phone-numbers', label: t('manage.menu.phoneNumbers'), path: '/integrations/dialer/phone-numbers' },
    {
      id: 'call-recordings',
      label: t('manage.menu.callRecordings'),
      path: '/integrations/dialer/call-recordings',
    },
  ];
}
