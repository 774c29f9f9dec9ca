import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AreaTabs, useActiveTab } from '@outreach/sdk/area-tabs';
import { MessageTemplates } from '../features/message-templates/MessageTemplates';
import { Signatures } from '../features/signatures/Signatures';
import { VideosTab } from '../features/videos/components/VideosTab';
import { MovedNotice } from '../features/voicemails/MovedNotice';
import { Voicemails } from '../features/voicemails/Voicemails';
import { templatesMenu } from './menus';

/** /templates/my-templates, videos, signatures, voicemails: one page, the tab comes from the URL. */
export default function TemplatesPage() {
  const t = useT('campaigns');
  const own = useT('prospects');
  const tabs = templatesMenu(t);
  const section = useActiveTab(tabs);
  if (section === 'signatures') {
    return (
      <Page title={t('templates.title')} subtitle={own('signatures.subtitle')}>
        <AreaTabs tabs={tabs} />
        <Signatures />
      </Page>
    );
  }
  if (section === 'voicemails') {
    return (
      <Page title={t('templates.title')} subtitle={own('voicemails.subtitle')}>
        <AreaTabs tabs={tabs} />
        <MovedNotice />
        <Voicemails />
      </Page>
    );
  }
  if (section !== 'videos') {
    return (
      <Page title={t('templates.title')} subtitle={t('templates.myTemplates.subtitle')}>
        <AreaTabs tabs={tabs} />
        <MessageTemplates />
      </Page>
    );
  }
  return (
    <Page title={t('templates.title')} subtitle={t('templates.videos.subtitle')}>
      <AreaTabs tabs={tabs} />
      <VideosTab />
    </Page>
  );
}
