import { Button, EmptyState, Page, Tabs } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';

/** platform §2: /settings and its children, the settings of the selected connected account. */
export const settingsSections = ['account', 'limits', 'location', 'blacklist', 'connection'] as const;

export default function SettingsPage() {
  const t = useT('shell');
  const { section } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  if (!settingsSections.includes(section as (typeof settingsSections)[number])) {
    return <Navigate to={`/settings/account${location.search}`} replace />;
  }
  return (
    <Page title={t('settings.title')}>
      <Tabs
        aria-label={t('settings.title')}
        items={settingsSections.map((id) => ({ id, label: t(`settings.${id}`) }))}
        value={section as string}
        onChange={(id) => navigate(`/settings/${id}${location.search}`)}
      />
      <EmptyState
        title={t('settings.noAccountTitle')}
        description={t('settings.noAccountText')}
        action={
          <Button onClick={() => navigate(`/credentials/add${location.search}`)}>
            {t('settings.addAccount')}
          </Button>
        }
      />
    </Page>
  );
}
