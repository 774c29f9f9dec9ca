/**
 * Every fact of a generated message comes from its inputs (issue 28 "Safety": hallucinated
 * prospect facts are the reason AI SDR customers leave). A message is refused when it has a person
 * or company name, a number (amounts, percentages, dates, times), an email address or a link that
 * none of the inputs (prospect, research, employee settings, the conversation) contains. Names are
 * read as capitalised words: each must be a word of the inputs unless it is one of the ordinary
 * words a message starts sentences with. Strict on purpose: a refused message waits for a person;
 * a sent invention can not be taken back.
 */

export type UngroundedKind = 'name' | 'number' | 'date' | 'email' | 'link';

export interface Ungrounded {
  kind: UngroundedKind;
  /** As written in the message. */
  text: string;
}

export interface GroundingResult {
  grounded: boolean;
  offending: Ungrounded[];
}

/** Capitalised words a message may use without the inputs having them (greetings, days, months, the product's words). */
const ordinaryWords = new Set(
  `a an the i i'm i'd i'll i've we we're we'll we've you you're you'll your yours our ours my me it it's its this that these those there here
  he she they them their his her who whom whose what why how where which when whenever while if unless until since because though although
  hi hello hey dear thanks thank thx regards best cheers kind warm warmly sincerely greetings good great glad happy sorry congrats congratulations
  yes no not ok okay sure please let let's just also and but or so then now soon later again still yet already maybe perhaps
  would could should can will may might must shall do does did done is are was were be been being have has had having
  as at by for from in into of on onto to with within without about above after before below between during over under per via
  all any both each every few many more most much some such other another same own only very too quite really
  looking hope hoping following follow quick short brief reaching reach sharing share feel free write writing wrote reply replying
  book booking pick see seeing check checking talk talking chat meet meeting call calling send sending sent let know knowing
  love like would've wanted want wondering wonder curious interested interesting impressive nice lovely wonderful excited
  great noted understood absolutely definitely certainly indeed actually honestly totally exactly happy-to
  one two three first second next last new old other unfortunately fortunately hopefully otherwise meanwhile however therefore
  monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight yesterday week weekend month year morning afternoon evening
  january february march april may june july august september october november december
  email e-mail linkedin calendly ps p.s re fwd
  bonjour merci cordialement salut bien hallo danke grüße gruesse viele liebe hola gracias saludos olá ola obrigado obrigada`
    .split(/\s+/)
    .filter(Boolean),
);

const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const monthPattern =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const emailPattern = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const urlPattern = /\b(?:https?:\/\/|www\.)[^\s<>"')\]]+/giu;
/** A bare host such as acme.io or globex.co.uk (after emails and URLs are taken out). */
const hostPattern =
  /\b(?:[\p{L}\p{N}-]+\.)+(?:com|io|ai|co|net|org|dev|app|info|biz|uk|de|fr|es|pt|br|eu|us|ca|nl|it|ch|at|be|se|no|dk|fi|pl|in|au|me|xyz|tech)\b/giu;
const isoDatePattern = /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g;
const slashDatePattern = /\b(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b|\b(\d{1,2})\.(\d{1,2})\.(\d{4})\b/g;
const monthDayPattern = new RegExp(
  `\\b${monthPattern}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`,
  'giu',
);
const dayMonthPattern = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthPattern}\\.?(?:,?\\s+(\\d{4}))?\\b`,
  'giu',
);
/** Numbers with their currency, separators, decimals and unit: $1,200.50, 30%, 10:30, 3x, €5k. */
const numberPattern = /\d{1,2}:\d{2}|(?:[$€£¥]\s?)?\d(?:[\d,.]*\d)?(?:\s?(?:%|(?:k|m|bn|x)\b))?/giu;
const nameWordPattern = /\p{Lu}[\p{L}\p{M}'’.-]*[\p{L}\p{M}]|\p{Lu}/gu;

/** Every string of the inputs, however deep. */
function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

const normalLink = (link: string) =>
  link
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.,;:!?]+$/, '')
    .replace(/\/+$/, '');
const hostOf = (link: string) => normalLink(link).split(/[/?#]/)[0] ?? '';
/** A number's digits and unit: "$1,200" and "1200" are the same amount, "30%" keeps its %. */
const normalNumber = (value: string) => {
  const unit = /%|k|m|bn|x/i.exec(value.trim().slice(-2))?.[0]?.toLowerCase() ?? '';
  const digits = value
    .replace(/[^\d.:]/g, '')
    .replace(/\.(?=\d{3}\b)/g, '')
    .replace(/\.$/, '');
  return `${digits}${unit === '%' ? '%' : ''}`;
};

interface DateKey {
  month: number;
  day: number;
  year?: number;
}

/** A date as written, with its readings (03/04 is read both ways: either one known grounds it). */
interface WrittenDate {
  text: string;
  readings: DateKey[];
}

const monthOf = (name: string) =>
  months.findIndex((month) => month.startsWith(name.toLowerCase().slice(0, 3))) + 1;
const yearOf = (value: string | undefined) => {
  if (!value) return undefined;
  const number = Number(value);
  return number < 100 ? 2000 + number : number;
};

/** The dates of a text, and the text left without them. */
function datesOf(text: string): { dates: WrittenDate[]; rest: string } {
  const dates: WrittenDate[] = [];
  const take = (match: string, readings: DateKey[]) => {
    dates.push({ text: match, readings });
    return ' ';
  };
  let rest = text.replace(isoDatePattern, (match, y: string, m: string, d: string) =>
    take(match, [{ year: Number(y), month: Number(m), day: Number(d) }]),
  );
  rest = rest.replace(monthDayPattern, (match, m: string, d: string, y?: string) =>
    take(match, [{ month: monthOf(m), day: Number(d), year: yearOf(y) }]),
  );
  rest = rest.replace(dayMonthPattern, (match, d: string, m: string, y?: string) =>
    take(match, [{ month: monthOf(m), day: Number(d), year: yearOf(y) }]),
  );
  rest = rest.replace(slashDatePattern, (match, ...parts: Array<string | undefined>) => {
    const [a, b, y] = parts[0] ? parts.slice(0, 3) : parts.slice(3, 6);
    const year = yearOf(y);
    return take(match, [
      { month: Number(a), day: Number(b), year },
      { month: Number(b), day: Number(a), year },
    ]);
  });
  return { dates, rest };
}

const sameDate = (known: DateKey, written: DateKey) =>
  known.month === written.month &&
  known.day === written.day &&
  (written.year === undefined || known.year === undefined || known.year === written.year);

/** What the inputs contain, in the forms the message's items are compared in. */
interface Known {
  words: Set<string>;
  emails: Set<string>;
  links: Set<string>;
  hosts: Set<string>;
  numbers: Set<string>;
  dates: DateKey[];
}

/** The message's items of each kind, each text taken out of what the next kind reads. */
function itemsOf(text: string) {
  const emails = text.match(emailPattern) ?? [];
  let rest = text.replace(emailPattern, ' ');
  const links = rest.match(urlPattern) ?? [];
  rest = rest.replace(urlPattern, ' ');
  const hosts = rest.match(hostPattern) ?? [];
  rest = rest.replace(hostPattern, ' ');
  const dated = datesOf(rest);
  rest = dated.rest;
  // {{first_name}}-style variables are filled from the prospect later: not facts of the message.
  rest = rest.replace(/\{\{\s*[\w.]+\s*\}\}/g, ' ');
  const numbers = (rest.match(numberPattern) ?? [])
    .map((value) => value.trim())
    .filter((value) => /\d/.test(value));
  rest = rest.replace(numberPattern, ' ');
  return { emails, links, hosts, dates: dated.dates, numbers, rest };
}

function knownFrom(inputs: unknown): Known {
  const all = stringsOf(inputs).join('\n');
  const items = itemsOf(all);
  const lower = all.toLowerCase();
  return {
    words: new Set(
      lower.split(/[^\p{L}\p{M}\p{N}'’-]+/u).flatMap((word) => [word, word.replace(/['’]s$/, '')]),
    ),
    emails: new Set(items.emails.map((email) => email.toLowerCase())),
    links: new Set(items.links.map(normalLink)),
    hosts: new Set([
      ...items.links.map(hostOf),
      ...items.hosts.map(hostOf),
      ...items.emails.map((email) => (email.split('@')[1] ?? '').toLowerCase()),
    ]),
    numbers: new Set([
      ...(all.match(numberPattern) ?? []).map(normalNumber),
      ...items.numbers.map(normalNumber),
    ]),
    dates: items.dates.flatMap((date) => date.readings),
  };
}

/** A capitalised word that only starts a sentence ("Teams like...", "Write to..."): an ordinary word, most likely. */
function startsSentenceOnly(rest: string, start: number, end: number): boolean {
  const before = rest.slice(0, start);
  const atStart = /(?:^|[.!?:;\n]\s*|\n\s*[-*•]\s*)$/u.test(before);
  return atStart && /^\s+\p{Ll}/u.test(rest.slice(end));
}

/**
 * Capitalised words outside the inputs, grouped into the phrases they were written in ("Maria
 * Lopez"). A single word that starts a sentence and is followed by a lower-case word is taken for
 * an ordinary word: without a dictionary it can not be told from a name there (a known gap; a
 * two-word name, or a name anywhere else, is caught).
 */
function unknownNames(rest: string, known: Known): string[] {
  const phrases: Array<{ words: string[]; sentenceStart: boolean; end: number }> = [];
  let current: { words: string[]; sentenceStart: boolean; end: number } | undefined;
  let lastEnd = -1;
  for (const match of rest.matchAll(nameWordPattern)) {
    const start = match.index ?? 0;
    const word = match[0].replace(/['’]s$/, '');
    const lower = word.toLowerCase();
    const unknown = !ordinaryWords.has(lower) && !known.words.has(lower);
    const adjacent = lastEnd >= 0 && /^\s+$/.test(rest.slice(lastEnd, start));
    if (current && (!adjacent || !unknown)) {
      phrases.push(current);
      current = undefined;
    }
    lastEnd = start + match[0].length;
    if (!unknown) continue;
    current ??= { words: [], sentenceStart: startsSentenceOnly(rest, start, lastEnd), end: lastEnd };
    current.words.push(word);
    current.end = lastEnd;
  }
  if (current) phrases.push(current);
  return phrases
    .filter(
      (phrase) =>
        !(phrase.words.length === 1 && phrase.sentenceStart && /^\s+\p{Ll}/u.test(rest.slice(phrase.end))),
    )
    .map((phrase) => phrase.words.join(' '));
}

/** The items of `text` that none of `inputs` contains; the message may be sent only when there are none. */
export function checkGrounding(text: string, inputs: unknown): GroundingResult {
  const known = knownFrom(inputs);
  const items = itemsOf(text);
  const offending: Ungrounded[] = [];
  for (const email of items.emails)
    if (!known.emails.has(email.toLowerCase())) offending.push({ kind: 'email', text: email });
  for (const link of items.links) {
    const normal = normalLink(link);
    // A page of the inputs, or a site named in them (its home page).
    if (!known.links.has(normal) && !(normal === hostOf(link) && known.hosts.has(normal)))
      offending.push({ kind: 'link', text: link });
  }
  for (const host of items.hosts)
    if (!known.hosts.has(hostOf(host))) offending.push({ kind: 'link', text: host });
  for (const date of items.dates)
    if (!date.readings.some((reading) => known.dates.some((candidate) => sameDate(candidate, reading))))
      offending.push({ kind: 'date', text: date.text });
  for (const number of items.numbers)
    if (!known.numbers.has(normalNumber(number))) offending.push({ kind: 'number', text: number });
  for (const name of unknownNames(items.rest, known)) offending.push({ kind: 'name', text: name });
  return { grounded: offending.length === 0, offending };
}
