import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { CampaignBuilder } from '../features/builder/CampaignBuilder';
import { CampaignTabs } from '../features/campaign-nav/CampaignTabs';

/** The step builder and campaign settings: /campaign/add, or /campaign/edit/:id (lazy: dnd-kit loads here only). */
export default function CampaignBuilderPage() {
  const t = useT('builder');
  const { id } = useParams();
  return (
    <Page
      title={id ? t('title.edit') : t('title.add')}
      subtitle={id ? t('title.editSubtitle') : t('title.addSubtitle')}
    >
      {id ? (
        <div className="campaign-page__tabs">
          <CampaignTabs workflowId={id} current="steps" />
        </div>
      ) : null}
      <CampaignBuilder key={id ?? 'new'} id={id} />
    </Page>
  );
}
