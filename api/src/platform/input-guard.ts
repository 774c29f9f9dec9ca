import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv, RequestBody } from './context';
import { AppError, errorMessages } from '../errors';

/**
 * One guard in front of every /api route (issue 11): whatever a client sends is
 * refused with a 4xx before a route can hand it to something that fails with a 500
 * (the call stack, Postgres text and jsonb, which can not store U+0000 or an
 * unpaired UTF-16 surrogate).
 */

/**
 * The largest legitimate JSON body is a campaign: 100 steps of up to 10,000 characters
 * of text and 998 of subject, about 3.3 MB when every character takes 3 bytes of UTF-8.
 * Files never come as JSON (they are multipart, with their own limits).
 */
export const maxJsonBodyBytes = 5 * 1024 * 1024;
/** No payload of the spec nests past 6 levels; 64 leaves room and keeps any walk over it shallow. */
export const maxJsonDepth = 64;

export const inputMessages = {
  nul: 'Text can not contain NUL characters',
  unpairedSurrogate: 'Text can not contain unpaired UTF-16 surrogates',
  tooDeep: `JSON can not be nested more than ${maxJsonDepth} levels deep`,
  tooLarge: `The request body can not be larger than ${maxJsonBodyBytes / 1024 / 1024} MB`,
  badAddressEncoding: 'The address holds an invalid percent-encoding',
} as const;

// Without the `u` flag the pattern sees UTF-16 code units, so it finds a half pair.
const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why Postgres could not store `text`, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return inputMessages.nul;
  if (unpairedSurrogate.test(text)) return inputMessages.unpairedSurrogate;
  return undefined;
}

/** Throws a 400 when any string in `values` (form fields, say) could not be stored. */
export function assertStorableText(values: readonly unknown[]): void {
  for (const value of values) {
    const problem = typeof value === 'string' ? textProblem(value) : undefined;
    if (problem) throw new AppError(400, problem);
  }
}

/**
 * How deeply the JSON text nests, counted on the text before it is parsed: a 5 MB run
 * of `[` takes JSON.parse over a second and would make any recursive walk overflow.
 * Stops counting as soon as the cap is passed.
 */
export function jsonTextTooDeep(text: string, max = maxJsonDepth): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth++;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth--;
    }
  }
  return false;
}

type PendingValue = { value: unknown; depth: number };

/** Queues the values of an object or array for the walk; the first problem of its keys, if any. */
function queueChildren(current: object, depth: number, pending: PendingValue[]): string | undefined {
  if (Array.isArray(current)) {
    for (const item of current) pending.push({ value: item, depth });
    return undefined;
  }
  for (const [key, item] of Object.entries(current)) {
    const problem = textProblem(key);
    if (problem) return problem;
    pending.push({ value: item, depth });
  }
  return undefined;
}

/** The first reason a parsed JSON value could not be stored (keys included), walked without recursion. */
export function jsonValueProblem(value: unknown, max = maxJsonDepth): string | undefined {
  const pending: PendingValue[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const current = next.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const depth = next.depth + 1;
    if (depth > max) return inputMessages.tooDeep;
    const problem = queueChildren(current, depth, pending);
    if (problem) return problem;
  }
  return undefined;
}

/** Decodes one path segment or query component; undefined when its percent-encoding is invalid. */
function decodeComponent(raw: string): string | undefined {
  try {
    // Invalid UTF-8 (an encoded half surrogate, `%ED%A0%80`) throws too.
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

/** Why the address (path and query, still percent-encoded) can not be served, or undefined. */
export function addressProblem(url: string): string | undefined {
  const { pathname, search } = new URL(url);
  const components = pathname.split('/');
  for (const pair of search.slice(1).split('&')) components.push(...pair.split('='));
  for (const component of components) {
    if (!component) continue;
    const decoded = decodeComponent(component);
    if (decoded === undefined) return inputMessages.badAddressEncoding;
    const problem = textProblem(decoded);
    if (problem) return problem;
  }
  return undefined;
}

/** Form bodies are the upload routes' business: they stream files under limits of their own. */
function isForm(contentType: string): boolean {
  const type = contentType.toLowerCase();
  return type.startsWith('multipart/form-data') || type.startsWith('application/x-www-form-urlencoded');
}

/** The body as text, refused with a 413 once it passes the cap (before reading it all when the length is declared). */
async function readCapped(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxJsonBodyBytes) throw new AppError(413, inputMessages.tooLarge);
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxJsonBodyBytes) {
      await reader.cancel();
      throw new AppError(413, inputMessages.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}

/**
 * Reads, caps, parses and checks the body once per request. Every body but a form is
 * read as JSON, whatever its Content-Type: the old body reader parsed text/plain bodies as JSON
 * before the guard, so checking only application/json would leave that door open.
 */
async function inspectBody(c: Context<AppEnv>): Promise<RequestBody> {
  // A GET or HEAD has no body (the Fetch API refuses one, and the node server drops any sent).
  // Asked first: reading `body` makes the node server build a full Request (headers copied, an
  // AbortController) that a read-only call never needs (issue 25's profile).
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return { kind: 'none' };
  const request = c.req.raw;
  if (!request.body) return { kind: 'none' };
  if (isForm(c.req.header('content-type') ?? '')) return { kind: 'form' };
  const text = await readCapped(request);
  // The stream is spent: later reads (c.req.text(), the raw request) get the text already read, as hono's bodyLimit does.
  c.req.raw = new Request(request, { body: text });
  if (!text.trim()) return { kind: 'none' };
  if (jsonTextTooDeep(text)) throw new AppError(400, inputMessages.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError(400, errorMessages.invalidJson);
  }
  const problem = jsonValueProblem(value);
  if (problem) throw new AppError(400, problem);
  return { kind: 'json', value };
}

/**
 * The request's body as the guard saw it. Behind the guard it is already there; a
 * route outside /api gets the same reading and checks on first use.
 */
export async function guardedBody(c: Context<AppEnv>): Promise<RequestBody> {
  const seen = c.get('body');
  if (seen) return seen;
  const body = await inspectBody(c);
  c.set('body', body);
  return body;
}

/** The guard itself, mounted once on the /api router before the module routers. */
export function inputGuard() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const problem = addressProblem(c.req.url);
    if (problem) throw new AppError(400, problem);
    await guardedBody(c);
    await next();
  });
}
