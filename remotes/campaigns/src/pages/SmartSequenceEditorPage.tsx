import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { GraphEditor } from '../features/smart-sequences/GraphEditor';

/** /smart-sequences/edit/:id: a lazy page, so @xyflow/react loads only here. */
export default function SmartSequenceEditorPage() {
  const t = useT('builder');
  const { id = '' } = useParams();
  return (
    <Page title={t('smart.editTitle')} subtitle={t('smart.editSubtitle')}>
      <GraphEditor key={id} id={id} />
    </Page>
  );
}
