/**
 * An edit body (snake_case, every field optional) written onto a row (camelCase columns): only the
 * fields the client sent change their column; a field left out (undefined) changes nothing, a
 * null sent clears it. `columns` is the table of body field to column the module declares once.
 */
type SentColumns<Input, Columns> = {
  [Field in keyof Columns & keyof Input as Columns[Field] & string]?: Exclude<Input[Field], undefined>;
};

/** The sent fields of `input` under their column names (see above): `{ first_name: 'Ada' }` → `{ firstName: 'Ada' }`. */
export function sentFields<Input extends object, const Columns extends { [Field in keyof Input]?: string }>(
  input: Input,
  columns: Columns,
): SentColumns<Input, Columns> {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const value = (input as Record<string, unknown>)[field];
    if (value !== undefined && typeof column === 'string') changes[column] = value;
  }
  return changes as SentColumns<Input, Columns>;
}
