import { Button, Input } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import { useState } from 'react';

/** A list of values as chips: type one and Add (or Enter), × removes it. Read-only without `onChange`. */
export function ChipsField({
  label,
  hint,
  values,
  onChange,
  placeholder,
}: {
  label: string;
  hint?: string;
  values: readonly string[];
  onChange?: (values: string[]) => void;
  placeholder?: string;
}) {
  const t = useT('adminWhitelabels');
  const [text, setText] = useState('');
  const add = () => {
    const items = text
      .split(/[\s,]+/)
      .map((item) => item.trim())
      .filter((item) => item !== '' && !values.includes(item));
    if (items.length > 0) onChange?.([...values, ...items]);
    setText('');
  };
  return (
    <fieldset className="wl-card">
      <legend>{label}</legend>
      {values.length > 0 ? (
        <ul className="wl-chips" aria-label={label}>
          {values.map((value) => (
            <li key={value} className="wl-chip">
              {value}
              {onChange ? (
                <button
                  type="button"
                  aria-label={t('chips.remove', { value })}
                  onClick={() => onChange(values.filter((item) => item !== value))}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="wl-muted">{t('chips.none')}</p>
      )}
      {onChange ? (
        <div className="wl-row">
          <Input
            label={t('chips.add', { label })}
            hint={hint}
            placeholder={placeholder}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button variant="secondary" onClick={add} disabled={text.trim() === ''}>
            {t('chips.addButton')}
          </Button>
        </div>
      ) : hint ? (
        <p className="wl-muted">{hint}</p>
      ) : null}
    </fieldset>
  );
}
