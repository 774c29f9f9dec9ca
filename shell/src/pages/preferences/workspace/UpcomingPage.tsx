import { EmptyState, Spinner } from '@outreach/design-system';
import { useT, type TranslationKey, Navigate } from '@outreach/sdk';
import { type FeatureFlag, hasFeature } from '@outreach/core/features';
import { useFeatures } from '@outreach/sdk/account';
import { PreferencesPanel } from '../PreferencesPanel';

/** The workspace pages whose areas land with later work: what will appear there, named. */
export type UpcomingSection = 'aiEmployees';

const titles: Record<UpcomingSection, TranslationKey<'account'>> = {
  aiEmployees: 'preferences.workspace.ai-employees',
};

export function UpcomingPage({ section, feature }: { section: UpcomingSection; feature?: FeatureFlag }) {
  const t = useT('account');
  const features = useFeatures();
  if (feature) {
    if (features.isPending) return <Spinner />;
    if (!hasFeature(features.data, feature)) return <Navigate to="/preferences/user/basic" replace />;
  }
  return (
    <PreferencesPanel title={t(titles[section])}>
      <EmptyState title={t(`upcoming.${section}.title`)} description={t(`upcoming.${section}.text`)} />
    </PreferencesPanel>
  );
}

/** spec platform §2: ai-employees needs feature ai_employee_messages. */
export const AiEmployeesPage = () => <UpcomingPage section="aiEmployees" feature="ai_employee_messages" />;
