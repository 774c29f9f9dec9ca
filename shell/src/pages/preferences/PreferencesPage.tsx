import { Button, Page, Select, Tabs } from '@outreach/design-system';
import { changeLanguage, isLanguage, languages, setTheme, useSession, useT } from '@outreach/sdk';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';

/** User preferences of platform §2 that exist so far; the accounts issue adds password, notifications and the rest. */
const sections = ['basic', 'language', 'appearance'] as const;
type Section = (typeof sections)[number];

export default function PreferencesPage() {
  const t = useT('shell');
  const { section } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  if (!sections.includes(section as Section))
    return <Navigate to={`/preferences/user/basic${location.search}`} replace />;
  return (
    <Page title={t('preferences.title')}>
      <Tabs
        aria-label={t('preferences.title')}
        items={sections.map((id) => ({ id, label: t(`preferences.${id}`) }))}
        value={section as string}
        onChange={(id) => navigate(`/preferences/user/${id}${location.search}`)}
      />
      <div className="shell-preferences">
        {section === 'basic' && <BasicSection />}
        {section === 'language' && <LanguageSection />}
        {section === 'appearance' && <AppearanceSection />}
      </div>
    </Page>
  );
}

function BasicSection() {
  const t = useT('shell');
  const user = useSession((state) => state.user);
  return (
    <dl className="shell-definition">
      <dt>{t('preferences.name')}</dt>
      <dd>{user ? `${user.first_name} ${user.last_name}`.trim() : '—'}</dd>
      <dt>{t('signIn.email')}</dt>
      <dd>{user?.email ?? '—'}</dd>
    </dl>
  );
}

/** platform §1: the chosen language is stored locally and the page reloads on change. */
function LanguageSection() {
  const t = useT('shell');
  const locale = useSession((state) => state.locale);
  const [choice, setChoice] = useState(locale);
  return (
    <form
      className="shell-preferences__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (isLanguage(choice)) changeLanguage(choice);
      }}
    >
      <Select
        label={t('preferences.language')}
        value={choice}
        onChange={(event) => setChoice(event.target.value)}
        options={languages.map((language) => ({ value: language.code, label: language.label }))}
      />
      <Button type="submit" disabled={choice === locale}>
        {t('preferences.save')}
      </Button>
    </form>
  );
}

function AppearanceSection() {
  const t = useT('shell');
  const theme = useSession((state) => state.theme);
  return (
    <Select
      label={t('preferences.theme')}
      value={theme}
      onChange={(event) => setTheme(event.target.value === 'dark' ? 'dark' : 'light')}
      options={[
        { value: 'light', label: t('theme.light') },
        { value: 'dark', label: t('theme.dark') },
      ]}
    />
  );
}
