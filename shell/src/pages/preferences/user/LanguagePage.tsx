import { Button, Select } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { changeLanguage, isLanguage, languages, useSession, useT } from '@outreach/sdk';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PreferencesPanel } from '../PreferencesPanel';

/** One of the interface languages; nothing is sent to the API (spec platform §1: stored locally). */
const languageForm = z.object({ language: z.string().refine(isLanguage) });

/** /preferences/user/language — spec platform §1: stored locally, the page reloads on change. */
export default function LanguagePage() {
  const t = useT('account');
  const locale = useSession((state) => state.locale);
  const { handleSubmit, control, setValue } = useForm({
    resolver: zodResolver(languageForm),
    defaultValues: { language: locale },
  });
  const choice = useWatch({ control, name: 'language' });
  return (
    <PreferencesPanel title={t('preferences.user.language')} description={t('language.subtitle')}>
      <form
        className="account-prefs__form"
        onSubmit={handleSubmit(({ language }) => {
          if (isLanguage(language)) changeLanguage(language);
        })}
      >
        <Select
          label={t('language.label')}
          value={choice}
          onChange={(event) => setValue('language', event.target.value)}
          options={languages.map((language) => ({ value: language.code, label: language.label }))}
        />
        <Button type="submit" disabled={choice === locale}>
          {t('common.save')}
        </Button>
      </form>
    </PreferencesPanel>
  );
}
