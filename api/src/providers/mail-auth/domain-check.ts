import { createPublicKey } from 'node:crypto';
import { spf } from 'mailauth';
import getDmarcRecord from 'mailauth/lib/dmarc/get-dmarc-record.js';
import { getPublicKey } from 'mailauth/lib/tools.js';
import { type DnsResolve, dnsResolverFromEnv } from './dns-resolver';
import {
  type DmarcPolicy,
  dkimRecordName,
  type RecordPurpose,
  type SendingDomainSettings,
  trackingRecordName,
} from './domain-records';

/**
 * Checks a sending domain's records with DNS look-ups and says in plain words what is wrong
 * ("SPF does not include ...", "DKIM key not found at ..."). The records are read with
 * mailauth (SPF evaluation, the DKIM key parser, the DMARC record parser), never parsed by
 * hand; a look-up that fails or times out is a result like any other: nothing here throws.
 */
export const checkStatuses = ['ok', 'warning', 'error', 'not_checked'] as const;
export type CheckStatus = (typeof checkStatuses)[number];

export interface RecordCheck {
  record: RecordPurpose;
  /** The name looked up. */
  name: string;
  status: CheckStatus;
  message: string;
  /** What the name holds, as found (the SPF or DMARC record, the MX hosts, the CNAME target). */
  found: string[];
}

export interface DomainCheck {
  domain: string;
  /** The worst of the records' statuses ('not_checked' counts as ok). */
  status: Exclude<CheckStatus, 'not_checked'>;
  records: RecordCheck[];
}

/** What the domain should publish; a record left out is not checked. */
export interface DomainExpectations {
  /** The hosts its MX must point to; empty: any MX will do. */
  mx?: { hosts: string[] };
  /** SPF must allow these (an empty object: an SPF record must exist). */
  spf?: { include?: string[]; ips?: string[] };
  /** The key at a known selector (and, given, which key), or the first key found among selectors. */
  dkim?: { selector: string; publicKey?: string } | { selectors: string[] };
  dmarc?: { rua?: string };
  tracking?: { label: string; target: string };
}

export interface CheckOptions {
  resolve?: DnsResolve;
}

/** Everything the product's records for a domain promise (domain-records.ts). */
export function expectationsFor(settings: SendingDomainSettings): DomainExpectations {
  return {
    mx: { hosts: settings.mxHosts },
    spf: settings.spf,
    dkim: settings.dkim,
    dmarc: settings.dmarc.rua ? { rua: settings.dmarc.rua } : {},
    tracking: settings.tracking,
  };
}

interface DnsError {
  code?: string;
  message?: string;
}

const missingCodes = new Set(['ENOTFOUND', 'ENODATA']);

const isMissing = (error: unknown) => missingCodes.has((error as DnsError)?.code ?? '');

/** A look-up that failed for another reason than "no such record": the DNS server's trouble, said plainly. */
function lookupFailure(error: unknown, name: string): string {
  const code = (error as DnsError)?.code;
  if (code === 'ETIMEOUT' || code === 'ECONNREFUSED')
    return `The DNS server did not answer for ${name}; try again later`;
  if (code === 'ESERVFAIL') return `The DNS server failed to look up ${name}; try again later`;
  if (code === 'EREFUSED') return `The DNS server refused to look up ${name}`;
  return `DNS look-up of ${name} failed (${code ?? (error as DnsError)?.message ?? 'unknown error'})`;
}

const bare = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');

function result(
  record: RecordPurpose,
  name: string,
  status: CheckStatus,
  message: string,
  found: string[] = [],
): RecordCheck {
  return { record, name, status, message, found };
}

export async function checkMx(
  domain: string,
  expected: { hosts: string[] },
  resolve: DnsResolve,
): Promise<RecordCheck> {
  let answers: { exchange: string; priority: number }[];
  try {
    answers = (await resolve(domain, 'MX')) as { exchange: string; priority: number }[];
  } catch (error) {
    return isMissing(error)
      ? result('mx', domain, 'error', 'MX record not found')
      : result('mx', domain, 'error', lookupFailure(error, domain));
  }
  const sorted = [...answers].sort((a, b) => a.priority - b.priority);
  const found = sorted.map((answer) => `${answer.priority} ${bare(answer.exchange)}`);
  if (sorted.length === 0) return result('mx', domain, 'error', 'MX record not found');
  const hosts = new Set(sorted.map((answer) => bare(answer.exchange)));
  const missing = expected.hosts.find((host) => !hosts.has(bare(host)));
  if (missing) return result('mx', domain, 'error', `MX does not point to ${bare(missing)}`, found);
  const best = sorted[0]?.exchange ? bare(sorted[0].exchange) : '';
  if (expected.hosts.length > 0 && !expected.hosts.some((host) => bare(host) === best))
    return result('mx', domain, 'warning', `MX points to ${best} first: mail goes there before ours`, found);
  return result('mx', domain, 'ok', `MX points to ${[...hosts].join(', ')}`, found);
}

/** Addresses from TEST-NET-1 (RFC 5737), which no real SPF record allows: stand-ins for an include's senders. */
const standIn = (index: number) => `192.0.2.${index + 1}`;

/**
 * mailauth's SPF evaluation for the domain with `ip` as the client. To ask "does the record
 * include X" (however deep: include, redirect), the include X is answered as allowing exactly
 * a stand-in address, which is then evaluated.
 */
async function evaluateSpf(domain: string, ip: string, resolve: DnsResolve, include?: string) {
  const resolver = async (name: string, rrtype: string) => {
    if (include && rrtype === 'TXT' && bare(name) === bare(include)) return [[`v=spf1 ip4:${ip} -all`]];
    return (await resolve(name, rrtype)) as string[][];
  };
  return spf({ sender: `postmaster@${domain}`, ip, helo: domain, mta: 'dns-check', resolver });
}

export async function checkSpf(
  domain: string,
  expected: { include?: string[]; ips?: string[] },
  resolve: DnsResolve,
): Promise<RecordCheck> {
  const asks = [
    ...(expected.include ?? []).map((include, index) => ({ ip: standIn(index), include, wanted: include })),
    ...(expected.ips ?? []).map((ip) => ({ ip: ip.split('/')[0] ?? ip, include: undefined, wanted: ip })),
  ];
  // No expectation: any SPF record; the stand-in address only drives the look-up.
  const runs = asks.length > 0 ? asks : [{ ip: standIn(0), include: undefined, wanted: '' }];
  const outcomes = await Promise.all(runs.map((ask) => evaluateSpf(domain, ask.ip, resolve, ask.include)));
  const found = outcomes.find((outcome) => outcome.rr)?.rr;
  for (const [index, outcome] of outcomes.entries()) {
    const ask = runs[index] as (typeof runs)[number];
    const verdict = spfVerdict(domain, outcome.status.result, outcome.status.comment ?? '', ask);
    if (verdict) return result('spf', domain, verdict.status, verdict.message, found ? [found] : []);
  }
  const includes = expected.include?.length ? `includes ${expected.include.join(', ')}` : '';
  const allows = expected.ips?.length ? `allows ${expected.ips.join(', ')}` : '';
  const passed = [includes, allows].filter(Boolean).join(' and ');
  return result('spf', domain, 'ok', passed ? `SPF ${passed}` : 'SPF record found', found ? [found] : []);
}

/** What one SPF evaluation says is wrong, or null when it passes (or, without an expectation, when a record exists). */
function spfVerdict(
  domain: string,
  outcome: string,
  comment: string,
  ask: { include?: string; wanted: string },
): { status: CheckStatus; message: string } | null {
  if (outcome === 'none') return { status: 'error', message: 'SPF record not found' };
  if (outcome === 'permerror' && /multiple SPF records/i.test(comment))
    return { status: 'error', message: 'More than one SPF record' };
  if (outcome === 'permerror')
    return {
      status: 'error',
      message: `SPF record is invalid: ${comment.replace(/^.*?lookup of \S+: ?/, '')}`,
    };
  if (outcome === 'temperror')
    return /timeout/i.test(comment)
      ? { status: 'error', message: `The DNS server did not answer for ${domain}; try again later` }
      : {
          status: 'error',
          message: `SPF could not be checked: ${comment.replace(/^.*?lookup of \S+: ?/, '')}`,
        };
  if (outcome === 'pass' || !ask.wanted) return null;
  return {
    status: 'error',
    message: ask.include ? `SPF does not include ${ask.include}` : `SPF does not allow ${ask.wanted}`,
  };
}

/** The key at `<selector>._domainkey.<domain>`, read by mailauth's DKIM key parser; given `publicKey`, it must be that key. */
export async function checkDkimKey(
  domain: string,
  selector: string,
  publicKey: string | undefined,
  resolve: DnsResolve,
): Promise<RecordCheck> {
  const name = dkimRecordName(domain, selector);
  let key: { publicKey: string; rr: string };
  try {
    key = await getPublicKey('DKIM', name, 1024, resolve);
  } catch (error) {
    const code = (error as DnsError)?.code;
    const rr = (error as { rr?: string })?.rr;
    if (isMissing(error)) return result('dkim', name, 'error', `DKIM key not found at ${name}`);
    if (code === 'ESHORTKEY')
      return result('dkim', name, 'error', `DKIM key at ${name} is shorter than 1024 bits`, rr ? [rr] : []);
    if (code?.startsWith('EINVALID'))
      return result('dkim', name, 'error', `DKIM record at ${name} is not a valid key`, rr ? [rr] : []);
    return result('dkim', name, 'error', lookupFailure(error, name));
  }
  if (publicKey !== undefined && !sameKey(key.publicKey, publicKey))
    return result('dkim', name, 'error', 'DKIM key does not match', [key.rr]);
  return result('dkim', name, 'ok', `DKIM key found at ${name}`, [key.rr]);
}

/** `found` is mailauth's PEM; `expected` the base64 DER of the `p=` tag the product published. */
function sameKey(found: string, expected: string): boolean {
  try {
    const expectedKey = createPublicKey({
      key: Buffer.from(expected, 'base64'),
      format: 'der',
      type: 'spki',
    });
    return createPublicKey(found).equals(expectedKey);
  } catch {
    return false;
  }
}

/** The selectors big mail providers and common set-ups use, for a domain whose selector is not known. */
export const commonDkimSelectors = [
  'default',
  'google',
  'selector1',
  'selector2',
  'k1',
  'k2',
  's1',
  's2',
  'dkim',
  'mail',
  'smtp',
  'mx',
  'zoho',
  'protonmail',
  'fm1',
  'sig1',
];

async function findDkimKey(domain: string, selectors: string[], resolve: DnsResolve): Promise<RecordCheck> {
  const checks = await Promise.all(
    selectors.map((selector) => checkDkimKey(domain, selector, undefined, resolve)),
  );
  const found = checks.find((check) => check.status === 'ok');
  if (found) return found;
  const unanswered = checks.find((check) => check.message.startsWith('The DNS server'));
  if (unanswered) return unanswered;
  const name = dkimRecordName(domain, '*');
  return result('dkim', name, 'not_checked', 'DKIM not checked: no key at the usual selectors');
}

export async function checkDmarc(
  domain: string,
  expected: { rua?: string },
  resolve: DnsResolve,
): Promise<RecordCheck> {
  const name = `_dmarc.${domain}`;
  let record: Awaited<ReturnType<typeof getDmarcRecord>>;
  try {
    record = await getDmarcRecord(domain, resolve);
  } catch (error) {
    return result('dmarc', name, 'error', lookupFailure(error, name));
  }
  if (!record) {
    const several = await countDmarcRecords(name, resolve);
    return result(
      'dmarc',
      name,
      'error',
      several > 1 ? 'More than one DMARC record' : 'DMARC record not found',
    );
  }
  const found = [record.rr];
  const policy = String(record.p ?? '').toLowerCase() as DmarcPolicy | '';
  if (!['none', 'quarantine', 'reject'].includes(policy))
    return result('dmarc', name, 'error', 'DMARC record has no valid policy (p=)', found);
  if (policy === 'none') return result('dmarc', name, 'warning', 'DMARC policy is none', found);
  const rua = expected.rua?.toLowerCase();
  if (
    rua &&
    !String(record.rua ?? '')
      .toLowerCase()
      .includes(`mailto:${rua}`)
  )
    return result('dmarc', name, 'warning', `DMARC reports do not go to ${rua}`, found);
  return result('dmarc', name, 'ok', `DMARC policy is ${policy}`, found);
}

/** mailauth takes several DMARC records for none (RFC 7489 §6.6.3); this tells the two apart for the message. */
async function countDmarcRecords(name: string, resolve: DnsResolve): Promise<number> {
  try {
    const rows = (await resolve(name, 'TXT')) as string[][];
    return rows.filter((row) => /^v=DMARC1\b/i.test(row.join('').trim())).length;
  } catch {
    return 0;
  }
}

export async function checkTracking(
  domain: string,
  expected: { label: string; target: string },
  resolve: DnsResolve,
): Promise<RecordCheck> {
  const name = trackingRecordName(domain, expected.label);
  let targets: string[];
  try {
    targets = ((await resolve(name, 'CNAME')) as string[]).map(bare);
  } catch (error) {
    return isMissing(error)
      ? result('tracking', name, 'error', `Tracking CNAME not found at ${name}`)
      : result('tracking', name, 'error', lookupFailure(error, name));
  }
  const target = bare(expected.target);
  if (targets[0] === undefined)
    return result('tracking', name, 'error', `Tracking CNAME not found at ${name}`);
  if (targets[0] !== target)
    return result(
      'tracking',
      name,
      'error',
      `Tracking CNAME points to ${targets[0]}, expected ${target}`,
      targets,
    );
  return result('tracking', name, 'ok', `Tracking CNAME points to ${target}`, targets);
}

const severity: Record<CheckStatus, number> = { ok: 0, not_checked: 0, warning: 1, error: 2 };

/** Checks every record `expected` names, all at once; the records come back in the order MX, SPF, DKIM, DMARC, tracking. */
export async function checkDomain(
  domain: string,
  expected: DomainExpectations,
  options: CheckOptions = {},
): Promise<DomainCheck> {
  const resolve = options.resolve ?? dnsResolverFromEnv();
  const { dkim } = expected;
  const checks = await Promise.all([
    expected.mx ? checkMx(domain, expected.mx, resolve) : null,
    expected.spf ? checkSpf(domain, expected.spf, resolve) : null,
    dkim
      ? 'selectors' in dkim
        ? findDkimKey(domain, dkim.selectors, resolve)
        : checkDkimKey(domain, dkim.selector, dkim.publicKey, resolve)
      : null,
    expected.dmarc ? checkDmarc(domain, expected.dmarc, resolve) : null,
    expected.tracking ? checkTracking(domain, expected.tracking, resolve) : null,
  ]);
  const records = checks.filter((check): check is RecordCheck => check !== null);
  const worst = Math.max(0, ...records.map((check) => severity[check.status]));
  return { domain, status: worst === 2 ? 'error' : worst === 1 ? 'warning' : 'ok', records };
}

/**
 * The check for the domain of a mailbox connected in Integrations (Gmail, Outlook, any SMTP):
 * its records are not the product's, so MX and SPF must exist, DKIM is looked for at the
 * usual selectors (the selector is unknown) and DMARC is read as for a product domain.
 */
export function checkMailboxDomain(address: string, options: CheckOptions = {}): Promise<DomainCheck> {
  const domain = bare(address.slice(address.lastIndexOf('@') + 1));
  return checkDomain(
    domain,
    { mx: { hosts: [] }, spf: {}, dkim: { selectors: commonDkimSelectors }, dmarc: {} },
    options,
  );
}
