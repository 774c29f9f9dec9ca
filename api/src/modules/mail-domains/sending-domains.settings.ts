import type { SendingDomainSettings } from '../../providers/mail-auth/domain-records';

/**
 * The product's side of every sending domain it sells (issue 29): where mail to it is received,
 * who sends for it, the DMARC policy and the tracking host. From the environment, with the
 * defaults of the hosted product:
 *   SENDING_DOMAIN_MX        mail exchangers, best first, comma separated (mx1.reachly.io,mx2.reachly.io)
 *   SENDING_DOMAIN_SPF       SPF include: domains, comma separated (_spf.reachly.io)
 *   SENDING_DOMAIN_TRACKING  the tracking host the `track.<domain>` CNAME points to (track.reachly.io)
 * The DKIM key is each domain's own; a row keeps the settings it was sold with.
 */
export type DomainRecordSettings = Omit<SendingDomainSettings, 'dkim'>;

const list = (value: string | undefined, fallback: string[]) => {
  const items = value
    ?.split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items && items.length > 0 ? items : fallback;
};

export function domainRecordSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): DomainRecordSettings {
  return {
    mxHosts: list(env.SENDING_DOMAIN_MX, ['mx1.reachly.io', 'mx2.reachly.io']),
    spf: { include: list(env.SENDING_DOMAIN_SPF, ['_spf.reachly.io']) },
    dmarc: { policy: 'quarantine' },
    tracking: { label: 'track', target: list(env.SENDING_DOMAIN_TRACKING, ['track.reachly.io'])[0] ?? '' },
  };
}
