import { EmptyState, Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';

/** spec platform §2: /admin/customers/:profileId? (also the return target when viewing a workspace). */
export default function CustomersPage() {
  const t = useT('admin');
  const { profileId } = useParams();
  return (
    <Page
      title={t('customers.title')}
      subtitle={profileId ? t('customers.customerSubtitle', { id: profileId }) : t('customers.subtitle')}
    >
      <AdminMenu />
      {profileId ? (
        <EmptyState
          title={t('customers.customerEmptyTitle')}
          description={t('customers.customerEmptyDescription')}
        />
      ) : (
        <EmptyState title={t('customers.emptyTitle')} description={t('customers.emptyDescription')} />
      )}
    </Page>
  );
}
