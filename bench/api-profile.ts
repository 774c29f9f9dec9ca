/**
 * Where a route's server CPU goes (issue 25): a V8 CPU profile of the built server, taken over the
 * inspector while the bench's clients load one route, split into the parts of a request's path.
 * Each sample goes to the part of the first frame on its stack (leaf first) that belongs to one;
 * frames of Node's own plumbing (microtasks, events, buffers, timers) belong to none, so a socket
 * write counts for whoever asked for it (the HTTP answer, or the Postgres driver). The bundle's
 * frames are mapped to their source files through its source map (node:module's SourceMap).
 *
 * Parts:
 * - socket write: the write(2) calls of HTTP answers and of the driver's statements; sampled in wall
 *   time, so on a busy machine it also holds the waits for the CPU that a write's wake-up of the
 *   reader causes (the kernel's loopback delivery runs inside the call);
 * - http: node:http, sockets, @hono/node-server, hono's router and context, our middleware
 *   (security headers, input guard, compress, the app's own) — what a bare node:http server pays
 *   for the same answer is a part of this;
 * - session: the token's hash and its user, workspace and membership (authenticate, identity,
 *   requireSpace, tenancy), without its SQL;
 * - sql build/map: drizzle building statements and mapping rows to objects (session and handler);
 * - driver: postgres.js encoding statements, parsing results, its socket writes;
 * - handler: the module's own code (services, handlers, JSON shaping);
 * - validation: zod (request validation; responses are not validated);
 * - json: JSON.stringify of the answer (hono's c.json);
 * - logging: pino;
 * - gc: the garbage collector; other: the rest (including V8's unattributed native time).
 */
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';

export interface CpuProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export const profileParts = [
  'socket write',
  'http',
  'session',
  'sql build/map',
  'driver',
  'handler',
  'validation',
  'json',
  'logging',
  'gc',
  'other',
] as const;
export type ProfilePart = (typeof profileParts)[number];

/** Our bundle's source files (mapped through the source map), by part; first match wins. */
const sourceParts: [RegExp, ProfilePart][] = [
  [/platform\/(authenticate|identity|space-access|tenancy|api-key-auth|impersonation-audit)\.ts$/, 'session'],
  [/(platform\/(security-headers|input-guard|brands)|src\/app|openapi\/[^/]+)\.ts$/, 'http'],
  [/src\/logger\.ts$/, 'logging'],
  [/src\/db\/client\.ts$/, 'driver'],
  [/\/modules\//, 'handler'],
];

/** Packages by part; any other package is `other`. */
const packageParts: Record<string, ProfilePart> = {
  postgres: 'driver',
  'drizzle-orm': 'sql build/map',
  zod: 'validation',
  '@hono/zod-openapi': 'validation',
  pino: 'logging',
  'sonic-boom': 'logging',
  hono: 'http',
  '@hono/node-server': 'http',
};

/** V8's own entries and the write(2) calls of sockets. */
const nativeParts: Record<string, ProfilePart> = {
  '(garbage collector)': 'gc',
  '(program)': 'other',
  writeUtf8String: 'socket write',
  writeBuffer: 'socket write',
  writev: 'socket write',
  writeLatin1String: 'socket write',
};

/** The part a frame belongs to, or undefined for plumbing that belongs to its caller. */
function partOfFrame(url: string, source: string | undefined, functionName: string): ProfilePart | undefined {
  if (!url) return nativeParts[functionName];
  if (source) return sourceParts.find(([pattern]) => pattern.test(source))?.[1];
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  // hono's c.json is JSON.stringify of the answer (V8 shows the builtin inside it, not apart).
  if (pkg === 'hono' && functionName === 'json') return 'json';
  if (pkg) return packageParts[pkg] ?? 'other';
  // node:net and streams are plumbing: a socket's write belongs to whoever wrote (HTTP or the driver).
  if (/^node:(_http_|internal\/url)/.test(url)) return 'http';
  return undefined;
}

export interface ProfileBreakdown {
  /** Microseconds of the main thread's busy time per answer, by part. */
  perAnswer: Record<ProfilePart, number>;
  /** The sum of the parts, µs per answer. */
  total: number;
  /** µs per answer by part and leaf function (`http: writeUtf8String`), the largest first. */
  leaves: [string, number][];
}

/** Splits a profile taken while `answers` requests were served into µs per answer by part. */
export function profileBreakdown(
  profile: CpuProfile,
  answers: number,
  sourceMapPath?: string,
): ProfileBreakdown {
  const sourceMap = sourceMapPath
    ? new SourceMap(JSON.parse(readFileSync(sourceMapPath, 'utf8')))
    : undefined;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  // The part each node's stack belongs to, computed once per node (leaf first, then its callers).
  const partOfNode = new Map<number, ProfilePart>();
  const frameSource = (node: CpuProfileNode) => {
    const { url, lineNumber, columnNumber } = node.callFrame;
    if (!sourceMap || !url.endsWith('server.mjs')) return undefined;
    const entry = sourceMap.findEntry(lineNumber, columnNumber);
    return 'originalSource' in entry ? entry.originalSource : undefined;
  };
  const resolve = (id: number): ProfilePart => {
    const known = partOfNode.get(id);
    if (known) return known;
    const node = byId.get(id);
    let part: ProfilePart = 'other';
    if (node) {
      const { url, functionName } = node.callFrame;
      const own = partOfFrame(url, frameSource(node), functionName);
      if (own) part = own;
      else {
        const parent = parentOf.get(id);
        part = parent === undefined ? 'other' : resolve(parent);
      }
    }
    partOfNode.set(id, part);
    return part;
  };
  const spent = Object.fromEntries(profileParts.map((part) => [part, 0])) as Record<ProfilePart, number>;
  const leaves = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const part = resolve(id);
    const time = profile.timeDeltas[index + 1] ?? 0;
    spent[part] += time;
    const source =
      frameSource(node)?.replace(/^.*\/(api|core)\/src\//, '') ??
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(node.callFrame.url)?.[1] ??
      node.callFrame.url;
    const leaf = `${part}: ${node.callFrame.functionName || '(anonymous)'} ${source}`.trim();
    leaves.set(leaf, (leaves.get(leaf) ?? 0) + time);
  });
  const perAnswer = Object.fromEntries(
    profileParts.map((part) => [part, spent[part] / Math.max(1, answers)]),
  ) as Record<ProfilePart, number>;
  const answersCount = Math.max(1, answers);
  return {
    perAnswer,
    total: profileParts.reduce((sum, part) => sum + perAnswer[part], 0),
    leaves: [...leaves]
      .map(([leaf, time]): [string, number] => [leaf, time / answersCount])
      .sort((a, b) => b[1] - a[1]),
  };
}

/** `http 41 µs, session 12 µs, …, total 380 µs` (per answer). */
export function formatBreakdown(breakdown: ProfileBreakdown): string {
  const parts = profileParts.map((part) => `${part} ${breakdown.perAnswer[part].toFixed(0)}`);
  return `${parts.join(', ')}; total ${breakdown.total.toFixed(0)} µs/req`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, answers, map] = process.argv.slice(2);
  if (!file || !answers) throw new Error('usage: api-profile.ts PROFILE.cpuprofile ANSWERS [server.mjs.map]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const breakdown = profileBreakdown(profile, Number(answers), map);
  console.log(formatBreakdown(breakdown));
  for (const [leaf, time] of breakdown.leaves.slice(0, Number(process.env.TOP ?? 0)))
    console.log(`${time.toFixed(1).padStart(7)} ${leaf}`);
}

/** A V8 inspector session on a process started with `--inspect=127.0.0.1:PORT`, for its CPU profiler. */
export class InspectorProfiler {
  private next = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      const pending = message.id === undefined ? undefined : this.waiting.get(message.id);
      if (!pending || message.id === undefined) return;
      this.waiting.delete(message.id);
      if (message.error) pending.reject(new Error(message.error.message));
      else pending.resolve(message.result);
    });
  }

  static async connect(port: number): Promise<InspectorProfiler> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
      webSocketDebuggerUrl: string;
    }[];
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) throw new Error(`no inspector target on port ${port}`);
    const socket = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve(), { once: true });
      socket.addEventListener('error', () => reject(new Error(`inspector ${url} refused`)), { once: true });
    });
    const profiler = new InspectorProfiler(socket);
    await profiler.call('Profiler.enable');
    return profiler;
  }

  call(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** The profile of whatever the process did while `work` ran. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; profile: CpuProfile }> {
    await this.call('Profiler.start');
    const result = await work();
    const { profile } = (await this.call('Profiler.stop')) as { profile: CpuProfile };
    return { result, profile };
  }

  close(): void {
    this.socket.close();
  }
}
