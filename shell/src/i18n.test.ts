import { i18n } from '@outreach/sdk';
import { describe, expect, it } from 'vitest';
import accountDe from '../locales/de/account.json';
import accountEn from '../locales/en/account.json';
import guardEn from '../locales/en/guard.json';
import layoutEn from '../locales/en/layout.json';
import accountEs from '../locales/es/account.json';
import accountFr from '../locales/fr/account.json';
import accountPt from '../locales/pt/account.json';
import { loadShellStrings, shellNamespaces } from './i18n';

// Every language has exactly the English keys and placeholders: locales.test.ts, for every package.

function entries(bundle: object, prefix = ''): Array<[string, string]> {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? entries(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

async function bundles(namespace: string) {
  const load = (language: string) =>
    import(`../locales/${language}/${namespace}.json`).then((module: { default: object }) => module.default);
  return {
    en: await load('en'),
    others: await Promise.all(
      ['fr', 'de', 'pt', 'es'].map(async (language) => [language, await load(language)] as const),
    ),
  };
}

describe('shell strings', () => {
  it('has English strings for every account page', () => {
    expect(entries(accountEn).length).toBeGreaterThan(200);
  });

  // Names that are the same in both languages (Admin, Status, Pipelines…) stay few; guard has none.
  it.each([
    ['account', 0.08],
    ['layout', 0.1],
    ['guard', 0],
  ] as const)('%s is translated, not copied from English', async (namespace, share) => {
    const { en, others } = await bundles(namespace);
    const english = new Map(entries(en));
    for (const [language, bundle] of others) {
      const same = entries(bundle).filter(([key, text]) => text === english.get(key));
      if (share === 0) expect(same, language).toEqual([]);
      else expect(same.length / english.size, language).toBeLessThan(share);
    }
  });

  it('says that material changes to the terms get 15 days notice (spec platform §9)', () => {
    for (const bundle of [accountEn, accountFr, accountDe, accountPt, accountEs])
      expect(bundle.legal.terms.changes.text).toContain('15');
  });

  it("keeps the spec's redirect message (platform §4)", () => {
    expect(guardEn.forbidden.redirecting_other.replace('{{count}}', '15')).toBe(
      'You are going to be redirected in 15 seconds',
    );
  });

  it('keeps the spec wording of the layout in English', () => {
    expect(layoutEn.messages).toMatchObject({
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
    expect(layoutEn.nav).toMatchObject({
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

  it('loads only the asked language of the asked namespaces, with English as the fallback', async () => {
    expect(shellNamespaces).toEqual(['shell', 'guard', 'account', 'layout', 'seeded']);
    await loadShellStrings('de', ['guard']);
    expect(i18n.hasResourceBundle('de', 'guard')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'guard')).toBe(true);
    expect(i18n.hasResourceBundle('fr', 'guard')).toBe(false);
    expect(i18n.hasResourceBundle('de', 'layout')).toBe(false);
    expect(i18n.t('forbidden.redirecting', { ns: 'guard', lng: 'de', count: 3 })).not.toBe(
      i18n.t('forbidden.redirecting', { ns: 'guard', lng: 'en', count: 3 }),
    );
  });
});
