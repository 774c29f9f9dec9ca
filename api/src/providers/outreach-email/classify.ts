/**
 * What a message arriving in a sender's mailbox is (outreach §4: a reply pauses
 * the prospect, an out-of-office reschedules instead, a bounce stops the address).
 * Pure: the IMAP poller parses the message, this decides.
 */

/** The parts of a parsed message classification reads (built from mailparser's ParsedMail). */
export interface InboundMail {
  /** The sender's address, lower-cased. */
  from: string;
  subject: string;
  /** Header names lower-cased; a repeated header keeps its first value. */
  headers: Record<string, string>;
  /** The plain-text body (mailparser's `text`, or the HTML stripped). */
  text: string;
  /** The whole message as received: delivery-status parts are read from it. */
  raw: string;
}

export type MailClassification =
  | {
      kind: 'bounce';
      /** Hard (5.x.x: the address does not exist or refuses) or soft (4.x.x: try again later). */
      hard: boolean;
      /** The RFC 3463 status, e.g. 5.1.1, when the report gives one. */
      status: string | null;
      /** The address that bounced, lower-cased, when the report names it. */
      recipient: string | null;
      diagnostic: string | null;
    }
  /** A spam complaint relayed by the mailbox provider (ARF, RFC 5965 feedback loop). */
  | { kind: 'complaint'; recipient: string | null }
  /** The List-Unsubscribe mailto: an email whose subject is "unsubscribe". */
  | { kind: 'unsubscribe' }
  | { kind: 'out_of_office'; returnAt: Date | null }
  | { kind: 'reply' };

const bounceSenders = /^(mailer-daemon|postmaster|mail-daemon|mailerdaemon)@/i;
const bounceSubjects =
  /(undeliver(ed|able)|delivery (status notification|has failed|failure|failed|incomplete)|returned mail|mail delivery (failed|failure|subsystem)|failure notice|non[- ]?delivery|unzustellbar|nicht zugestellt|non remis|no se pudo entregar)/i;
const softBounceWords =
  /(delayed|will (retry|continue trying)|temporar(y|ily)|mailbox (is )?full|over quota)/i;

/** spec: brief "subjects like Out of office, Automatic reply, Abwesenheitsnotiz, Absence, Réponse automatique, Fuera de la oficina, Ausente". */
const outOfOfficeSubjects =
  /(out of (the )?office|automatic reply|auto(matic)?[- ]?reply|autoreply|away from (the )?office|on vacation|on holiday|abwesenheit(snotiz)?|automatische antwort|absence|absent|r[ée]ponse automatique|fuera de (la )?oficina|ausente|respuesta autom[aá]tica|afwezig|fuori ufficio|risposta automatica)/i;

function header(mail: InboundMail, name: string): string {
  return (mail.headers[name] ?? '').trim();
}

/** `Status: 5.1.1` / `Final-Recipient: rfc822; x@y` / `Diagnostic-Code: smtp; 550 …` from a DSN (RFC 3464). */
function dsnField(raw: string, field: string): string | null {
  const match = new RegExp(`^${field}:\\s*(.+)$`, 'im').exec(raw);
  return match?.[1]?.trim() ?? null;
}

function bounceOf(mail: InboundMail): MailClassification | null {
  const contentType = header(mail, 'content-type').toLowerCase();
  const isReport = contentType.includes('multipart/report') && contentType.includes('delivery-status');
  const fromDaemon = bounceSenders.test(mail.from);
  if (
    !isReport &&
    !fromDaemon &&
    !(bounceSubjects.test(mail.subject) && header(mail, 'x-failed-recipients'))
  ) {
    return null;
  }
  if (!isReport && !bounceSubjects.test(mail.subject) && !/\b[45]\.\d{1,3}\.\d{1,3}\b/.test(mail.text)) {
    return null;
  }
  const statusField = dsnField(mail.raw, 'Status');
  const status =
    /\b([245]\.\d{1,3}\.\d{1,3})\b/.exec(statusField ?? '')?.[1] ??
    /\b([45]\.\d{1,3}\.\d{1,3})\b/.exec(mail.text)?.[1] ??
    null;
  const action = dsnField(mail.raw, 'Action')?.toLowerCase() ?? null;
  const recipientField =
    dsnField(mail.raw, 'Final-Recipient') ??
    dsnField(mail.raw, 'Original-Recipient') ??
    header(mail, 'x-failed-recipients');
  const recipient =
    /([^\s;<>]+@[^\s;<>]+)/.exec(recipientField ?? '')?.[1]?.toLowerCase() ??
    /<?([^\s<>@]+@[^\s<>]+\.[a-z]{2,})>?/i.exec(mail.text)?.[1]?.toLowerCase() ??
    null;
  const diagnostic = dsnField(mail.raw, 'Diagnostic-Code');
  // A 4.x.x status or a "delayed" action is a soft bounce; without a status, the wording decides.
  const hard = status
    ? status.startsWith('5')
    : action
      ? action === 'failed'
      : !softBounceWords.test(`${mail.subject}\n${mail.text}`);
  return { kind: 'bounce', hard, status, recipient, diagnostic };
}

function isOutOfOffice(mail: InboundMail): boolean {
  const autoSubmitted = header(mail, 'auto-submitted').toLowerCase();
  if (autoSubmitted.startsWith('auto-replied')) return true;
  if (header(mail, 'x-autoreply') || header(mail, 'x-autorespond')) return true;
  if (/^auto[-_]?reply$/i.test(header(mail, 'precedence'))) return true;
  if (header(mail, 'x-auto-response-suppress') && outOfOfficeSubjects.test(mail.subject)) return true;
  return outOfOfficeSubjects.test(mail.subject);
}

const months: Record<string, number> = {
  jan: 0,
  january: 0,
  januar: 0,
  janvier: 0,
  enero: 0,
  feb: 1,
  february: 1,
  februar: 1,
  février: 1,
  fevrier: 1,
  febrero: 1,
  mar: 2,
  march: 2,
  märz: 2,
  maerz: 2,
  mars: 2,
  marzo: 2,
  apr: 3,
  april: 3,
  avril: 3,
  abril: 3,
  may: 4,
  mai: 4,
  mayo: 4,
  jun: 5,
  june: 5,
  juni: 5,
  juin: 5,
  junio: 5,
  jul: 6,
  july: 6,
  juli: 6,
  juillet: 6,
  julio: 6,
  aug: 7,
  august: 7,
  août: 7,
  aout: 7,
  agosto: 7,
  sep: 8,
  sept: 8,
  september: 8,
  septembre: 8,
  septiembre: 8,
  oct: 9,
  october: 9,
  oktober: 9,
  octobre: 9,
  octubre: 9,
  nov: 10,
  november: 10,
  novembre: 10,
  noviembre: 10,
  dec: 11,
  december: 11,
  dezember: 11,
  décembre: 11,
  decembre: 11,
  diciembre: 11,
};
const monthNames = Object.keys(months)
  .sort((a, b) => b.length - a.length)
  .join('|');

/** Words after which an out-of-office names the day its author is back. */
const returnCue =
  /(back|return(ing)?|returns|until|till|through|zur[üu]ck|bis( zum| einschlie[ßs]lich)?|wieder|retour|jusqu'?au|de retour le|hasta( el)?|regreso|vuelvo|volver[ée])\b/i;

function utcDate(year: number, month: number, day: number): Date | null {
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day ? date : null;
}

/** A date written without a year is the next such day on or after `now`. */
function withYear(month: number, day: number, year: number | null, now: Date): Date | null {
  if (year !== null) return utcDate(year < 100 ? 2000 + year : year, month, day);
  const thisYear = utcDate(now.getUTCFullYear(), month, day);
  if (thisYear && thisYear.getTime() >= now.getTime() - 86_400_000) return thisYear;
  return utcDate(now.getUTCFullYear() + 1, month, day);
}

/**
 * A date written with its month's name, where it was found: the name in group `monthAt`, the day
 * in group `dayAt`, the year (if any) in group 3; null for no match or a word that is no month.
 */
function namedMonthDate(
  match: RegExpExecArray | null,
  monthAt: number,
  dayAt: number,
  now: Date,
): { index: number; date: Date | null } | null {
  if (!match) return null;
  const month = months[match[monthAt]?.toLowerCase() ?? ''];
  if (month === undefined) return null;
  return {
    index: match[0].length,
    date: withYear(month, Number(match[dayAt]), match[3] ? Number(match[3]) : null, now),
  };
}

function dateAt(text: string, now: Date, monthFirst: boolean): Date | null {
  const iso = /^\D{0,40}?(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return utcDate(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const numeric = /^\D{0,40}?(\d{1,2})([./])(\d{1,2})(?:[./](\d{2,4}))?\b/.exec(text);
  const named =
    new RegExp(
      `^[^\\d]{0,40}?\\b(${monthNames})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`,
      'i',
    ).exec(text) ?? null;
  const dayFirst = new RegExp(
    `^\\D{0,40}?(\\d{1,2})(?:st|nd|rd|th|\\.)?\\s+(?:de\\s+)?(${monthNames})\\.?(?:\\s+(?:de\\s+)?(\\d{4}))?`,
    'i',
  ).exec(text);
  const candidates: { index: number; date: Date | null }[] = [];
  if (numeric) {
    const a = Number(numeric[1]);
    const b = Number(numeric[3]);
    const year = numeric[4] ? Number(numeric[4]) : null;
    // "12/01" is December 1st in English, 12 January elsewhere; "15/01" and "12.01." are day first.
    const [month, day] = numeric[2] === '.' || !monthFirst || a > 12 ? [b, a] : [a, b];
    candidates.push({ index: numeric[0].length, date: withYear(month - 1, day, year, now) });
  }
  // "December 1st, 2026" (month, day), then "1 décembre 2026" (day, month).
  for (const candidate of [namedMonthDate(named, 1, 2, now), namedMonthDate(dayFirst, 2, 1, now)]) {
    if (candidate) candidates.push(candidate);
  }
  candidates.sort((x, y) => x.index - y.index);
  return candidates.find((candidate) => candidate.date)?.date ?? null;
}

/**
 * The day an out-of-office says its author is back ("back on December 1st",
 * "bis zum 01.12.2026", "de retour le 1 décembre"), at 00:00 UTC; null when it
 * names none, or names a day in the past or more than a year ahead.
 */
export function parseReturnDate(text: string, now: Date): Date | null {
  const english = /\b(the|and|office|back|until|return)\b/i.test(text);
  const flat = text.replace(/\s+/g, ' ');
  let rest = flat;
  for (let guard = 0; guard < 20; guard += 1) {
    const cue = returnCue.exec(rest);
    if (!cue) return null;
    const after = rest.slice(cue.index + cue[0].length);
    const date = dateAt(after, now, english);
    if (date) {
      const ahead = date.getTime() - now.getTime();
      // "until the 3rd" of a past day or a year away is a misread, not a plan.
      if (ahead > -86_400_000 && ahead < 366 * 86_400_000) return date;
    }
    rest = after;
  }
  return null;
}

function complaintOf(mail: InboundMail): MailClassification | null {
  const contentType = header(mail, 'content-type').toLowerCase();
  if (!(contentType.includes('multipart/report') && contentType.includes('feedback-report'))) return null;
  const field = dsnField(mail.raw, 'Original-Rcpt-To') ?? dsnField(mail.raw, 'Removal-Recipient');
  const recipient = /([^\s;<>]+@[^\s;<>]+)/.exec(field ?? '')?.[1]?.toLowerCase() ?? null;
  return { kind: 'complaint', recipient };
}

export function classifyMail(mail: InboundMail, now: Date): MailClassification {
  const complaint = complaintOf(mail);
  if (complaint) return complaint;
  const bounce = bounceOf(mail);
  if (bounce) return bounce;
  // Our List-Unsubscribe mailto asks for exactly this subject.
  if (/^\s*unsubscribe\s*$/i.test(mail.subject)) return { kind: 'unsubscribe' };
  if (isOutOfOffice(mail)) {
    return { kind: 'out_of_office', returnAt: parseReturnDate(`${mail.subject}\n${mail.text}`, now) };
  }
  return { kind: 'reply' };
}

/** The Message-IDs a bounce report quotes from the original message (its headers part). */
export function quotedMessageIds(raw: string): string[] {
  const ids = [...raw.matchAll(/^Message-ID:\s*(<[^>\s]+>)/gim)].map((match) => match[1] ?? '');
  return ids.filter(Boolean);
}
