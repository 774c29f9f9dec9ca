import { Checkbox } from '@outreach/design-system';

export interface MultiFilterProps {
  label: string;
  options: { value: string; label: string }[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** A filter of several values: a disclosure with one checkbox per value, the count in its summary. */
export function MultiFilter({ label, options, selected, onChange }: MultiFilterProps) {
  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...selected, value] : selected.filter((entry) => entry !== value));
  return (
    <details className="admin-customers-filter">
      <summary>
        {label}
        {selected.length > 0 ? ` (${selected.length})` : ''}
      </summary>
      <fieldset
        aria-label={label}
        style={{ border: 0, margin: 0, padding: '4px 0', display: 'grid', gap: 4 }}
      >
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={selected.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </fieldset>
    </details>
  );
}
