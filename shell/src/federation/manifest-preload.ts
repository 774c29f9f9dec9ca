/**
 * issue 25: what the first bundle keeps of the remote loader (remotes.ts): every remote's manifest
 * URL and the early manifest download. The loading itself (the federation runtime's side) is
 * signed-in code: bootstrap.tsx imports it with the signed-in chunk, which holds the runtime it
 * waits for anyway, so the sign-in page carries none of it and a signed-in page starts its remote's
 * manifest as early as before.
 */
import type { RemoteName } from '@outreach/core/areas';

let entries: Partial<Record<RemoteName, string>> = {};
const preloaded = new Set<string>();

/** Manifests fetched ahead of the federation runtime, by URL, until the runtime takes them. */
const manifests = new Map<string, Promise<Response>>();

/** The runtime asks for a manifest by the URL it resolved: one key for both spellings. */
const absolute = (url: string) => new URL(url, document.baseURI).href;

/** What the preload reads of a remote's mf-manifest.json (written by the remote's build). */
interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: string[] } } }[];
}

/**
 * The remote's entry and its App's own chunk (what the runtime asks for first), from its manifest:
 * `preload` links the runtime's and the remote's `<script>` tags then take (same URL, no CORS).
 */
export function remoteCodeOf(manifestUrl: string, manifest: Manifest): string[] {
  const meta = manifest.metaData;
  const entry = meta?.remoteEntry;
  if (!entry?.name) return [];
  const base =
    meta?.publicPath && meta.publicPath !== 'auto'
      ? meta.publicPath
      : new URL('.', new URL(manifestUrl, document.baseURI)).href;
  const app = manifest.exposes?.find((expose) => expose.path === './App' || expose.name === 'App');
  const files = [
    `${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`,
    ...(app?.assets?.js?.sync ?? []),
  ];
  return files.map((file) => new URL(file, new URL(base, document.baseURI)).href);
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

/**
 * issue 25: a remote's manifest downloads as soon as its address is known, beside the federation
 * runtime's chunk, not after it; once it answers, the remote's entry and its App's chunk download
 * too, while the signed-in code (which holds the runtime) still loads and runs. The runtime takes
 * the answer through `takePreloadedManifest` (instance.ts's fetch plugin): one request.
 */
export function preloadManifest(entry: string): void {
  if (typeof document === 'undefined' || typeof fetch !== 'function' || preloaded.has(entry)) return;
  preloaded.add(entry);
  const answer = fetch(entry, {});
  manifests.set(absolute(entry), answer);
  answer
    .then((response) => (response.ok ? (response.clone().json() as Promise<Manifest>) : null))
    .then((manifest) => {
      if (manifest) for (const href of remoteCodeOf(entry, manifest)) preloadScript(href);
    })
    .catch(() => undefined);
}

/**
 * The manifest answer `preloadManifest` started for `url`, once (a retry fetches it again), or
 * undefined: the runtime then fetches it itself.
 */
export function takePreloadedManifest(url: string): Promise<Response> | undefined {
  const key = absolute(url);
  const answer = manifests.get(key);
  if (!answer) return undefined;
  manifests.delete(key);
  return answer.then((response) => response.clone());
}

/** Keep every remote's manifest URL, as served by GET /api/config (remotes.ts `configureRemotes`). */
export function setRemoteEntries(remotes: Partial<Record<RemoteName, string>>): void {
  entries = remotes;
}

/** A remote's manifest URL, if configured. */
export function remoteEntry(name: RemoteName): string | undefined {
  return entries[name];
}

/**
 * The page's federation instance (instance.ts: the runtime, and the shell's singletons for the
 * remotes). Its one `import()` is here, in the first bundle, so bootstrap.tsx's early start and
 * remotes.ts's loads share one set of chunks: written inside the signed-in chunk, the import made
 * rspack give it a second copy of its chunk (the brands and the call button), one request more on
 * every remote page.
 */
export const loadFederation = () => import('./instance');
