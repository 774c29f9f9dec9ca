import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { GraphEditor } from '../features/smart-sequences/GraphEditor';
import { newSmartSequenceId } from '../features/smart-sequences/smart-draft';

/**
 * /smart-sequences/edit/:id: a lazy page, so @xyflow/react loads only here. The id `new` is a
 * sequence kept as a local draft until its first save (issue 15 item 7).
 */
export default function SmartSequenceEditorPage() {
  const t = useT('builder');
  const { id = '' } = useParams();
  return (
    <Page
      title={id === newSmartSequenceId ? t('smart.newTitle') : t('smart.editTitle')}
      subtitle={t('smart.editSubtitle')}
    >
      <GraphEditor key={id} id={id} />
    </Page>
  );
}
