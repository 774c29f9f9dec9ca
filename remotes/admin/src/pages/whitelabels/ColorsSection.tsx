import type { Brand, Palette } from '@outreach/brands';
import { Button, Input, ThemeRoot } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useMemo } from 'react';
import { AssetsCard } from './AssetsCard';
import { SectionFooter } from './SectionFooter';
import { useSectionForm } from './useSectionForm';
import { type Whitelabel, whitelabelApi } from './whitelabels-api';

/** Every colour a theme sets (brands/src/schema.ts paletteSchema), in the order shown. */
export const paletteKeys = [
  'primary',
  'primaryContrast',
  'surface',
  'surfaceRaised',
  'text',
  'textMuted',
  'border',
  'danger',
  'warning',
  'success',
  'info',
] as const satisfies readonly (keyof Palette)[];

const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

/** The API's rule (paletteSchema): #abc or #aabbcc. */
export const isHex = (value: string) => /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(value);

/** A colour input wants #aabbcc: #abc is widened, anything else shows black. */
function pickerValue(value: string): string {
  if (!isHex(value)) return '#000000';
  if (value.length === 4)
    return `#${value
      .slice(1)
      .split('')
      .map((digit) => digit + digit)
      .join('')}`.toLowerCase();
  return value.toLowerCase();
}

function fromRecord(record: Whitelabel): Record<Theme, Palette> {
  return { light: { ...record.brand.light }, dark: { ...record.brand.dark } };
}

/**
 * Colors: primary and every palette key of the light and dark themes (picker and hex, checked as
 * the API checks them), a live preview of the brand with the edited colours, and the assets
 * (logo shape, logo, favicon) on the same page.
 */
export default function ColorsSection({ whitelabel }: { whitelabel: Whitelabel }) {
  const t = useT('adminWhitelabels');
  const canEdit = whitelabel.can_edit.colors;
  const form = useSectionForm(whitelabel, fromRecord, canEdit);
  const { draft, setDraft } = form;
  const invalid = themes.some((theme) => paletteKeys.some((key) => !isHex(draft[theme][key])));
  const setColour = (theme: Theme, key: keyof Palette, value: string) =>
    setDraft({ ...draft, [theme]: { ...draft[theme], [key]: value } });

  // The preview only ever gets valid colours (an invalid one shows the saved colour).
  const preview = useMemo<Brand>(() => {
    const valid = (theme: Theme): Palette =>
      Object.fromEntries(
        paletteKeys.map((key) => [
          key,
          isHex(draft[theme][key]) ? draft[theme][key] : whitelabel.brand[theme][key],
        ]),
      ) as Palette;
    return {
      ...whitelabel.brand,
      id: `wl-preview-${whitelabel.id}`,
      light: valid('light'),
      dark: valid('dark'),
    };
  }, [draft, whitelabel]);

  return (
    <div className="wl-section">
      <section className="wl-card" aria-label={t('colors.title')}>
        <h3>{t('colors.title')}</h3>
        {themes.map((theme) => (
          <fieldset key={theme} className="wl-card">
            <legend>{t(`colors.themes.${theme}`)}</legend>
            <div className="wl-palette">
              {paletteKeys.map((key) => {
                const value = draft[theme][key];
                const label = t('colors.colourOf', {
                  theme: t(`colors.themes.${theme}`),
                  name: t(`colors.keys.${key}`),
                });
                return (
                  <div key={key} className="wl-colour">
                    <input
                      type="color"
                      aria-label={t('colors.pickerOf', { name: label })}
                      value={pickerValue(value)}
                      disabled={!canEdit}
                      onChange={(event) => setColour(theme, key, event.target.value)}
                    />
                    <Input
                      label={label}
                      value={value}
                      readOnly={!canEdit}
                      maxLength={7}
                      error={isHex(value) ? undefined : t('colors.invalidHex')}
                      onChange={(event) => setColour(theme, key, event.target.value.trim())}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        <section className="wl-preview" aria-label={t('colors.preview')}>
          {themes.map((theme) => (
            <ThemeRoot key={theme} brand={preview} theme={theme}>
              <div className="wl-preview-box" data-testid={`preview-${theme}`}>
                <strong>{t(`colors.themes.${theme}`)}</strong>
                <span style={{ color: 'var(--ds-text-muted)' }}>{whitelabel.brand.name}</span>
                <div className="wl-preview-raised">{t('colors.previewText')}</div>
                <div className="wl-row">
                  <Button size="sm">{t('colors.previewButton')}</Button>
                  <Button size="sm" variant="secondary">
                    {t('cancel')}
                  </Button>
                </div>
                <div className="wl-swatches">
                  {(['danger', 'warning', 'success', 'info'] as const).map((key) => (
                    <span key={key} className="wl-swatch" style={{ background: preview[theme][key] }} />
                  ))}
                </div>
              </div>
            </ThemeRoot>
          ))}
        </section>
        <SectionFooter
          canEdit={canEdit}
          changed={form.changed}
          status={form}
          invalid={invalid}
          onSave={() => void form.save(() => whitelabelApi.colors(whitelabel.id, draft))}
        />
      </section>
      <AssetsCard whitelabel={whitelabel} />
    </div>
  );
}
