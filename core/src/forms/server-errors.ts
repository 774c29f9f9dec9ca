/**
 * The API refuses a body field by field: "password: This password is too common, ...; phone: ...".
 * For rules only the server checks (password strength, an email already taken), a form puts each
 * message under its field. Returns null when the answer is not all about the given fields
 * (then the form shows it whole, as before).
 */
export function serverFieldErrors<Field extends string>(
  message: string,
  fields: Partial<Record<string, Field>>,
): Array<{ field: Field; message: string }> | null {
  const parts = message.split('; ').map((part) => /^([a-z_]+): (.+)$/s.exec(part));
  const found: Array<{ field: Field; message: string }> = [];
  for (const part of parts) {
    const field = part ? fields[part[1] as string] : undefined;
    if (!part || !field) return null;
    found.push({ field, message: part[2] as string });
  }
  return found.length > 0 ? found : null;
}
