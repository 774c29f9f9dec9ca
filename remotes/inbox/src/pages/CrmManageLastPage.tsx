import { Navigate } from '@outreach/sdk';
import { useLocation } from 'react-router';
import { rememberedCrmIntegration } from './crmIntegration';

/** spec outreach §2: /crm/manage-last opens the CRM chosen last (default when none). */
export default function CrmManageLastPage() {
  const { search } = useLocation();
  return <Navigate to={`/crm/manage/${rememberedCrmIntegration()}${search}`} replace />;
}
