import { describe, expect, it } from 'vitest';
import { credentialName, matchesCredentialSearch, searchCredentials } from './credential-search';

const ada = { first_name: 'Ada', last_name: 'Lovelace', username: 'ada.lovelace@example.com' };

describe('switcher search matches the START of first name, last name or username, case-insensitive (platform §2)', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['ada', true],
    ['ADA', true],
    ['  Ad ', true],
    ['love', true],
    ['Lovelace', true],
    ['ada.lov', true],
    ['ada.lovelace@example.com', true],
    ['lace', false],
    ['da', false],
    ['example', false],
    ['Ada Lovelace', false],
    ['bob', false],
  ])('"%s" matches: %s', (search, expected) => {
    expect(matchesCredentialSearch(ada, search)).toBe(expected);
  });

  it('filters a list, keeping its order', () => {
    const list = [
      { _id: '1', first_name: 'Bob', last_name: 'Ross', username: 'painter@example.com' },
      { _id: '2', ...ada },
      { _id: '3', first_name: 'Robert', last_name: 'Bobson', username: 'rb@example.com' },
    ];
    expect(searchCredentials(list, 'bo').map((credential) => credential._id)).toEqual(['1', '3']);
  });

  it('names a credential by its full name, else first and last, else its email', () => {
    expect(credentialName({ ...ada, full_name: 'Augusta Ada King' })).toBe('Augusta Ada King');
    expect(credentialName(ada)).toBe('Ada Lovelace');
    expect(credentialName({ first_name: '', last_name: '', username: 'x@y.io' })).toBe('x@y.io');
  });
});
