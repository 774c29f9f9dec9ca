import { getBrand } from '@outreach/brands';
import { i18n } from '@outreach/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadShellStrings } from '../../i18n';
import { seatsText, seatsUsage } from './seats';

const t = (key: string, options?: Record<string, unknown>) =>
  i18n.t(key, { ns: 'layout', lng: 'en', ...options });

beforeAll(() => loadShellStrings('en'));

describe('seats used/total, or credentials count/max for the restricted brand (platform §1, §2)', () => {
  it.each([
    [
      'seats from GET /credentials/seats',
      'reachly',
      { seats_mode: 'seats', used: 3, total: 5 },
      { used_seats: 1, total_seats: 2 },
      4,
      'Seats: 3/5',
    ],
    [
      'seats from the account while the call loads',
      'reachly',
      undefined,
      { used_seats: 1, total_seats: 2 },
      4,
      'Seats: 1/2',
    ],
    ['seats with nothing known', 'acme', undefined, undefined, 0, 'Seats: 0/—'],
    [
      'restricted brand: credentials against its maximum',
      'closedesk',
      undefined,
      undefined,
      4,
      'Accounts: 4/10',
    ],
    [
      'restricted brand: the maximum the seats call gives',
      'closedesk',
      { seats_mode: 'max_credentials', used: 99, total: 99, max_credentials: 7 },
      undefined,
      2,
      'Accounts: 2/7',
    ],
    [
      'the seats call says max_credentials for any brand',
      'reachly',
      { seats_mode: 'max_credentials', max_credentials: 3 },
      undefined,
      1,
      'Accounts: 1/3',
    ],
  ] as const)('%s', (_case, brandId, seats, account, credentialsCount, text) => {
    const usage = seatsUsage({ brand: getBrand(brandId), seats, account, credentialsCount });
    expect(seatsText(usage, t)).toBe(text);
  });
});
