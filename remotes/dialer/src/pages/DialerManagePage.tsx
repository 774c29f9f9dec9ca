import { Button, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { PhoneNumbers, useBuyModal } from '../numbers/PhoneNumbers';
import { dialerManageMenu } from './menus';

/** dialer-manage: /integrations/dialer/phone-numbers (spec ai-telephony §2), `?buy=1` opens Get number. */
export default function DialerManagePage() {
  const t = useT('dialer');
  const modal = useBuyModal();
  return (
    <Page
      title={t('dialer.title')}
      subtitle={t('manage.subtitle')}
      actions={<Button onClick={() => modal.setOpen(true)}>{t('numbers.getNumber')}</Button>}
    >
      <AreaTabs tabs={dialerManageMenu(t)} />
      <PhoneNumbers modal={modal} />
    </Page>
  );
}
