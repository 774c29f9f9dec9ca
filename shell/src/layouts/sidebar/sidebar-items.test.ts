import { getBrand } from '@outreach/brands';
import type { SidebarGroup } from '@outreach/design-system';
import { describe, expect, it } from 'vitest';
import { allowedPageOf } from '../../guard/pages';
import {
  activeSidebarItem,
  appItems,
  buildSidebarGroups,
  crmHorizontalItems,
  type SidebarRulesInput,
  sidebarRestriction,
} from './sidebar-items';

const t = (key: string) => key;

function input(overrides: Partial<SidebarRulesInput> = {}): SidebarRulesInput {
  return {
    account: { _id: 's1', is_paid: true, is_billing_enabled: true, is_admin_view: false },
    credentialsCount: 2,
    isPlatformAdmin: false,
    brand: getBrand('reachly'),
    unreadCount: 0,
    query: '?selectedCred=c1&space=s1',
    orientation: 'vertical',
    t,
    ...overrides,
  };
}

const items = (groups: SidebarGroup[]) => groups.flatMap((group) => group.items);
const item = (groups: SidebarGroup[], id: string) => items(groups).find((entry) => entry.id === id);
const ids = (groups: SidebarGroup[]) => items(groups).map((entry) => entry.id);

describe('sidebar groups (platform §2)', () => {
  it('draws base, per-credential, space, workspace, brand and bottom groups in that order', () => {
    expect(buildSidebarGroups(input()).map((group) => group.id)).toEqual([
      'base',
      'per-credential',
      'space',
      'workspace',
      'brand',
      'bottom',
    ]);
  });

  it('uses the spec labels', () => {
    const labels = items(buildSidebarGroups(input())).map((entry) => entry.label);
    expect(labels).toEqual(
      expect.arrayContaining(['nav.campaigns', 'nav.profiles', 'nav.templates', 'nav.pipeline']),
    );
  });
});

describe('items are greyed out when the account is unpaid or has no credentials (platform §2, §4)', () => {
  it.each([
    ['paid, with credentials', { is_paid: true }, 2, []],
    [
      'unpaid',
      { is_paid: false },
      2,
      [
        'dashboard',
        'campaigns',
        'profiles',
        'inbox',
        'reports',
        'mailboxes',
        'aiEmailService',
        'templates',
        'integrations',
      ],
    ],
    [
      'no credentials',
      { is_paid: true },
      0,
      ['campaigns', 'profiles', 'inbox', 'reports', 'mailboxes', 'aiEmailService', 'templates', 'settings'],
    ],
  ] as const)('%s', (_case, payment, credentialsCount, greyed) => {
    const groups = buildSidebarGroups(
      input({
        account: { _id: 's1', is_billing_enabled: true, is_admin_view: false, ...payment },
        credentialsCount,
      }),
    );
    expect(
      items(groups)
        .filter((entry) => entry.disabled)
        .map((entry) => entry.id),
    ).toEqual(greyed);
  });

  it('greys nothing while the credentials still load', () => {
    expect(sidebarRestriction({ account: undefined, credentialsCount: undefined })).toBeNull();
  });

  it('never greys the brand links, admin or logout', () => {
    const groups = buildSidebarGroups(
      input({ account: { _id: 's1', is_paid: false, is_billing_enabled: true }, isPlatformAdmin: true }),
    );
    for (const id of ['help', 'learning', 'admin', 'logout']) expect(item(groups, id)?.disabled).toBeFalsy();
  });
});

describe('sidebar links', () => {
  it('carry selectedCred and space as query parameters', () => {
    const groups = buildSidebarGroups(input());
    expect(item(groups, 'inbox')?.href).toBe('/inbox?selectedCred=c1&space=s1');
    expect(item(groups, 'settings')?.href).toBe('/settings?selectedCred=c1&space=s1');
  });

  it("the inbox shows the selected credential's unread count (the Badge caps it at 99+)", () => {
    expect(item(buildSidebarGroups(input({ unreadCount: 150 })), 'inbox')?.badge).toBe(150);
    expect(item(buildSidebarGroups(input({ unreadCount: 0 })), 'inbox')?.badge).toBeUndefined();
  });

  it('brand links are external (new tab)', () => {
    const help = item(buildSidebarGroups(input()), 'help');
    expect(help).toMatchObject({ external: true, href: 'https://help.reachly.io' });
  });

  it('billing needs is_billing_enabled (platform §6)', () => {
    expect(ids(buildSidebarGroups(input()))).toContain('billing');
    const disabled = input({ account: { _id: 's1', is_paid: true, is_billing_enabled: false } });
    expect(ids(buildSidebarGroups(disabled))).not.toContain('billing');
  });
});

describe('refer and earn is for the main brand family only (platform §6)', () => {
  it.each([
    ['reachly', true],
    ['closedesk', false],
    ['acme', false],
  ])('%s: %s', (brandId, shown) => {
    expect(ids(buildSidebarGroups(input({ brand: getBrand(brandId) }))).includes('referAndEarn')).toBe(shown);
  });
});

describe('admin and logout', () => {
  it('shows the Admin link only to platform admins', () => {
    expect(ids(buildSidebarGroups(input()))).not.toContain('admin');
    expect(item(buildSidebarGroups(input({ isPlatformAdmin: true })), 'admin')?.href).toBe(
      '/admin?selectedCred=c1&space=s1',
    );
  });

  it('logout reads "Back to admin" in a customer space (admin view)', () => {
    expect(item(buildSidebarGroups(input()), 'logout')?.label).toBe('nav.logout');
    const adminView = input({
      account: { _id: 's9', is_paid: true, is_billing_enabled: true, is_admin_view: true },
    });
    expect(item(buildSidebarGroups(adminView), 'logout')).toMatchObject({
      label: 'nav.backToAdmin',
      href: '/admin/customers/s9',
    });
  });
});

describe('the horizontal sidebar of an account with a CRM integration (platform §2)', () => {
  it('reduces to search, campaigns, profiles, inbox, reports, settings, dashboard, mailboxes, pipeline, templates, integrations', () => {
    const groups = buildSidebarGroups(
      input({
        orientation: 'horizontal',
        isPlatformAdmin: true,
        account: { _id: 's1', is_paid: true, is_billing_enabled: true, crm_tokens: ['hubspot'] },
      }),
    );
    expect(ids(groups).every((id) => crmHorizontalItems.has(id))).toBe(true);
    expect(ids(groups)).not.toContain('billing');
    expect(ids(groups)).not.toContain('help');
  });

  it('keeps everything when vertical, or without a CRM', () => {
    const crm = { _id: 's1', is_paid: true, is_billing_enabled: true, crm_tokens: ['hubspot' as const] };
    expect(ids(buildSidebarGroups(input({ account: crm })))).toContain('billing');
    expect(ids(buildSidebarGroups(input({ orientation: 'horizontal' })))).toContain('billing');
  });
});

describe('activeSidebarItem', () => {
  it.each([
    ['/campaigns/my-campaigns', 'campaigns'],
    ['/campaign/edit/7', 'campaigns'],
    ['/search/search-prospects', 'profiles'],
    ['/profiles/my-prospects', 'profiles'],
    ['/crm/manage-last', 'pipeline'],
    ['/billing/transactions', 'billing'],
    ['/admin/customers', 'admin'],
    ['/settings/limits', 'settings'],
    ['/preferences/user/basic', undefined],
  ])('%s is %s', (path, id) => {
    expect(activeSidebarItem(path)).toBe(id);
  });
});

describe("a member's allowed pages (platform §4)", () => {
  it('offers only the pages the member may open, and still the brand links and logout', () => {
    const groups = buildSidebarGroups(
      input({ allowedPages: { campaigns: true, inbox: true, reports: false } }),
    );
    const app = ids(groups).filter(
      (id) => !['help', 'learning', 'community', 'affiliate', 'referAndEarn'].includes(id),
    );
    expect(app).toEqual(['campaigns', 'inbox', 'logout']);
  });

  it('offers every page when there is no map (admins)', () => {
    expect(ids(buildSidebarGroups(input()))).toEqual(
      expect.arrayContaining(['reports', 'dashboard', 'settings']),
    );
  });
});

describe("every sidebar entry's label matches the page it opens (issue 26 item 14)", () => {
  it('Mailboxes opens the connected mailboxes (the email tab of Integrations), with the carried query', () => {
    const mailboxes = item(buildSidebarGroups(input()), 'mailboxes');
    expect(mailboxes).toMatchObject({
      label: 'nav.mailboxes',
      href: '/integrations?type=email&selectedCred=c1&space=s1',
    });
  });

  it('the AI email service keeps its own entry, named as the spec names it, on /mailboxes', () => {
    expect(item(buildSidebarGroups(input()), 'aiEmailService')).toMatchObject({
      label: 'nav.aiEmailService',
      href: '/mailboxes?selectedCred=c1&space=s1',
    });
  });

  it.each(appItems.map((entry) => [entry.id, entry.href] as const))(
    '%s (%s) is the page it opens: its allowed-pages key and its highlighted entry',
    (id, href) => {
      const [path, search] = href.split('?');
      const definition = appItems.find((entry) => entry.id === id);
      // The page a member must be allowed to see it, and the entry lit up there, are this entry.
      expect(allowedPageOf(path ?? href)?.key ?? id).toBe(definition?.page ?? id);
      expect(activeSidebarItem(path ?? href, search ? `?${search}` : '')).toBe(id);
    },
  );

  it('a member allowed the integrations page sees Mailboxes; one allowed the AI email service sees it', () => {
    expect(ids(buildSidebarGroups(input({ allowedPages: { integrations: true } })))).toEqual(
      expect.arrayContaining(['mailboxes', 'integrations']),
    );
    expect(ids(buildSidebarGroups(input({ allowedPages: { mailboxes: true } })))).toContain('aiEmailService');
  });
});
