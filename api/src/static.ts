import { readFile, stat } from 'node:fs/promises';
import { basename, extname, join, resolve, sep } from 'node:path';
import { type Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { preloadLinks } from './page-preload';

/**
 * The built front end, served from DIST_DIR by the same process as the API:
 *
 *   /remotes/<name>/*  <DIST_DIR>/remotes/<name>/   plain 404 when missing
 *   /e2e/portal/*      <DIST_DIR>/e2e-portal/       only when that folder exists
 *   anything else      <DIST_DIR>/shell/            SPA fallback to shell/index.html
 *
 * /api and /socket.io never reach here (the API routes and socket.io answer
 * first; unknown /api paths get the JSON 404).
 *
 * issue 25: the shell's page carries its host's GET /api/config answer (`inlineConfig`) in a JSON
 * data block, `<script type="application/json" id="app-config">`, so the shell renders without
 * waiting for that call. A data block is not script: the Content-Security-Policy (no inline
 * script) is untouched. When the config cannot be read the page goes out as built, and the shell
 * asks /api/config itself.
 */

/** Entry points a deploy replaces in place: the browser must revalidate them every time. */
const entryFiles = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html']);
const noCache = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';
/** rspack's `[contenthash]` in a file name: safe to cache forever. */
const hashedName = /[.-][0-9a-f]{8,}\./i;

/** `segments` below `base`, or null when they try to leave it (.., encoded slashes, NUL). */
function safePath(base: string, segments: string[]): string | null {
  const decoded: string[] = [];
  for (const segment of segments) {
    let part: string;
    try {
      part = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (part === '' || part === '.' || part === '..' || /[/\\\0]/.test(part)) return null;
    decoded.push(part);
  }
  const full = resolve(base, ...decoded);
  return full === base || full.startsWith(base + sep) ? full : null;
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * issue 25: the build writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) next to each text
 * asset over 1 KB (rspack.factory.ts `Precompress`), so no page load pays for compressing them.
 * Only these types are looked for; images and fonts are compressed already.
 */
const precompressible = /\.(js|mjs|css|html|json|svg)$/;
const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
type Precompressed = (typeof precompressed)[number];

/** The q value `accept` gives `encoding` (its own entry, else `*`, else 0; `identity` aside). */
function qualityOf(accept: string, encoding: string): number {
  let wildcard = 0;
  for (const entry of accept.split(',')) {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    const value = Number.isFinite(q) ? q : 0;
    if (name === encoding) return value;
    if (name === '*') wildcard = value;
  }
  return wildcard;
}

/** The precompressed variants the request accepts, best first (brotli first when both rank alike). */
export function acceptedVariants(accept: string | undefined): Precompressed[] {
  if (!accept) return [];
  return precompressed
    .map((variant) => ({ variant, q: qualityOf(accept, variant.encoding) }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ variant }) => variant);
}

/** The file's size and mtime, or null when it is not a regular file. */
async function fileInfo(path: string): Promise<{ size: number; mtime: Date; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/**
 * The precompressed variant of `path` to send: the first the request accepts that exists and is
 * not older than the file (a stale one would be another build's content).
 */
async function pickVariant(
  c: Context,
  path: string,
  original: { mtimeMs: number },
): Promise<{ variant: Precompressed; size: number } | null> {
  if (!precompressible.test(path)) return null;
  for (const variant of acceptedVariants(c.req.header('accept-encoding'))) {
    const info = await fileInfo(path + variant.suffix);
    if (info && info.mtimeMs >= original.mtimeMs) return { variant, size: info.size };
  }
  return null;
}

/**
 * Sends a file with its content type, cache policy and a weak ETag; null when it is not a file.
 * A precompressed variant the request accepts goes out as it is, with Content-Encoding: the app's
 * compress middleware leaves a response that has one alone.
 */
async function sendFile(c: Context, path: string | null, cacheControl: string): Promise<Response | null> {
  if (!path) return null;
  const info = await fileInfo(path);
  if (!info) return null;
  const chosen = await pickVariant(c, path, info);
  const tag = `${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}`;
  const etag = chosen ? `W/"${tag}-${chosen.variant.encoding}"` : `W/"${tag}"`;
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(path) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    'Content-Length': String(chosen ? chosen.size : info.size),
    ETag: etag,
    'Last-Modified': info.mtime.toUTCString(),
  };
  if (precompressible.test(path)) headers.Vary = 'Accept-Encoding';
  if (chosen) headers['Content-Encoding'] = chosen.variant.encoding;
  if (c.req.header('if-none-match') === etag) {
    const { 'Content-Length': _length, 'Content-Encoding': _encoding, ...notModified } = headers;
    return c.body(null, 304, notModified);
  }
  const body = await readFile(chosen ? path + chosen.variant.suffix : path);
  return c.body(new Uint8Array(body), 200, headers);
}

/** The id of the data block the shell reads its config from (shell/src/bootstrap.tsx). */
export const configElementId = 'app-config';

/** `value` as JSON that cannot end its <script> element early (`<` escaped, as in `</script>`). */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface StaticOptions {
  /** The config of the page's host (GET /api/config's payload), put into the shell's index.html. */
  inlineConfig?: (host: string | undefined) => Promise<unknown>;
}

/**
 * The shell's index.html at `path` with the host's config in it; the plain file when there is no
 * `inlineConfig` or it fails. No ETag: the page changes with the config, not with the file.
 */
async function sendShellPage(
  c: Context,
  path: string,
  options: StaticOptions,
  distRoot: string,
): Promise<Response | null> {
  if (!options.inlineConfig) return sendFile(c, path, noCache);
  let html: string;
  let config: unknown;
  try {
    html = await readFile(path, 'utf8');
  } catch {
    return null;
  }
  try {
    config = await options.inlineConfig(c.req.header('host') ?? new URL(c.req.url).host);
  } catch {
    return sendFile(c, path, noCache);
  }
  const remotes = (config as { remotes?: Record<string, string> } | null)?.remotes;
  const hints = await preloadLinks(distRoot, c.req.path, remotes).catch(() => '');
  const block = `${hints}<script type="application/json" id="${configElementId}">${jsonForScript(config)}</script>`;
  const body = html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : `${html}${block}`;
  return c.body(body, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': noCache });
}

function segmentsOf(path: string, prefix: string): string[] {
  return path.slice(prefix.length).split('/').filter(Boolean);
}

/** A client-side route (no file extension) rather than a missing asset. */
function looksLikePage(path: string): boolean {
  const extension = extname(path);
  return extension === '' || extension === '.html';
}

export function staticRoutes(distDir: string, options: StaticOptions = {}) {
  const root = resolve(distDir);
  const remotesRoot = join(root, 'remotes');
  const portalRoot = join(root, 'e2e-portal');
  const shellRoot = join(root, 'shell');
  const router = new Hono();

  router.get('/remotes/*', async (c) => {
    const path = safePath(remotesRoot, segmentsOf(c.req.path, '/remotes/'));
    const cacheControl = path && entryFiles.has(basename(path)) ? noCache : immutable;
    return (await sendFile(c, path, cacheControl)) ?? c.text('Not found', 404);
  });

  router.get('/e2e/portal/*', async (c, next) => {
    if (!(await isDirectory(portalRoot))) return next();
    const segments = segmentsOf(c.req.path, '/e2e/portal');
    const file = await sendFile(
      c,
      safePath(portalRoot, segments.length ? segments : ['index.html']),
      noCache,
    );
    if (file) return file;
    if (looksLikePage(c.req.path)) {
      return (await sendFile(c, join(portalRoot, 'index.html'), noCache)) ?? c.text('Not found', 404);
    }
    return c.text('Not found', 404);
  });

  router.get('*', async (c, next) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/') || c.req.path.startsWith('/socket.io')) {
      return next();
    }
    const segments = segmentsOf(c.req.path, '/');
    const path = safePath(shellRoot, segments.length ? segments : ['index.html']);
    const name = path ? basename(path) : '';
    const shellPage = join(shellRoot, 'index.html');
    if (path === shellPage)
      return (await sendShellPage(c, shellPage, options, root)) ?? c.text('Not found', 404);
    const cacheControl = entryFiles.has(name) || !hashedName.test(name) ? noCache : immutable;
    const file = await sendFile(c, path, cacheControl);
    if (file) return file;
    if (looksLikePage(c.req.path)) {
      return (await sendShellPage(c, shellPage, options, root)) ?? c.text('Not found', 404);
    }
    return c.text('Not found', 404);
  });

  return router;
}
