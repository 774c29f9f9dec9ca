import { Button, Input, Select } from '@outreach/design-system';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLabelName, useT } from '@outreach/sdk';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { LabelRef } from '../prospects/prospects.types';
import { LABEL_NAME_MAX, useCreateLabel, useLabels } from './useLabels';

export interface LabelsManagerProps {
  /** The labels the prospect has. */
  value: readonly LabelRef[];
  onAdd: (labelId: string) => void;
  onRemove: (labelId: string) => void;
  busy?: boolean;
}

/** A label chip in its colour. */
export function LabelChip({
  label,
  onRemove,
  removeLabel,
}: {
  label: LabelRef;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  const nameOf = useLabelName();
  return (
    <span
      className="prospects-label"
      style={{
        borderColor: label.color,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        padding: '0 8px',
        borderRadius: 12,
        borderWidth: 1,
        borderStyle: 'solid',
      }}
    >
      <span aria-hidden="true" style={{ width: 8, height: 8, borderRadius: 4, background: label.color }} />
      {nameOf(label)}
      {onRemove ? (
        <button
          type="button"
          aria-label={removeLabel}
          onClick={onRemove}
          style={{ border: 0, background: 'none', cursor: 'pointer' }}
        >
          ×
        </button>
      ) : null}
    </span>
  );
}

/**
 * The prospect's labels with add and remove, and a new label made on the spot
 * (outreach §3 Label: name max 30, colour required).
 */
export function LabelsManager({ value, onAdd, onRemove, busy }: LabelsManagerProps) {
  const t = useT('prospects');
  const nameOf = useLabelName();
  const labels = useLabels();
  const create = useCreateLabel();
  // outreach §3 Label: the name trimmed, required, at most 30 characters.
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, t('labels.nameRequired')).max(LABEL_NAME_MAX, t('labels.nameTooLong')),
        color: z.string(),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { name: '', color: '#47e671' },
    // The name's error stays until the next "Create".
    reValidateMode: 'onSubmit',
  });
  const have = new Set(value.map((label) => label._id));
  const options = (labels.data ?? [])
    .filter((label) => !have.has(label._id))
    .map((label) => ({ value: label._id, label: nameOf(label) }));

  // The schema's output name is trimmed; the API's refusal shows under the name.
  const submit = handleSubmit(async (values) => {
    try {
      const label = await create.mutateAsync(values);
      setValue('name', '');
      onAdd(label._id);
    } catch (error) {
      setError('name', { message: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <section aria-label={t('labels.title')}>
      <h3>{t('labels.title')}</h3>
      {value.length === 0 ? <p>{t('labels.none')}</p> : null}
      <ul
        aria-label={t('labels.title')}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 6, listStyle: 'none', padding: 0 }}
      >
        {value.map((label) => (
          <li key={label._id}>
            <LabelChip
              label={label}
              onRemove={() => onRemove(label._id)}
              removeLabel={t('labels.remove', { name: nameOf(label) })}
            />
          </li>
        ))}
      </ul>
      <Select
        label={t('labels.choose')}
        placeholder={t('labels.choose')}
        options={options}
        value=""
        disabled={busy}
        onChange={(event) => {
          if (event.target.value) onAdd(event.target.value);
        }}
      />
      <form onSubmit={submit} aria-label={t('labels.newLabel')}>
        <Input
          label={t('labels.name')}
          maxLength={LABEL_NAME_MAX + 10}
          {...register('name')}
          error={errors.name?.message}
        />
        <Input label={t('labels.colour')} type="color" {...register('color')} />
        <Button type="submit" size="sm" variant="secondary" loading={create.isPending}>
          {t('labels.create')}
        </Button>
      </form>
    </section>
  );
}
