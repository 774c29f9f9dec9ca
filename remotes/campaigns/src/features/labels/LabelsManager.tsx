import { Button, Input, Select } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { type FormEvent, useState } from 'react';
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
      {label.name}
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
  const labels = useLabels();
  const create = useCreateLabel();
  const [name, setName] = useState('');
  const [color, setColor] = useState('#47e671');
  const [nameError, setNameError] = useState<string | null>(null);
  const have = new Set(value.map((label) => label._id));
  const options = (labels.data ?? [])
    .filter((label) => !have.has(label._id))
    .map((label) => ({ value: label._id, label: label.name }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('labels.nameRequired'));
    if (trimmed.length > LABEL_NAME_MAX) return setNameError(t('labels.nameTooLong'));
    setNameError(null);
    try {
      const label = await create.mutateAsync({ name: trimmed, color });
      setName('');
      onAdd(label._id);
    } catch (error) {
      setNameError(error instanceof Error ? error.message : String(error));
    }
  }

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
              removeLabel={t('labels.remove', { name: label.name })}
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
          value={name}
          maxLength={LABEL_NAME_MAX + 10}
          error={nameError ?? undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Input
          label={t('labels.colour')}
          type="color"
          value={color}
          onChange={(event) => setColor(event.target.value)}
        />
        <Button type="submit" size="sm" variant="secondary" loading={create.isPending}>
          {t('labels.create')}
        </Button>
      </form>
    </section>
  );
}
