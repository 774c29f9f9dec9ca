/**
 * Which remote owns which top-level paths (ARCHITECTURE.md "Remotes own these areas").
 * The shell reads this before it loads anything, to know which remote to fetch for a URL;
 * each remote's own routes.tsx lists the full paths under these prefixes.
 */
export const remoteNames = ['campaigns', 'inbox', 'billing', 'dialer', 'ai', 'admin'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const areaPrefixes: Record<RemoteName, readonly string[]> = {
  campaigns: ['/campaigns', '/campaign', '/smart-sequences', '/profiles', '/search', '/templates', '/v'],
  inbox: ['/inbox', '/dashboard', '/reports', '/crm', '/integrations'],
  billing: ['/billing', '/billing-warning', '/payment-in-progress', '/pricing'],
  dialer: ['/dialer'],
  ai: ['/onboarding', '/mailboxes', '/ai-employees'],
  admin: ['/admin'],
};

/** The remote that owns `pathname`, or null when the shell owns it. */
export function remoteForPath(pathname: string): RemoteName | null {
  const path = pathname.toLowerCase();
  for (const name of remoteNames) {
    if (areaPrefixes[name].some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return name;
  }
  return null;
}
