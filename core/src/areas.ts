/**
 * Which remote owns which top-level paths (ARCHITECTURE.md "Remotes own these areas").
 * The shell reads this before it loads anything, to know which remote to fetch for a URL;
 * each remote's own routes.tsx lists the full paths under these prefixes, and its
 * routes.test.tsx checks that every one of them lands on it.
 *
 * None of these overlaps the shell's own paths: /auth, /oauth, /space, /workspace,
 * /preferences, /credentials, /settings, /error, /accept-invite, /privacy-policy,
 * /terms-of-use, /set-space, /join-space, /create-space.
 */
export const remoteNames = ['campaigns', 'inbox', 'billing', 'dialer', 'ai', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const areaPrefixes: Record<RemoteName, readonly string[]> = {
  // campaigns list and marketplace, step builder, smart sequences, prospects, prospect finder,
  // templates (signatures, voicemails, videos) and the public video page /v/:videoId
  campaigns: ['/campaigns', '/campaign', '/smart-sequences', '/profiles', '/search', '/templates', '/v'],
  // inbox, dashboard (tasks), reports, CRM pipelines and deals, integrations
  inbox: ['/inbox', '/dashboard', '/reports', '/crm', '/integrations'],
  // overview, transactions, credits history, plans (/pricing), payment polling pages
  billing: ['/billing', '/billing-warning', '/payment-in-progress', '/pricing'],
  // the dialer page, and the integrations' dialer tab (phone numbers, call recordings, spec ai §2)
  dialer: ['/dialer', '/integrations/dialer'],
  // AI Employee onboarding and the AI email service (domains, mailboxes, warm-up)
  ai: ['/onboarding/ai-employee', '/mailboxes'],
  admin: ['/admin'],
};

function isUnder(path: string, prefix: string) {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The remote that owns `pathname`, or null when the shell owns it. The longest matching
 * prefix wins, so /integrations/dialer/... goes to the dialer although /integrations is the inbox's.
 */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.toLowerCase();
  let owner: RemoteName | null = null;
  let longest = 0;
  for (const name of remoteNames) {
    for (const prefix of areaPrefixes[name]) {
      if (isUnder(path, prefix) && prefix.length > longest) {
        owner = name;
        longest = prefix.length;
      }
    }
  }
  return owner;
}

/**
 * The pages an admin can allow or deny a member (spec platform §3 "Allowed pages: per-user map of
 * pages"; §4 "Non-admins get an allowed-pages map"): the sidebar items of platform §2. The API
 * keeps the map; the shell's access pickers list them in this order; the route guard maps routes
 * onto them.
 */
export const workspacePages = [
  'dashboard',
  'search',
  'campaigns',
  'profiles',
  'inbox',
  'reports',
  'mailboxes',
  'settings',
  'pipeline',
  'templates',
  'integrations',
  'billing',
] as const;
export type WorkspacePage = (typeof workspacePages)[number];
