import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { Link, useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';
import { CustomerDetail } from './customers/CustomerDetail';
import { CustomersList } from './customers/CustomersList';

/** spec platform §2: /admin/customers/:profileId? (also the return target when viewing a workspace). */
export default function CustomersPage() {
  const t = useT('adminCustomers');
  const { profileId } = useParams();
  return (
    <Page title={t('title')} subtitle={profileId ? t('customerSubtitle', { id: profileId }) : t('subtitle')}>
      <AdminMenu />
      {profileId ? (
        <>
          <Link to="/admin/customers">{t('detail.back')}</Link>
          <CustomerDetail key={profileId} id={profileId} />
        </>
      ) : (
        <CustomersList />
      )}
    </Page>
  );
}
