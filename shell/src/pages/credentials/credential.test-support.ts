import { credentialFixture, quietAuthStatus } from '@outreach/sdk/test-support';
import type { CredentialDetails } from './credential-api';

export { quietAuthStatus };

/**
 * An authorized cloud credential with nothing pending, every field as the API sends it: the sdk's
 * fixture, as the credential pages' tests know it (c1, Ada Lovelace, in the US on Berlin time).
 */
export function credentialDetails(overrides: Partial<CredentialDetails> = {}): CredentialDetails {
  return credentialFixture({
    _id: 'c1',
    username: 'ada@example.com',
    full_name: 'Ada Lovelace',
    country_code: 'US',
    created_at: '2024-01-01T00:00:00.000Z',
    updated_at: '2024-01-01T00:00:00.000Z',
    timezone: 'Europe/Berlin',
    ...overrides,
  });
}
