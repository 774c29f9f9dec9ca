/** The keys of a draft whose values are of type V. */
type KeysOf<Draft, V> = { [K in keyof Draft]: Draft[K] extends V ? K : never }[keyof Draft];

/**
 * Binds the admin forms' controls to the fields of a draft object: `text(key)` gives an Input's, a
 * Select's or a textarea's value and change, `toggle(key)` a Checkbox's. Where the admin may not
 * edit (`editable` false) text fields are read-only and toggles disabled.
 */
export function fieldBinders<Draft>(draft: Draft, setDraft: (next: Draft) => void, editable = true) {
  return {
    text: (key: KeysOf<Draft, string>) => ({
      value: draft[key] as string,
      ...(editable ? {} : { readOnly: true }),
      onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
    }),
    toggle: (key: KeysOf<Draft, boolean>) => ({
      checked: draft[key] as boolean,
      disabled: !editable,
      onChange: (event: { target: { checked: boolean } }) =>
        setDraft({ ...draft, [key]: event.target.checked }),
    }),
  };
}
