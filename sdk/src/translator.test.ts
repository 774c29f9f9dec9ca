import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator('fr', { fallbackLng: 'en', defaultNS: 'common' });
  i18n.addResourceBundle('en', 'common', {
    title: 'Title',
    only: 'Only in English',
    greeting: 'Hello {{name}}, {{ user.role }}',
    messages_one: '{{count}} message',
    messages_other: '{{count}} messages',
    items_zero: 'No items',
    items_one: 'One item',
    items_other: '{{count}} items',
    nested: { deep: { key: 'Deep' } },
  });
  i18n.addResourceBundle('fr', 'common', {
    title: 'Titre',
    messages_one: '{{count}} message',
    messages_other: '{{count}} messages (fr)',
    nested: { deep: { key: 'Profond' } },
  });
  return i18n;
}

describe('Translator', () => {
  it('answers in the current language, then English, then the default value, then the key', () => {
    const i18n = translator();
    expect(i18n.t('title')).toBe('Titre');
    expect(i18n.t('only')).toBe('Only in English');
    expect(i18n.t('nested.deep.key')).toBe('Profond');
    expect(i18n.t('nested.deep.key', { lng: 'en' })).toBe('Deep');
    expect(i18n.t('absent', { defaultValue: 'active' })).toBe('active');
    expect(i18n.t('absent.key')).toBe('absent.key');
    expect(i18n.t('title', { ns: 'other' })).toBe('title');
  });

  it('picks the plural form of the language by count, key_zero first for 0', () => {
    const i18n = translator();
    // French: 0 and 1 are "one".
    expect(i18n.t('messages', { count: 0 })).toBe('0 message');
    expect(i18n.t('messages', { count: 2 })).toBe('2 messages (fr)');
    expect(i18n.t('messages', { count: 1, lng: 'en' })).toBe('1 message');
    expect(i18n.t('messages', { count: 0, lng: 'en' })).toBe('0 messages');
    expect(i18n.t('items', { count: 0 })).toBe('No items');
    expect(i18n.t('items', { count: 7 })).toBe('7 items');
  });

  it('puts values in their placeholders and leaves a placeholder without value as written', () => {
    const i18n = translator();
    expect(i18n.t('greeting', { name: 'Ana', user: { role: 'admin' } })).toBe('Hello Ana, admin');
    expect(i18n.t('greeting', { name: '<b>' })).toBe('Hello <b>, {{ user.role }}');
  });

  it('merges a bundle added again without overwriting, and tells listeners', () => {
    const i18n = translator();
    const added = vi.fn();
    i18n.on('added', added);
    i18n.addResourceBundle(
      'fr',
      'common',
      { title: 'Autre', extra: 'En plus', nested: { deep: { more: 'Plus' } } },
      true,
      false,
    );
    expect(i18n.t('title')).toBe('Titre');
    expect(i18n.t('extra')).toBe('En plus');
    expect(i18n.t('nested.deep.more')).toBe('Plus');
    expect(i18n.t('nested.deep.key')).toBe('Profond');
    expect(added).toHaveBeenCalledWith('fr', 'common');
    expect(i18n.hasResourceBundle('fr', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'common')).toBe(false);
    expect(i18n.getResource('fr', 'common', 'extra')).toBe('En plus');
  });

  it('changes language with an event and reports keys no language has when asked to', async () => {
    const i18n = translator();
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    await i18n.changeLanguage('en');
    expect(changed).toHaveBeenCalledWith('en');
    expect(i18n.t('title')).toBe('Title');
    i18n.off('languageChanged', changed);
    await i18n.changeLanguage('de');
    expect(changed).toHaveBeenCalledTimes(1);

    const missing = vi.fn();
    i18n.options.saveMissing = true;
    i18n.options.missingKeyHandler = missing;
    i18n.t('title');
    i18n.t('nowhere', { ns: 'common' });
    expect(missing).toHaveBeenCalledTimes(1);
    expect(missing.mock.calls[0]?.slice(0, 3)).toEqual([['de'], 'common', 'nowhere']);
    expect(i18n.dir('de')).toBe('ltr');
    expect(i18n.dir('ar')).toBe('rtl');
  });
});
