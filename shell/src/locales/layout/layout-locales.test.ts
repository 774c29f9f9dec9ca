import { describe, expect, it } from 'vitest';
import de from './de';
import en from './en';
import es from './es';
import fr from './fr';
import pt from './pt';

function entries(bundle: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? entries(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
const english = new Map(entries(en));

describe('layout strings', () => {
  it.each([
    ['fr', fr],
    ['de', de],
    ['pt', pt],
    ['es', es],
  ] as const)(
    '%s has exactly the English keys, each non-empty, with the same placeholders, and translated',
    (_language, bundle) => {
      const own = new Map(entries(bundle));
      expect([...own.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of own) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
      }
      // Names (Pipelines, Sales Navigator, Proxy…) may read the same; most strings must not.
      const same = [...own].filter(([key, text]) => text === english.get(key)).length;
      expect(same / own.size).toBeLessThan(0.1);
    },
  );

  it('keeps the spec wording in English', () => {
    expect(en.messages).toMatchObject({
      notValidEmail: 'Not valid email',
      notValidPassword: 'Not valid password',
      notValidLocation: 'Not valid location',
      notValidTimezone: 'Not valid timezone',
      fixAllErrors: 'Fix all errors, before continue',
      phoneInvalid: 'Please, add correct phone number',
      twoFactorSet: '2FA data is successfully set',
      needSeat: 'You need to purchase one more seat to be able to add an account',
      maxCredentials: "You can't add another account",
    });
    expect(en.nav).toMatchObject({
      campaigns: 'Campaigns',
      profiles: 'Prospects',
      inbox: 'Inbox',
      reports: 'Reports',
      settings: 'Settings',
      dashboard: 'Dashboard',
      mailboxes: 'Mailboxes',
      pipeline: 'Pipelines',
      templates: 'Resources',
      integrations: 'Integrations',
      billing: 'Billing',
      learning: 'Learning',
      groupBrand: 'Knowledge Base',
      help: 'Help Center',
      referAndEarn: 'Refer & Earn',
      backToAdmin: 'Back to admin',
    });
  });
});
