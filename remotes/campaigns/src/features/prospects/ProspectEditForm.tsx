import { Button, Input } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useT } from '@outreach/sdk';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
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
type TextField = (typeof textFields)[number][0];

/**
 * The form checks nothing itself (the API's refusal is shown by the page): the text fields are
 * sent as typed, the custom fields with a blank name left out and their names trimmed.
 */
const editSchema = z
  .object({
    ...(Object.fromEntries(textFields.map(([key]) => [key, z.string()])) as Record<TextField, z.ZodString>),
    custom: z.array(z.object({ name: z.string(), value: z.string() })),
  })
  .transform(
    ({ custom, ...values }): ProspectEdit => ({
      ...values,
      custom_fields: Object.fromEntries(
        custom.filter(({ name }) => name.trim()).map(({ name, value }) => [name.trim(), value]),
      ),
    }),
  );

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
  const { register, handleSubmit, control } = useForm({
    resolver: zodResolver(editSchema),
    defaultValues: {
      ...(Object.fromEntries(textFields.map(([key]) => [key, prospect[key] ?? ''])) as Record<
        TextField,
        string
      >),
      custom: Object.entries(prospect.custom_fields).map(([name, value]) => ({ name, value })),
    },
  });
  const custom = useFieldArray({ control, name: 'custom' });
  // The remove buttons name the field as currently typed.
  const customNames = useWatch({ control, name: 'custom' });

  const submit = handleSubmit((edit) => onSave(edit));

  return (
    <form aria-label={t('prospect.editDetails')} onSubmit={submit}>
      {textFields.map(([key, label]) => (
        <Input key={key} label={t(label)} {...register(key)} />
      ))}
      <fieldset>
        <legend>{t('prospect.customFields')}</legend>
        {custom.fields.map((row, index) => (
          <div key={row.id} style={{ display: 'flex', gap: 8, alignItems: 'end' }}>
            <Input label={t('prospect.fieldName')} {...register(`custom.${index}.name`)} />
            <Input label={t('prospect.fieldValue')} {...register(`custom.${index}.value`)} />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('prospect.removeField', { name: customNames[index]?.name ?? row.name })}
              onClick={() => custom.remove(index)}
            >
              ×
            </Button>
          </div>
        ))}
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={() => custom.append({ name: '', value: '' }, { shouldFocus: false })}
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
