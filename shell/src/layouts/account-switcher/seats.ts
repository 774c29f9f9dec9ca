import type { Translate } from '@outreach/sdk';
import type { ApiPayload } from '@outreach/core/contract';
import type { Brand } from '@outreach/brands';
import type { Account } from '@outreach/sdk/account';

export interface SeatsUsage {
  /** spec platform §1: seats, or the credentials count against a maximum for the restricted brand. */
  mode: 'seats' | 'max_credentials';
  used: number;
  total: number | null;
}

/**
 * spec platform §2: "seats used/total (or credentials count/max for one brand)". The seats call is the
 * source; the account's own counters stand in while it loads.
 */
export function seatsUsage(input: {
  brand: Pick<Brand, 'features'>;
  /** GET /credentials/seats (what is known of it). */
  seats: Partial<ApiPayload<'get', '/credentials/seats'>> | undefined;
  account: (Pick<Account, 'used_seats' | 'total_seats'> & { max_credentials?: unknown }) | undefined;
  credentialsCount: number;
}): SeatsUsage {
  const { brand, seats, account, credentialsCount } = input;
  const maxMode = brand.features.seatsMode === 'max_credentials' || seats?.seats_mode === 'max_credentials';
  if (maxMode) {
    const accountMax = typeof account?.max_credentials === 'number' ? account.max_credentials : undefined;
    return {
      mode: 'max_credentials',
      used: credentialsCount,
      total: seats?.max_credentials ?? accountMax ?? brand.features.maxCredentials ?? null,
    };
  }
  return {
    mode: 'seats',
    used: seats?.used ?? account?.used_seats ?? credentialsCount,
    total: seats?.total ?? account?.total_seats ?? null,
  };
}

/** "Seats: 3/5" or "Accounts: 3/10" in the interface language. */
export function seatsText(usage: SeatsUsage, t: Translate) {
  const total = usage.total ?? '—';
  return usage.mode === 'max_credentials'
    ? t('switcher.accountsCount', { used: usage.used, total })
    : t('switcher.seats', { used: usage.used, total });
}
