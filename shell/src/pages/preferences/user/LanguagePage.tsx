import { Button, Select } from '@outreach/design-system';
import { changeLanguage, isLanguage, languages, useSession, useT } from '@outreach/sdk';
import { useState } from 'react';
import { PreferencesPanel } from '../PreferencesPanel';

/** /preferences/user/language — spec platform §1: stored locally, the page reloads on change. */
export default function LanguagePage() {
  const t = useT('account');
  const locale = useSession((state) => state.locale);
  const [choice, setChoice] = useState(locale);
  return (
    <PreferencesPanel title={t('preferences.user.language')} description={t('language.subtitle')}>
      <form
        className="account-prefs__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (isLanguage(choice)) changeLanguage(choice);
        }}
      >
        <Select
          label={t('language.label')}
          name="language"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          options={languages.map((language) => ({ value: language.code, label: language.label }))}
        />
        <Button type="submit" disabled={choice === locale}>
          {t('common.save')}
        </Button>
      </form>
    </PreferencesPanel>
  );
}
