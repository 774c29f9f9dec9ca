import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { AdminMenu } from './AdminMenu';

export default function PrepaidPage() {
  const t = useT('admin');
  return (
    <Page title={t('prepaid.title')} subtitle={t('prepaid.subtitle')}>
      <AdminMenu />
      <EmptyState title={t('prepaid.emptyTitle')} description={t('prepaid.emptyDescription')} />
    </Page>
  );
}
