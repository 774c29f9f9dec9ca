import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';

/** spec platform §2: /admin/whitelabels/:status?. */
export default function WhitelabelsPage() {
  const t = useT('admin');
  const { status } = useParams();
  return (
    <Page
      title={t('whitelabels.title')}
      subtitle={status ? t('whitelabels.statusSubtitle', { status }) : t('whitelabels.subtitle')}
    >
      <AdminMenu />
      <EmptyState title={t('whitelabels.emptyTitle')} description={t('whitelabels.emptyDescription')} />
    </Page>
  );
}
