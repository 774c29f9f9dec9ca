import { Button, Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
import type { ProspectDetail } from './prospects.types';

export interface ProspectEdit {
  first_name: string;
  last_name: string;
  position: string;
  company_name: string;
  personal_email: string;
  work_email: string;
  phone: string;
  location: string;
  industry: string;
  custom_fields: Record<string, string>;
}

const textFields = [
  ['first_name', 'prospect.firstName'],
  ['last_name', 'prospect.lastName'],
  ['position', 'prospect.position'],
  ['company_name', 'prospect.company'],
  ['personal_email', 'prospect.personalEmail'],
  ['work_email', 'prospect.workEmail'],
  ['phone', 'prospect.phone'],
  ['location', 'prospect.location'],
  ['industry', 'prospect.industry'],
] as const;

/** Edits the prospect's fields and custom fields (PATCH /profiles/{id}); the server's refusal is shown by the page. */
export function ProspectEditForm({
  prospect,
  saving,
  onSave,
  onCancel,
}: {
  prospect: ProspectDetail;
  saving: boolean;
  onSave: (edit: ProspectEdit) => void;
  onCancel: () => void;
}) {
  const t = useT('prospects');
  const [values, setValues] = useState<Record<(typeof textFields)[number][0], string>>(
    () =>
      Object.fromEntries(textFields.map(([key]) => [key, prospect[key] ?? ''])) as Record<
        (typeof textFields)[number][0],
        string
      >,
  );
  const [custom, setCustom] = useState<[string, string][]>(() => Object.entries(prospect.custom_fields));

  function submit(event: FormEvent) {
    event.preventDefault();
    const customFields = Object.fromEntries(
      custom.filter(([key]) => key.trim()).map(([key, value]) => [key.trim(), value]),
    );
    onSave({ ...values, custom_fields: customFields });
  }

  return (
    <form aria-label={t('prospect.editDetails')} onSubmit={submit}>
      {textFields.map(([key, label]) => (
        <Input
          key={key}
          label={t(label)}
          value={values[key]}
          onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
        />
      ))}
      <fieldset>
        <legend>{t('prospect.customFields')}</legend>
        {custom.map(([key, value], index) => (
          <div key={index} style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
            <Input
              label={t('prospect.fieldName')}
              value={key}
              onChange={(event) =>
                setCustom((rows) =>
                  rows.map((row, at) => (at === index ? [event.target.value, row[1]] : row)),
                )
              }
            />
            <Input
              label={t('prospect.fieldValue')}
              value={value}
              onChange={(event) =>
                setCustom((rows) =>
                  rows.map((row, at) => (at === index ? [row[0], event.target.value] : row)),
                )
              }
            />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('prospect.removeField', { name: key })}
              onClick={() => setCustom((rows) => rows.filter((_, at) => at !== index))}
            >
              ×
            </Button>
          </div>
        ))}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => setCustom((rows) => [...rows, ['', '']])}
        >
          {t('prospect.addCustomField')}
        </Button>
      </fieldset>
      <Button type="submit" loading={saving}>
        {t('common.save')}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </form>
  );
}
