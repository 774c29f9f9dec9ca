import type { Translate } from '@outreach/sdk';
import type { Brand } from '@outreach/brands';
import type { SidebarGroup, SidebarItem } from '@outreach/design-system';
import type { Account } from '@outreach/sdk/account';

/** The sidebar's groups of spec platform §2, in the order they are drawn. */
export type SidebarGroupId = 'base' | 'per-credential' | 'space' | 'workspace' | 'brand' | 'bottom';

export type BrandLinkId = 'help' | 'learning' | 'community' | 'affiliate' | 'referAndEarn';

interface ItemDefinition {
  id: string;
  href: string;
  group: SidebarGroupId;
  /** The allowed-pages key (platform §4) of the page `href` opens, when it is not `id`. */
  page?: string;
}

/**
 * spec platform §2 "Sidebar items"; `search` is drawn as Prospects (see `activeSidebarItem`).
 * Each label names the page its link opens (issue 26 item 14): Mailboxes are the workspace's
 * connected mailboxes (the email tab of Integrations); the AI email service (ai §2, /mailboxes)
 * has its own entry under its own name.
 */
export const appItems: readonly ItemDefinition[] = [
  { id: 'dashboard', href: '/dashboard', group: 'base' },
  { id: 'campaigns', href: '/campaigns', group: 'per-credential' },
  { id: 'profiles', href: '/profiles', group: 'per-credential' },
  { id: 'inbox', href: '/inbox', group: 'per-credential' },
  { id: 'reports', href: '/reports', group: 'per-credential' },
  { id: 'mailboxes', href: '/integrations?type=email', group: 'space', page: 'integrations' },
  { id: 'aiEmailService', href: '/mailboxes', group: 'space', page: 'mailboxes' },
  { id: 'pipeline', href: '/crm', group: 'space' },
  { id: 'templates', href: '/templates', group: 'space' },
  { id: 'integrations', href: '/integrations', group: 'space' },
  { id: 'settings', href: '/settings', group: 'workspace' },
  { id: 'billing', href: '/billing/overview', group: 'workspace' },
];

const brandLinks: readonly BrandLinkId[] = ['help', 'learning', 'community', 'affiliate', 'referAndEarn'];

/** spec platform §4 "Unpaid: only workspace, accept-invite, user, onboarding, pricing, crm, settings, billing-warning and oauth". */
export const enabledWhenUnpaid: ReadonlySet<string> = new Set(['settings', 'pipeline', 'billing']);
/** spec platform §4 "No credentials: only credentials/add, billing, …, dashboard, crm, integrations …". */
export const enabledWithoutCredentials: ReadonlySet<string> = new Set([
  'dashboard',
  'pipeline',
  'integrations',
  'billing',
]);
/** spec platform §2: the horizontal sidebar of an account with a CRM integration. */
export const crmHorizontalItems: ReadonlySet<string> = new Set([
  'search',
  'campaigns',
  'profiles',
  'inbox',
  'reports',
  'settings',
  'dashboard',
  'mailboxes',
  'pipeline',
  'templates',
  'integrations',
]);

export const LOGOUT_ITEM_ID = 'logout';

export interface SidebarRulesInput {
  account:
    | (Pick<Account, '_id' | 'is_paid' | 'is_billing_enabled'> &
        Partial<Pick<Account, 'crm_tokens' | 'is_admin_view'>>)
    | undefined;
  /** Undefined while the credentials load (nothing is greyed out for lack of them then). */
  credentialsCount: number | undefined;
  isPlatformAdmin: boolean;
  brand: Pick<Brand, 'family' | 'navLinks' | 'features'>;
  /** The selected credential's unread count (the inbox badge, capped at 99+ by the Badge). */
  unreadCount: number | undefined;
  /** The carried query (`?selectedCred=…&space=…`) every app link gets. */
  query: string;
  orientation: 'vertical' | 'horizontal';
  /** A non-admin member's allowed-pages map (platform §4); undefined = every page. Keys are item ids. */
  allowedPages?: Readonly<Record<string, boolean>>;
  t: Translate;
}

/** Why items are greyed out, or null when none are. */
export function sidebarRestriction(input: {
  account: Pick<Account, 'is_paid'> | undefined;
  credentialsCount: number | undefined;
}): 'unpaid' | 'no-credentials' | null {
  if (input.account && input.account.is_paid === false) return 'unpaid';
  if (input.credentialsCount === 0) return 'no-credentials';
  return null;
}

function isDisabled(id: string, restriction: ReturnType<typeof sidebarRestriction>): boolean {
  if (restriction === 'unpaid') return !enabledWhenUnpaid.has(id);
  if (restriction === 'no-credentials') return !enabledWithoutCredentials.has(id);
  return false;
}

/** The sidebar of spec platform §2 for one account, person, brand and screen width. */
export function buildSidebarGroups(input: SidebarRulesInput): SidebarGroup[] {
  const { account, brand, t, query } = input;
  const restriction = sidebarRestriction(input);
  const reduced = input.orientation === 'horizontal' && Boolean(account?.crm_tokens);
  const groups = new Map<SidebarGroupId, SidebarItem[]>();
  const add = (group: SidebarGroupId, item: SidebarItem) => {
    if (reduced && !crmHorizontalItems.has(item.id)) return;
    groups.set(group, [...(groups.get(group) ?? []), item]);
  };

  for (const definition of appItems) {
    // spec platform §6: billing links need is_billing_enabled.
    if (definition.id === 'billing' && !account?.is_billing_enabled) continue;
    // spec platform §4: a page not allowed redirects the member, so it is not offered either.
    if (input.allowedPages && input.allowedPages[definition.page ?? definition.id] !== true) continue;
    add(definition.group, {
      id: definition.id,
      label: t(`nav.${definition.id}`),
      href: withQuery(definition.href, query),
      disabled: isDisabled(definition.id, restriction),
      ...(definition.id === 'inbox' && input.unreadCount ? { badge: input.unreadCount } : {}),
    });
  }

  for (const id of brandLinks) {
    const href = brand.navLinks[id];
    if (!href) continue;
    // spec platform §6: "Refer and earn link for one brand family only".
    if (id === 'referAndEarn' && !(brand.family === 'main' && brand.features.referAndEarn)) continue;
    add('brand', { id, label: t(`nav.${id}`), href, external: true });
  }

  if (input.isPlatformAdmin) add('bottom', { id: 'admin', label: t('nav.admin'), href: `/admin${query}` });
  // spec platform §2 / §6: in a customer's space (admin view) logout reads "Back to admin".
  add('bottom', {
    id: LOGOUT_ITEM_ID,
    label: account?.is_admin_view ? t('nav.backToAdmin') : t('nav.logout'),
    href: account?.is_admin_view ? `/admin/customers/${account._id}` : '/auth/sign-in',
  });

  const order: readonly SidebarGroupId[] = [
    'base',
    'per-credential',
    'space',
    'workspace',
    'brand',
    'bottom',
  ];
  return order
    .filter((id) => groups.has(id))
    .map((id) => ({
      id,
      ...(id === 'brand' ? { title: t('nav.groupBrand') } : {}),
      items: groups.get(id) ?? [],
    }));
}

/** An item's href with the carried query (`?selectedCred=…`) after its own query, if it has one. */
function withQuery(href: string, query: string): string {
  if (!query) return href;
  return href.includes('?') ? `${href}&${query.replace(/^\?/, '')}` : `${href}${query}`;
}

/**
 * The item a location belongs to: the longest matching href path; the search pages count as
 * Prospects, and the email tab of Integrations as Mailboxes.
 */
export function activeSidebarItem(pathname: string, search = ''): string | undefined {
  const path = pathname.toLowerCase();
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under('/search')) return 'profiles';
  if (path === '/integrations' && new URLSearchParams(search).get('type') === 'email') return 'mailboxes';
  if (under('/campaign') || under('/smart-sequences')) return 'campaigns';
  if (under('/billing')) return 'billing';
  if (under('/admin')) return 'admin';
  let best: ItemDefinition | undefined;
  for (const item of appItems) {
    const itemPath = item.href.split('?')[0] ?? item.href;
    if (item.href.includes('?') || !under(itemPath)) continue;
    if (itemPath.length > (best?.href.length ?? 0)) best = item;
  }
  return best?.id;
}
