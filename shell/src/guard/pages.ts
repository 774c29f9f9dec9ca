/**
 * The pages the route guard talks about (spec platform §2 and §4, outreach §2), by the
 * names the spec uses, and the concrete paths each name stands for.
 *
 * Pattern syntax: `/a/b` matches exactly that path; `:name` matches one segment;
 * a trailing `/*` matches the path before it and anything under it. Matching ignores
 * case and a trailing slash.
 */

export type PathPattern = string;

/** A spec page name and the paths that are that page. */
export const namedPages = {
  // spec platform §2 auth pages
  'sign-in': ['/auth/sign-in'],
  'sign-up': ['/auth/sign-up'],
  'third-party-login': ['/auth/integration/third-party-login'],
  'forgot-password': ['/auth/forgot-password'],
  'restore-password': ['/auth/restore-password'],
  'activate-email': ['/auth/activate-email'],
  // spec platform §2 "Also named"
  'accept-invite': ['/accept-invite', '/space/accept-invite'],
  'privacy-policy': ['/privacy-policy'],
  'terms-of-use': ['/terms-of-use'],
  'legal pages': ['/privacy-policy', '/terms-of-use'],
  video: ['/v/:videoId'],
  'payment-in-progress': ['/payment-in-progress'],
  'billing-warning': ['/billing-warning'],
  error: ['/error'],
  oauth: ['/oauth'],
  // spec platform §2 credential pages: credentials-add and first-credential-add
  'credentials/add': ['/credentials/add', '/credentials/add-first'],
  // /billing and its tabs (overview, subscriptions, transactions, credits-history)
  billing: ['/billing/*'],
  pricing: ['/pricing'],
  // the workspace preferences and /workspace/add
  workspace: ['/preferences/workspace/*', '/workspace/*'],
  // the user preferences (/preferences itself redirects to /preferences/user/basic)
  user: ['/preferences', '/preferences/user/*'],
  // AI Employee onboarding (ai-telephony) and any other onboarding page
  onboarding: ['/onboarding/*'],
  dashboard: ['/dashboard/*'],
  crm: ['/crm/*'],
  integrations: ['/integrations/*'],
  settings: ['/settings/*'],
  // spec platform §2 "Admin (admin only)": /admin and everything under it
  admin: ['/admin/*'],
} as const satisfies Record<string, readonly PathPattern[]>;

export type PageName = keyof typeof namedPages;

/** spec platform §4: "No credentials: only … are allowed." */
export const noCredentialsAllowList = [
  'credentials/add',
  'billing',
  'workspace',
  'accept-invite',
  'pricing',
  'onboarding',
  'user',
  'legal pages',
  'video',
  'dashboard',
  'crm',
  'integrations',
  'payment-in-progress',
  'oauth',
] as const satisfies readonly PageName[];

/** spec platform §4: "Unpaid: only … are allowed." */
export const unpaidAllowList = [
  'workspace',
  'accept-invite',
  'user',
  'onboarding',
  'pricing',
  'crm',
  'settings',
  'billing-warning',
  'oauth',
] as const satisfies readonly PageName[];

/** spec platform §4: an inactive user is sent to sign-in "unless on a public page (…)". */
export const inactiveUserPublicPages = [
  'privacy-policy',
  'terms-of-use',
  'sign-up',
  'third-party-login',
  'forgot-password',
  'restore-password',
  'accept-invite',
  'video',
] as const satisfies readonly PageName[];

/** Route names of the campaign, template and sequence editors (outreach §2). */
export const routeNames = {
  'add-campaign': ['/campaign/add'],
  'edit-campaign': ['/campaign/edit/:id'],
  'step-edit': ['/campaign/add/step/*', '/campaign/edit/:id/step/*'],
  'smart-sequences': ['/smart-sequences'],
  'edit-smart-sequences': ['/smart-sequences/edit/:id'],
  'edit-template': ['/templates/edit/:id', '/templates/my-templates/edit/:id'],
} as const satisfies Record<string, readonly PathPattern[]>;

export type RouteName = keyof typeof routeNames;

/** spec platform §4: the stored workflow draft is kept only when the target is one of these. */
export const draftKeepingRoutes = [
  'edit-campaign',
  'add-campaign',
  'smart-sequences',
  'edit-template',
  'step-edit',
  'edit-smart-sequences',
] as const satisfies readonly RouteName[];

/** Auth pages (spec platform §2): authorized users are sent away from them. */
export const authPages: readonly PathPattern[] = ['/auth/*'];

/** Space pages (spec platform §2 "/space … children set-space, use-space, join, accept-invite, create" and the top-level names). */
export const spacePages: readonly PathPattern[] = ['/space/*', '/set-space', '/join-space', '/create-space'];

/** Where a signed-in user without any workspace is sent (spec platform §2: "/space redirects to create"). */
export const CREATE_SPACE_PATH = '/space/create';

/**
 * Pages that need no sign-in: the auth pages, /error, the public video page, the legal
 * pages and the invite page. Everything else is a signed-in page.
 */
export const openPages: readonly PathPattern[] = [
  ...authPages,
  ...namedPages.error,
  ...namedPages.video,
  ...namedPages['legal pages'],
  ...namedPages['accept-invite'],
];

/** A page that can be named in a user's allowed-pages map, and where it lands. */
export interface AllowedPage {
  key: string;
  paths: readonly PathPattern[];
  home: string;
}

/**
 * spec platform §4 "Non-admins get an allowed-pages map": the keys of that map (the
 * sidebar items of §2), credential pages first, then space pages, in the order the
 * guard looks for "the first allowed credential or space page".
 */
export const credentialPages: readonly AllowedPage[] = [
  { key: 'campaigns', paths: ['/campaigns/*', '/campaign/*', '/smart-sequences/*'], home: '/campaigns' },
  { key: 'inbox', paths: ['/inbox/*'], home: '/inbox' },
  { key: 'profiles', paths: ['/profiles/*'], home: '/profiles' },
  { key: 'search', paths: ['/search/*'], home: '/search' },
  { key: 'reports', paths: ['/reports/*'], home: '/reports' },
  { key: 'settings', paths: ['/settings/*'], home: '/settings' },
];

export const spaceAllowedPages: readonly AllowedPage[] = [
  { key: 'dashboard', paths: ['/dashboard/*'], home: '/dashboard' },
  { key: 'templates', paths: ['/templates/*'], home: '/templates' },
  { key: 'mailboxes', paths: ['/mailboxes/*'], home: '/mailboxes' },
  { key: 'pipeline', paths: ['/crm/*'], home: '/crm' },
  { key: 'integrations', paths: ['/integrations/*'], home: '/integrations' },
  { key: 'dialer', paths: ['/dialer/*'], home: '/dialer' },
  { key: 'billing', paths: ['/billing/*'], home: '/billing' },
];

/** Where a member with no allowed credential or space page at all goes: their own preferences. */
export const NO_ALLOWED_PAGE_FALLBACK = '/preferences/user/basic';

function segments(path: string): string[] {
  return path.toLowerCase().split('/').filter(Boolean);
}

/** Does `pathname` match `pattern` (syntax at the top of this file)? */
export function matchesPattern(pathname: string, pattern: PathPattern): boolean {
  const path = segments(pathname);
  const parts = segments(pattern);
  const rest = parts.at(-1) === '*';
  if (rest) parts.pop();
  if (rest ? path.length < parts.length : path.length !== parts.length) return false;
  return parts.every((part, index) => part.startsWith(':') || part === path[index]);
}

export function matchesAny(pathname: string, patterns: readonly PathPattern[]): boolean {
  return patterns.some((pattern) => matchesPattern(pathname, pattern));
}

export function isPage(pathname: string, name: PageName): boolean {
  return matchesAny(pathname, namedPages[name]);
}

export function isInList(pathname: string, names: readonly PageName[]): boolean {
  return names.some((name) => isPage(pathname, name));
}

/** The spec route name of a path (only the editor routes of outreach §2 have one here). */
export function routeNameOf(pathname: string): RouteName | undefined {
  return (Object.keys(routeNames) as RouteName[]).find((name) => matchesAny(pathname, routeNames[name]));
}

/** The allowed-pages key a path belongs to, or undefined for pages no map restricts. */
export function allowedPageOf(pathname: string): AllowedPage | undefined {
  return [...credentialPages, ...spaceAllowedPages].find((page) => matchesAny(pathname, page.paths));
}
