import { Page } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { Link, useParams } from 'react-router';
import { AdminMenu } from './AdminMenu';
import { OperatorWarnings } from './OperatorWarnings';
import { CustomerDetail } from './customers/CustomerDetail';
import { CustomersList } from './customers/CustomersList';
import { useCustomerInfo } from './customers/customers-api';

/** The open customer's workspace name (the detail's own query, shared through the cache), never its id. */
function CustomerSubtitle({ id }: { id: string }) {
  const t = useT('adminCustomers');
  const name = useCustomerInfo(id).data?.workspace.name;
  return <>{name ? t('customerSubtitle', { name }) : t('customerLoading')}</>;
}

/** spec platform §2: /admin/customers/:profileId? (also the return target when viewing a workspace). */
export default function CustomersPage() {
  const t = useT('adminCustomers');
  const { profileId } = useParams();
  return (
    <Page title={t('title')} subtitle={profileId ? <CustomerSubtitle id={profileId} /> : t('subtitle')}>
      <AdminMenu />
      <OperatorWarnings />
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
