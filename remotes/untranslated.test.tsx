import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { untranslatedStrings, visibleStrings } from './untranslated.test-support';

afterEach(cleanup);

describe('what the untranslated-text tests count as English left on a page', () => {
  it('reads text, names, titles and placeholders, not translate="no" identifiers', () => {
    render(
      <main>
        <h1>Mes campagnes</h1>
        <button type="button" aria-label="Retry" title="Try again" />
        <input placeholder="Search" />
        <code translate="no">got_reply</code>
      </main>,
    );
    expect(visibleStrings()).toEqual(
      expect.arrayContaining(['Mes campagnes', 'Retry', 'Try again', 'Search']),
    );
    expect(visibleStrings()).not.toContain('got_reply');
  });

  it('flags a string shown the same in English that still has an English word', () => {
    const english = ['My Campaigns', 'Retry', 'Nov 23, 2026', 'got_reply', '42'];
    const french = ['Mes campagnes', 'Retry', 'Nov 23, 2026', 'got_reply', '42'];
    expect(untranslatedStrings(english, french, 'fr')).toEqual(['Retry', 'Nov 23, 2026', 'got_reply']);
  });

  it('allows proper names, shared words, user data, placeholders, links and colours', () => {
    const same = [
      'LinkedIn',
      'CSV',
      'Description',
      'Founders in Lyon',
      'Hi {first_name}',
      'https://hooks.acme.test/reachly',
      '#7c4dff',
      'Português',
    ];
    expect(untranslatedStrings(same, same, 'fr', ['Founders in Lyon', 'Hi'])).toEqual([]);
    // A word one language shares with English is English in another.
    expect(untranslatedStrings(['Description'], ['Description'], 'de')).toEqual(['Description']);
  });
});
