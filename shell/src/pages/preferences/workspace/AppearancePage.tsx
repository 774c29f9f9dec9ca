import { Button } from '@outreach/design-system';
import { setTheme, useSession, useT } from '@outreach/sdk';
import { useShellContext } from '../../../layouts/use-shell-context';
import { PreferencesPanel } from '../PreferencesPanel';

const themes = ['light', 'dark'] as const;
const paletteOrder = [
  'primary',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'danger',
  'success',
] as const;

/** /preferences/workspace/appearance/:id — light or dark theme (stored locally) and the brand's colours. */
export default function AppearancePage() {
  const t = useT('account');
  // The workspace's brand (issue 14: signed-in pages follow the workspace's brand record).
  const { brand } = useShellContext();
  const theme = useSession((state) => state.theme);
  return (
    <PreferencesPanel title={t('preferences.workspace.appearance')} description={t('appearance.subtitle')}>
      <fieldset className="account-prefs__actions">
        <legend className="ds-visually-hidden">{t('appearance.theme')}</legend>
        {themes.map((name) => (
          <Button
            key={name}
            variant={theme === name ? 'primary' : 'secondary'}
            aria-pressed={theme === name}
            onClick={() => setTheme(name)}
          >
            {t(`appearance.${name}`)}
          </Button>
        ))}
      </fieldset>
      <h3>{t('appearance.colours', { brand: brand.name })}</h3>
      <div className="account-prefs__palettes">
        {themes.map((name) => (
          <div key={name}>
            <p className="account-prefs__text">{t(`appearance.${name}`)}</p>
            <ul className="account-prefs__swatches" aria-label={t(`appearance.${name}`)}>
              {paletteOrder.map((colour) => (
                <li key={colour} className="account-prefs__swatch">
                  <span
                    className="account-prefs__chip"
                    style={{ background: brand[name][colour] }}
                    aria-hidden="true"
                  />
                  <span>
                    {t(`appearance.palette.${colour}`)} <code>{brand[name][colour]}</code>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PreferencesPanel>
  );
}
