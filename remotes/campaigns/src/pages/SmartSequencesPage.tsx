import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { SmartSequenceList } from '../features/smart-sequences/SmartSequenceList';

/** /smart-sequences: the workspace's smart sequences (spec: outreach §2, feature smart_sequences). */
export default function SmartSequencesPage() {
  const t = useT('builder');
  return (
    <Page title={t('smart.title')} subtitle={t('smart.subtitle')}>
      <SmartSequenceList />
    </Page>
  );
}
