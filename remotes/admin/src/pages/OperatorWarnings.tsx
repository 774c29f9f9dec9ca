import { ErrorPanel } from '@outreach/design-system';
import { api, useT } from '@outreach/sdk';
import { useAdminQuery } from './admin-query';
import { useAdminConfig } from './customers/customers-api';

/**
 * Issue 26 item 24: the node's set-up problems (PUBLIC_URL, SMTP_URL), in the words of its start-up
 * log, for platform super admins only; customers never see them. Nothing while there are none.
 */
export function OperatorWarnings() {
  const t = useT('admin');
  const superAdmin = useAdminConfig().data?.is_super_admin === true;
  const warnings = useAdminQuery(['admin', 'operator-warnings'], () => api.GET('/admin/operator_warnings'), {
    enabled: superAdmin,
    staleTime: 60_000,
  }).data?.warnings;
  if (!superAdmin || !warnings || warnings.length === 0) return null;
  return (
    <ErrorPanel
      title={t('operatorWarnings.title')}
      message={warnings.map((warning) => (
        <span key={warning} style={{ display: 'block' }}>
          {warning}
        </span>
      ))}
    />
  );
}
