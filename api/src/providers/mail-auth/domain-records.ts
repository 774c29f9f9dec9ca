import { isIP } from 'node:net';
import { dkimRecordValue } from './dkim-keys';

/**
 * The DNS records a sending domain publishes so that mail from it is delivered and
 * authenticated (issue 29, "Domains"): MX to the product's mail host, SPF allowing the
 * product's senders, the DKIM key the product keeps, DMARC, and the tracking CNAME. Pure:
 * the same settings give the same records, and domain-check.ts checks them.
 */
export type DmarcPolicy = 'none' | 'quarantine' | 'reject';

/** The product's side of a sending domain: where its mail is received, sent from and tracked. */
export interface SendingDomainSettings {
  /** The mail exchangers, best first (priorities 10, 20, ...). */
  mxHosts: string[];
  /** Who may send for the domain: SPF `include:` domains and addresses (`ip4:`/`ip6:`, CIDR allowed). */
  spf: { include?: string[]; ips?: string[] };
  /** The domain's DKIM key (dkim-keys.ts). */
  dkim: { selector: string; publicKey: string };
  /** `rua`: an address that receives the aggregate reports. */
  dmarc: { policy: DmarcPolicy; rua?: string };
  /** Links in mails go through `<label>.<domain>`, a CNAME to the product's tracking host. */
  tracking: { label: string; target: string };
}

export const recordPurposes = ['mx', 'spf', 'dkim', 'dmarc', 'tracking'] as const;
export type RecordPurpose = (typeof recordPurposes)[number];

export interface DnsRecord {
  purpose: RecordPurpose;
  type: 'MX' | 'TXT' | 'CNAME';
  /** The full name, no trailing dot. */
  name: string;
  value: string;
  /** MX only. */
  priority?: number;
}

const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const hostnamePattern = new RegExp(`^(?=.{1,253}$)(?:${label}\\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$`);

/** A domain name as the records and checks use it (lower case, no trailing dot), or null when it is not one. */
export function normalizeDomain(input: string): string | null {
  const domain = input.trim().toLowerCase().replace(/\.$/, '');
  return hostnamePattern.test(domain) ? domain : null;
}

/** `v=spf1 include:... ip4:... ~all` (soft fail for the rest: DMARC decides what happens to it). */
export function spfRecordValue(spf: SendingDomainSettings['spf']): string {
  const terms = [
    ...(spf.include ?? []).map((domain) => `include:${domain}`),
    ...(spf.ips ?? []).map((ip) => `${isIP(ip.split('/')[0] ?? '') === 6 ? 'ip6' : 'ip4'}:${ip}`),
  ];
  return ['v=spf1', ...terms, '~all'].join(' ');
}

export function dmarcRecordValue(dmarc: SendingDomainSettings['dmarc']): string {
  return [`v=DMARC1`, `p=${dmarc.policy}`, ...(dmarc.rua ? [`rua=mailto:${dmarc.rua}`] : [])].join('; ');
}

export function dkimRecordName(domain: string, selector: string): string {
  return `${selector}._domainkey.${domain}`;
}

export function trackingRecordName(domain: string, trackingLabel: string): string {
  return `${trackingLabel}.${domain}`;
}

/** The records to publish for `domain` (already normalized), in the order a person adds them. */
export function domainRecords(domain: string, settings: SendingDomainSettings): DnsRecord[] {
  return [
    ...settings.mxHosts.map(
      (host, index): DnsRecord => ({
        purpose: 'mx',
        type: 'MX',
        name: domain,
        value: host,
        priority: (index + 1) * 10,
      }),
    ),
    { purpose: 'spf', type: 'TXT', name: domain, value: spfRecordValue(settings.spf) },
    {
      purpose: 'dkim',
      type: 'TXT',
      name: dkimRecordName(domain, settings.dkim.selector),
      value: dkimRecordValue(settings.dkim.publicKey),
    },
    { purpose: 'dmarc', type: 'TXT', name: `_dmarc.${domain}`, value: dmarcRecordValue(settings.dmarc) },
    {
      purpose: 'tracking',
      type: 'CNAME',
      name: trackingRecordName(domain, settings.tracking.label),
      value: settings.tracking.target,
    },
  ];
}
