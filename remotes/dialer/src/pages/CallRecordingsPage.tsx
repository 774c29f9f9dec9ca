import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs } from '@outreach/sdk/area-tabs';
import { CallHistoryWithPlayer } from '../history/CallHistoryWithPlayer';
import { dialerManageMenu } from './menus';

/** /integrations/dialer/call-recordings (spec ai-telephony §2): the calls with a recording, to play or download. */
export default function CallRecordingsPage() {
  const t = useT('dialer');
  return (
    <Page title={t('dialer.title')} subtitle={t('manage.subtitle')}>
      <AreaTabs tabs={dialerManageMenu(t)} />
      <CallHistoryWithPlayer recordedOnly />
    </Page>
  );
}
