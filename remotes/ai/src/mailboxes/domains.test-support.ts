/**
 * The AI email service's domains as /ai_email/domains answers them, for the pages' tests: fixtures,
 * and the handlers of a workspace's domains kept in memory, changed by POST and DELETE as the API would.
 */
import type { MockHandler } from '../../../mock-api.test-support';
import type { DomainCheck, SendingDomain, SendingDomainDetail } from './mailboxes-api';

export function domain(id: string, fields: Partial<SendingDomain> = {}): SendingDomain {
  return {
    id,
    name: `${id}.com`,
    status: 'ready',
    price: 120,
    created_at: '2026-12-01T09:00:00.000Z',
    ready_at: '2026-12-01T09:40:00.000Z',
    checked_at: '2026-12-01T10:00:00.000Z',
    check_status: 'ok',
    ...fields,
  };
}

export function checkOf(name: string, status: DomainCheck['status'] = 'ok'): DomainCheck {
  return {
    domain: name,
    status,
    records: [
      {
        record: 'mx',
        name,
        status: 'ok',
        message: 'MX points at mx1.reachly.io',
        found: ['10 mx1.reachly.io'],
      },
      status === 'ok'
        ? { record: 'spf', name, status: 'ok', message: 'SPF includes _spf.reachly.io', found: [] }
        : {
            record: 'spf',
            name,
            status: 'error',
            message: 'SPF does not include _spf.reachly.io',
            found: ['v=spf1 include:_spf.google.com ~all'],
          },
      {
        record: 'dkim',
        name: `rl2612._domainkey.${name}`,
        status: 'ok',
        message: 'DKIM key found at rl2612._domainkey',
        found: [],
      },
      {
        record: 'dmarc',
        name: `_dmarc.${name}`,
        status: 'ok',
        message: 'DMARC policy is quarantine',
        found: [],
      },
    ],
  };
}

export function detailOf(
  row: SendingDomain,
  check: DomainCheck | null = checkOf(row.name),
): SendingDomainDetail {
  return {
    ...row,
    records: [
      { purpose: 'mx', type: 'MX', name: row.name, value: 'mx1.reachly.io', priority: 10 },
      { purpose: 'spf', type: 'TXT', name: row.name, value: 'v=spf1 include:_spf.reachly.io ~all' },
      {
        purpose: 'dkim',
        type: 'TXT',
        name: `rl2612._domainkey.${row.name}`,
        value: 'v=DKIM1; k=rsa; p=MIIBIjAN',
      },
      { purpose: 'dmarc', type: 'TXT', name: `_dmarc.${row.name}`, value: 'v=DMARC1; p=quarantine' },
      { purpose: 'tracking', type: 'CNAME', name: `track.${row.name}`, value: 'track.reachly.io' },
    ],
    last_check: row.status === 'ready' ? check : null,
  };
}

export interface FakeDomains {
  domains: SendingDomain[];
  balance: number;
  /** What a look-up of a domain's records finds (the default: every record right). */
  check?: DomainCheck;
}

/** GET /space/info (the balance) and /ai_email/domains/* over `state`. */
export function fakeDomainsApi(state: FakeDomains): Record<string, MockHandler> {
  const find = (path: string) => state.domains.find((row) => row.id === path.split('/')[3]);
  return {
    'GET /space/info': () => ({
      payload: { credits_usage: { available_by_type: { default: state.balance } } },
    }),
    'GET /ai_email/domains': () => ({ payload: [...state.domains] }),
    'GET /ai_email/domains/availability': ({ query }) => {
      const name = (query.get('name') ?? '').trim().toLowerCase();
      if (!/^[a-z0-9-]+\.[a-z]+$/.test(name))
        return {
          error: 'This is not a domain that can be registered (a name and an ending such as acme.com)',
        };
      return {
        payload: {
          domain: name,
          available: !name.includes('taken'),
          price: name.endsWith('.com') ? 120 : 450,
        },
      };
    },
    'POST /ai_email/domains': ({ body }) => {
      const name = (body as { name: string }).name;
      const price = name.endsWith('.com') ? 120 : 450;
      if (state.balance < price) return { error: 'Not enough credits', status: 402 };
      state.balance -= price;
      const row = domain(`d${state.domains.length + 1}`, {
        name,
        status: 'registering',
        price,
        ready_at: null,
        checked_at: null,
        check_status: null,
      });
      state.domains.unshift(row);
      return { payload: { domain: detailOf(row), balance: state.balance } };
    },
    'GET /ai_email/domains/*': ({ path }) => {
      const row = find(path);
      return row ? { payload: detailOf(row, state.check) } : { error: 'Domain not found', status: 404 };
    },
    'POST /ai_email/domains/*/check': ({ path }) => {
      const row = find(path);
      if (!row) return { error: 'Domain not found', status: 404 };
      return { payload: detailOf(row, state.check) };
    },
    'DELETE /ai_email/domains/*': ({ path }) => {
      const row = find(path);
      if (!row) return { error: 'Domain not found', status: 404 };
      state.domains = state.domains.filter((candidate) => candidate !== row);
      return { payload: { id: row.id } };
    },
  };
}
