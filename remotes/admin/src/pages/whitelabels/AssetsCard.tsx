import { Button, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';
import { logoSource } from './logo';
import { SectionFooter } from './SectionFooter';
import { useSectionForm } from './useSectionForm';
import { type AssetsBody, type Whitelabel, whitelabelApi } from './whitelabels-api';
import { ErrorLine } from './ErrorLine';

/** What the API takes (brands/src/schema.ts imageDataUrl): these types, at most 256 KB. */
export const imageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'];
export const maxImageBytes = 256 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface AssetsDraft {
  logo_shape: 'square' | 'rectangle';
  logo_image: string | null;
  favicon: string | null;
}

function fromRecord(record: Whitelabel): AssetsDraft {
  return {
    logo_shape: record.brand.logo.shape,
    logo_image: record.brand.logo.image ?? null,
    favicon: record.brand.favicon ?? null,
  };
}

/** Assets: logo shape, the uploaded logo and favicon (checked here as the API checks them), remove. */
export function AssetsCard({ whitelabel }: { whitelabel: Whitelabel }) {
  const t = useT('adminWhitelabels');
  const canEdit = whitelabel.can_edit.colors;
  const form = useSectionForm(whitelabel, fromRecord, canEdit);
  const { draft, setDraft } = form;
  const [fileError, setFileError] = useState<{ field: 'logo_image' | 'favicon'; text: string } | null>(null);

  const pick = async (field: 'logo_image' | 'favicon', file: File | undefined) => {
    setFileError(null);
    if (!file) return;
    if (!imageTypes.includes(file.type)) {
      setFileError({ field, text: t('assets.wrongType') });
      return;
    }
    if (file.size > maxImageBytes) {
      setFileError({ field, text: t('assets.tooLarge') });
      return;
    }
    const url = await readAsDataUrl(file);
    setDraft((current) => ({ ...current, [field]: url }));
  };

  const save = () => {
    const saved = fromRecord(whitelabel);
    // only what changed: an image left alone is not sent again
    const body: AssetsBody = { logo_shape: draft.logo_shape };
    if (draft.logo_image !== saved.logo_image) body.logo_image = draft.logo_image;
    if (draft.favicon !== saved.favicon) body.favicon = draft.favicon;
    void form.save(() => whitelabelApi.assets(whitelabel.id, body));
  };

  const image = (field: 'logo_image' | 'favicon', label: string, shown: string | null) => (
    <fieldset className="wl-card">
      <legend>{label}</legend>
      {shown ? (
        <img className="wl-logo--large" src={shown} alt={t('assets.previewOf', { name: label })} />
      ) : (
        <p className="wl-muted">{field === 'favicon' ? t('assets.noFavicon') : t('assets.noLogo')}</p>
      )}
      {canEdit ? (
        <div className="wl-row">
          <label className="ds-field">
            <span className="ds-field__label">{t('assets.upload', { name: label })}</span>
            <input
              type="file"
              accept={imageTypes.join(',')}
              onChange={(event) => void pick(field, event.target.files?.[0])}
            />
          </label>
          {draft[field] ? (
            <Button variant="secondary" size="sm" onClick={() => setDraft({ ...draft, [field]: null })}>
              {t('assets.remove', { name: label })}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ErrorLine>{fileError?.field === field ? fileError.text : null}</ErrorLine>
      <p className="wl-muted">{t('assets.rules')}</p>
    </fieldset>
  );

  return (
    <section className="wl-card" aria-label={t('assets.title')}>
      <h3>{t('assets.title')}</h3>
      <Select
        label={t('assets.logoShape')}
        options={[
          { value: 'square', label: t('assets.shapes.square') },
          { value: 'rectangle', label: t('assets.shapes.rectangle') },
        ]}
        value={draft.logo_shape}
        disabled={!canEdit}
        onChange={(event) =>
          setDraft({ ...draft, logo_shape: event.target.value as AssetsDraft['logo_shape'] })
        }
      />
      {image(
        'logo_image',
        t('assets.logo'),
        draft.logo_image ?? logoSource({ svg: whitelabel.brand.logo.svg }),
      )}
      {image('favicon', t('assets.favicon'), draft.favicon)}
      <SectionFooter canEdit={canEdit} changed={form.changed} status={form} onSave={save} />
    </section>
  );
}
