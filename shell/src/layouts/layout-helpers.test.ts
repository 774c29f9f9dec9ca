import { describe, expect, it } from 'vitest';
import { carriedQuery, withCarriedQuery } from './carried-query';
import { mobileTabs } from './mobile-tabs';
import { titleWithUnreadCount } from './page-title';

describe('carried query (platform §2: links carry selectedCred and space)', () => {
  it.each([
    ['?selectedCred=c1&space=s1&tab=2', null, '?selectedCred=c1&space=s1'],
    ['?tab=2', 'c9', '?selectedCred=c9'],
    ['?space=undefined', null, ''],
    ['', null, ''],
  ])('%s (session %s) carries %s', (search, selected, carried) => {
    expect(carriedQuery(search, selected)).toBe(carried);
  });

  it('keeps a query the path already has', () => {
    expect(withCarriedQuery('/billing/overview?showCreditsModal=true', '?selectedCred=c1')).toBe(
      '/billing/overview?showCreditsModal=true&selectedCred=c1',
    );
  });
});

describe('page title shows the unread count (platform §4 credential switch)', () => {
  it.each([
    ['Inbox', 3, '(3) Inbox'],
    ['(3) Inbox', 5, '(5) Inbox'],
    ['(99+) Inbox', 0, 'Inbox'],
    ['Inbox', 120, '(99+) Inbox'],
    ['Inbox', undefined, 'Inbox'],
  ])('%s with %s unread is %s', (title, unread, shown) => {
    expect(titleWithUnreadCount(title, unread)).toBe(shown);
  });
});

describe('mobile bottom tabs (platform §2)', () => {
  const base = {
    account: { is_paid: true },
    credentialsCount: 1,
    unreadCount: 0,
    query: '?selectedCred=c1',
    t: (key: string) => key,
  };

  it('are campaigns, inbox, reports, settings, and admin for admins only', () => {
    expect(mobileTabs({ ...base, isPlatformAdmin: false }).map((tab) => tab.id)).toEqual([
      'campaigns',
      'inbox',
      'reports',
      'settings',
    ]);
    expect(mobileTabs({ ...base, isPlatformAdmin: true }).map((tab) => tab.id)).toContain('admin');
  });

  it('carry the query and grey out like the sidebar', () => {
    expect(mobileTabs({ ...base, isPlatformAdmin: false })[1]?.href).toBe('/inbox?selectedCred=c1');
    const unpaid = mobileTabs({ ...base, account: { is_paid: false }, isPlatformAdmin: false });
    expect(unpaid.filter((tab) => !tab.disabled).map((tab) => tab.id)).toEqual(['settings']);
    const none = mobileTabs({ ...base, credentialsCount: 0, isPlatformAdmin: true });
    expect(none.filter((tab) => !tab.disabled).map((tab) => tab.id)).toEqual(['admin']);
  });
});
