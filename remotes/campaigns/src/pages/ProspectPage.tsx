import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { ProspectDetailView } from '../features/prospects/ProspectDetailView';
import { PROSPECTS_NS } from '../features/prospects/prospects.i18n';

export default function ProspectPage() {
  const t = useT(PROSPECTS_NS);
  const { profileId = '' } = useParams();
  return (
    <Page title={t('prospect.fields')}>
      <ProspectDetailView id={profileId} />
    </Page>
  );
}
