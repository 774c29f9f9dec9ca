import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { ProspectDetailView } from '../features/prospects/ProspectDetailView';

export default function ProspectPage() {
  const t = useT('prospects');
  const { profileId = '' } = useParams();
  return (
    <Page title={t('prospect.fields')}>
      <ProspectDetailView id={profileId} />
    </Page>
  );
}
