import type { Credential } from '@outreach/sdk/account';

type Searchable = Pick<Credential, 'first_name' | 'last_name' | 'username'>;

/**
 * spec platform §2 / ai-telephony §5: the switcher's search matches the START of the first name, the
 * last name or the username, case-insensitive. An empty search matches everything.
 */
export function matchesCredentialSearch(credential: Searchable, search: string): boolean {
  const query = search.trim().toLocaleLowerCase();
  if (!query) return true;
  return [credential.first_name, credential.last_name, credential.username].some((value) =>
    (value ?? '').trim().toLocaleLowerCase().startsWith(query),
  );
}

export function searchCredentials<T extends Searchable>(credentials: readonly T[], search: string): T[] {
  return credentials.filter((credential) => matchesCredentialSearch(credential, search));
}

/** Where the name a credential goes by is defined (the integrations page uses it too). */
export { credentialName } from '@outreach/sdk/account';
