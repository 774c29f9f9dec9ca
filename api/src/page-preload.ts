import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteForPath } from '@outreach/core/areas';

/**
 * issue 25: the code a signed-in page will run, named in its HTML as `<link rel="preload">`, so it
 * downloads beside the shell's main chunk instead of after it. Without the hints the browser learns
 * each file only from the one before: main chunk -> the remote's manifest -> its entry -> the
 * route's chunks and strings, four round trips before the page can render.
 *
 * Read from the remote's `route-assets.json` (written by its build: rspack.route-assets.ts) for the
 * remote that owns the path (core/src/areas.ts), when the host's config serves that remote from
 * this server (`/remotes/<name>/…`; a remote hosted elsewhere gets no hints). Preloaded: the
 * manifest (as the `fetch` the shell makes), the entry, the App expose's chunks, the English strings
 * (always loaded: English is every page's fallback) and the route's page chunks. Never the admin
 * remote (only admins may download it, and the guard decides who is one). A visitor who is not
 * signed in downloads these too and is sent to sign-in: a few dozen KB, once, for bookmarks of
 * signed-in pages; the shell's own pages (sign-in, sign-up) get none.
 */

interface RouteAssets {
  entry: string;
  app: string[];
  strings: Record<string, string[]>;
  routes: { path: string; redirect?: string; files?: string[] }[];
}

/** The shell's `start-assets.json`: what a signed-in page loads when the main chunk runs. */
interface StartAssets {
  signedIn: string[];
}

const cache = new Map<string, { mtimeMs: number; assets: unknown }>();

/** A build's JSON file, read again only when it changes (a redeploy); null when missing or unreadable. */
async function buildFile<T>(file: string): Promise<T | null> {
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.assets as T | null;
  let assets: T | null = null;
  try {
    assets = JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    assets = null;
  }
  cache.set(file, { mtimeMs, assets });
  return assets;
}

/** Whether `pathname` matches a route pattern (react-router's `:param`, `:param?`, `*`), any case. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let index = 0; index < want.length; index++) {
    const part = want[index] as string;
    if (part === '*') return true;
    const value = have[index];
    if (value === undefined)
      return want.slice(index).every((rest) => rest.startsWith(':') && rest.endsWith('?'));
    if (!part.startsWith(':') && part.toLowerCase() !== value.toLowerCase()) return false;
  }
  return have.length <= want.length;
}

/** The page chunks of the route at `pathname`, following one redirect as the remote's router does. */
export function routeFiles(routes: RouteAssets['routes'], pathname: string, redirects = 1): string[] {
  const route = routes.find((candidate) => matchesRoute(candidate.path, pathname));
  if (!route) return [];
  if (route.redirect && redirects > 0) return routeFiles(routes, route.redirect, redirects - 1);
  return route.files ?? [];
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The `<link rel="preload">` tags for `pathname`, given the remotes' manifest URLs of the host's
 * config and the build in `distRoot`; '' when there is nothing to hint. The shell's signed-in start
 * comes first (the page waits for it too), then the remote's files.
 */
export async function preloadLinks(
  distRoot: string,
  pathname: string,
  remotes: Record<string, string> | undefined,
): Promise<string> {
  const remote = remoteForPath(pathname);
  if (!remote || remote === 'admin') return '';
  const manifest = remotes?.[remote];
  const base = `/remotes/${remote}/`;
  if (!manifest?.startsWith(base)) return '';
  const [assets, start] = await Promise.all([
    buildFile<RouteAssets>(join(distRoot, 'remotes', remote, 'route-assets.json')),
    buildFile<StartAssets>(join(distRoot, 'shell', 'start-assets.json')),
  ]);
  if (!assets) return '';
  const remoteFiles = [
    assets.entry,
    ...assets.app,
    ...(assets.strings.en ?? []),
    ...routeFiles(assets.routes, pathname),
  ];
  const scripts = [
    ...(start?.signedIn ?? []).map((file) => `/${file}`),
    ...remoteFiles.map((file) => base + file),
  ];
  const links = [`<link rel="preload" as="fetch" crossorigin href="${attribute(manifest)}">`];
  for (const href of new Set(scripts))
    links.push(`<link rel="preload" as="script" href="${attribute(href)}">`);
  return links.join('');
}
