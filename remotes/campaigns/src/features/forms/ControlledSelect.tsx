import { Select, type SelectProps } from '@outreach/design-system';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface ControlledSelectProps<F extends FieldValues, C, T extends FieldValues>
  extends Omit<SelectProps, 'name' | 'value' | 'onChange'> {
  control: Control<F, C, T>;
  name: FieldPath<F>;
  /** Runs once the form holds the new choice (a check of the fields it affects). */
  onChanged?: () => void;
}

/** A select field held by react-hook-form: it shows the form's value and writes the choice back. */
export function ControlledSelect<F extends FieldValues, C, T extends FieldValues>({
  control,
  name,
  onChanged,
  ...select
}: ControlledSelectProps<F, C, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          {...select}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChanged?.();
          }}
        />
      )}
    />
  );
}
