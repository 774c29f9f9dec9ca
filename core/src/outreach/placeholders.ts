/**
 * Message placeholders (spec: outreach §5 "Balanced parentheses; placeholders
 * must be lower case and known; fallback syntax {name:fallback}" and §9
 * "placeholders under 250 characters"). Shared by the builder (inline errors,
 * preview), the API (validation on save) and the engine (rendering at send time).
 */

/** The prospect fields a message may name (spec: outreach §3 Prospect and CSV columns). */
export const prospectPlaceholders = [
  'first_name',
  'last_name',
  'full_name',
  'position',
  'company_name',
  'company_domain',
  'location',
  'industry',
  'personal_email',
  'work_email',
  'phone',
  'website',
  'twitter',
] as const;
export type ProspectPlaceholder = (typeof prospectPlaceholders)[number];

/**
 * `{video}`: where a step's video link goes (outreach §3 step `video`). Known to the
 * rules like a prospect field; the email executor puts the link in its place, and
 * renderTemplate (which knows no video) leaves it empty.
 */
export const videoPlaceholder = 'video';

/** How many `{video}` patterns a text holds (a fallback, `{video:...}`, counts too). */
export function countVideoPatterns(text: string): number {
  return parsePlaceholders(text).filter((token) => token.name === videoPlaceholder).length;
}

/** spec: outreach §9 "keep placeholders under 250 characters" (all placeholders of one text together). */
export const placeholdersMaxLength = 250;

/** Ids of the placeholder problems; the UI translates by id, the API sends `message`. */
export type PlaceholderErrorCode =
  | 'unbalanced'
  | 'placeholder_not_lower_case'
  | 'placeholder_unknown'
  | 'placeholder_empty'
  | 'placeholders_too_long';

export interface PlaceholderError {
  code: PlaceholderErrorCode;
  message: string;
  /** The placeholder's name as written, when the error is about one placeholder. */
  placeholder?: string;
}

export interface PlaceholderToken {
  /** The whole `{...}` as written. */
  raw: string;
  name: string;
  fallback: string | null;
  start: number;
  end: number;
}

/** `{name}` or `{name:fallback}`: no nested braces inside one placeholder. */
const tokenPattern = /\{([^{}]*)\}/g;

/** Every `{...}` of a text, parsed into name and fallback. */
export function parsePlaceholders(text: string): PlaceholderToken[] {
  const tokens: PlaceholderToken[] = [];
  for (const match of text.matchAll(tokenPattern)) {
    const inner = match[1] ?? '';
    const colon = inner.indexOf(':');
    const name = (colon === -1 ? inner : inner.slice(0, colon)).trim();
    const fallback = colon === -1 ? null : inner.slice(colon + 1);
    const start = match.index ?? 0;
    tokens.push({ raw: match[0], name, fallback, start, end: start + match[0].length });
  }
  return tokens;
}

/** Smileys such as :) ;-( are not brackets: a friendly message must not fail the balance rule. */
const emoticonPattern = /[:;]-?[()]/g;

/** True when every `(` and `{` closes in order (spec: "Balanced parentheses"); smileys do not count. */
export function hasBalancedBrackets(text: string): boolean {
  const closing: Record<string, string> = { ')': '(', '}': '{' };
  const stack: string[] = [];
  for (const char of text.replace(emoticonPattern, '')) {
    if (char === '(' || char === '{') {
      // A placeholder can not hold another one: `{a{b}}` is unbalanced for us.
      if (char === '{' && stack.includes('{')) return false;
      stack.push(char);
    } else if (char === ')' || char === '}') {
      if (stack.pop() !== closing[char]) return false;
    }
  }
  return stack.length === 0;
}

function isKnown(name: string, knownCustomFields: readonly string[]): boolean {
  if ((prospectPlaceholders as readonly string[]).includes(name) || name === videoPlaceholder) return true;
  return knownCustomFields.some((field) => field.toLowerCase() === name);
}

/**
 * The placeholder errors of one text (subject or message). Custom fields are
 * known by name, compared lower case (a CSV column "Budget" is `{budget}`).
 */
export function findPlaceholderErrors(
  text: string,
  knownCustomFields: readonly string[] = [],
): PlaceholderError[] {
  const errors: PlaceholderError[] = [];
  if (!hasBalancedBrackets(text)) {
    errors.push({ code: 'unbalanced', message: 'Parentheses and braces must be balanced' });
    // Unbalanced text has no reliable placeholders to check further.
    return errors;
  }
  const tokens = parsePlaceholders(text);
  for (const token of tokens) {
    if (token.name === '') {
      errors.push({ code: 'placeholder_empty', message: 'A placeholder needs a name', placeholder: '' });
    } else if (token.name !== token.name.toLowerCase()) {
      errors.push({
        code: 'placeholder_not_lower_case',
        message: `Placeholders must be lower case: {${token.name}}`,
        placeholder: token.name,
      });
    } else if (!isKnown(token.name, knownCustomFields)) {
      errors.push({
        code: 'placeholder_unknown',
        message: `Unknown placeholder: {${token.name}}`,
        placeholder: token.name,
      });
    }
  }
  const placeholderChars = tokens.reduce((sum, token) => sum + token.raw.length, 0);
  if (placeholderChars >= placeholdersMaxLength) {
    errors.push({ code: 'placeholders_too_long', message: 'Keep placeholders under 250 characters' });
  }
  return errors;
}

/** A prospect's values by placeholder name; empty, null and missing values use the fallback. */
export type PlaceholderValues = Partial<Record<string, string | null | undefined>>;

function placeholderValue(name: string, prospect: PlaceholderValues, custom: PlaceholderValues): string {
  const own = prospect[name];
  if (typeof own === 'string' && own.trim() !== '') return own.trim();
  if (name === 'full_name') {
    // A prospect with first and last name but no full name still has one.
    const joined = [prospect.first_name, prospect.last_name]
      .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
      .map((part) => part.trim())
      .join(' ');
    if (joined !== '') return joined;
  }
  for (const [field, value] of Object.entries(custom)) {
    if (field.toLowerCase() === name && typeof value === 'string' && value.trim() !== '') {
      return value.trim();
    }
  }
  return '';
}

/**
 * Fills a text for one prospect: each `{name}` gets the value, `{name:fallback}`
 * the fallback when the value is empty, and anything else an empty string, so a
 * raw `{...}` never reaches a prospect.
 */
export function renderTemplate(
  text: string,
  prospectFields: PlaceholderValues,
  customFields: PlaceholderValues = {},
): string {
  return text.replace(tokenPattern, (_raw, inner: string) => {
    const colon = inner.indexOf(':');
    const name = (colon === -1 ? inner : inner.slice(0, colon)).trim().toLowerCase();
    const fallback = colon === -1 ? '' : inner.slice(colon + 1);
    const value = name === '' ? '' : placeholderValue(name, prospectFields, customFields);
    return value !== '' ? value : fallback;
  });
}

/** The length a text will have once filled for this prospect (engine: note and InMail limits). */
export function textLengthAfterRender(
  text: string,
  prospectFields: PlaceholderValues,
  customFields: PlaceholderValues = {},
): number {
  return renderTemplate(text, prospectFields, customFields).length;
}
