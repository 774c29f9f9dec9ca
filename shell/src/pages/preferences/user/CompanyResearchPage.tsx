import { EmptyState, Spinner } from '@outreach/design-system';
import { useT, Navigate } from '@outreach/sdk';
import { hasFeature } from '@outreach/core/features';
import { useFeatures } from '@outreach/sdk/account';
import { PreferencesPanel } from '../PreferencesPanel';

/** /preferences/user/company-research (needs feature ai_company_researches); its settings come with the AI area. */
export default function CompanyResearchPage() {
  const t = useT('account');
  const features = useFeatures();
  if (features.isPending) return <Spinner />;
  if (!hasFeature(features.data, 'ai_company_researches'))
    return <Navigate to="/preferences/user/basic" replace />;
  return (
    <PreferencesPanel title={t('preferences.user.company-research')}>
      <EmptyState
        title={t('upcoming.companyResearch.title')}
        description={t('upcoming.companyResearch.text')}
      />
    </PreferencesPanel>
  );
}
