/**
 * The keys a prospect is deduplicated on per workspace (prospects.profile_key and
 * email_key, outreach §8 "Duplicate … prospects are not added"). Same rules as the
 * CSV import: the profile URL without protocol, `www.`, query, fragment or trailing
 * slash, lower case; the email key is the work email, else the personal one.
 */
const emailPattern = /^[^\s@"<>,;]+@[^\s@"<>,;]+\.[a-z]{2,}$/i;
/** spec: outreach §5 URL: optional http(s)://, a domain, a 2 to 8 letter top-level domain, then a path. */
export const urlPattern = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,8}(:\d{1,5})?([/?#]\S*)?$/i;

export function isEmail(value: string): boolean {
  return emailPattern.test(value);
}

export function profileKeyOf(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value || !urlPattern.test(value)) return null;
  return value
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

export function emailKeyOf(workEmail: string | null | undefined, personalEmail: string | null | undefined) {
  const email = (workEmail ?? personalEmail)?.trim().toLowerCase();
  return email || null;
}
