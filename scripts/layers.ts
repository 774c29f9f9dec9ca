/**
 * The layers of the repository and the rules between them (issue 24, docs/architecture.md
 * "Layers"). One table for the packages and one for the folders of api/src; `layerViolations`
 * reads every import of every source file with the TypeScript compiler's own import reader and
 * returns each arrow that breaks a rule. scripts/architecture.test.ts holds the rules; `npm run
 * layers` prints the tables and what breaks them today.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** A layer of api/src: a file may import its own layer and those below, never one above. */
export interface ApiLayer {
  rank: number;
  name: string;
  /** Folders (ending in '/') or files, relative to api/src. */
  holds: string[];
  says: string;
}

/** The layers of api/src, lowest first. Every source file of api/src is in exactly one. */
export const apiLayers: ApiLayer[] = [
  {
    rank: 0,
    name: 'base',
    holds: [
      'clock.ts',
      'env.ts',
      'errors.ts',
      'logger.ts',
      'paging.ts',
      'strict-object.ts',
      'version.ts',
      'public-url.ts',
      'ssrf.ts',
    ],
    says: 'primitives that know nothing of the product: time, settings, errors, logging, paging, URLs',
  },
  { rank: 1, name: 'db', holds: ['db/'], says: 'the schema, the client, migrations and maintenance' },
  {
    rank: 2,
    name: 'providers',
    holds: ['providers/', 'jobs/'],
    says: 'adapters to the world outside (mail, payments, CRMs, social networks) and the job queue; they take callbacks',
  },
  {
    rank: 3,
    name: 'platform',
    holds: ['platform/', 'openapi/'],
    says: 'the kernel: identity, the request pipeline, tenancy, plans, brands, domain events, the route contract',
  },
  {
    rank: 4,
    name: 'realtime',
    holds: ['realtime/'],
    says: 'socket.io rooms and fan-out; who may see what is injected',
  },
  {
    rank: 5,
    name: 'engine',
    holds: ['engine/'],
    says: 'the campaign scheduler and workers; features reach it as executors and jobs handed in',
  },
  {
    rank: 6,
    name: 'modules',
    holds: ['modules/'],
    says: "the product's features; one module reaches another only through its index.ts",
  },
  {
    rank: 7,
    name: 'composition',
    holds: ['channels/', 'demo/', 'seeds/'],
    says: 'parts built from modules: the engine channels, demo data, seeds',
  },
  {
    rank: 8,
    name: 'root',
    holds: ['app.ts', 'server.ts', 'static.ts', 'page-preload.ts'],
    says: 'the app and the server: where everything is put together',
  },
];

/** Which packages of the repository each package may import (tools: e2e, bench, scripts, may import all). */
export const packageRules: Record<string, string[]> = {
  brands: [],
  core: [],
  'design-system': ['brands'],
  sdk: ['core', 'design-system', 'brands'],
  shell: ['sdk', 'core', 'design-system', 'brands'],
  remotes: ['sdk', 'core', 'design-system', 'brands'],
  api: ['core', 'brands'],
};

/** The workspace package name of each folder (`@outreach/<folder>`). */
const packageOfSpecifier = (specifier: string): string | null => {
  const match = /^@outreach\/([a-z-]+)/.exec(specifier);
  return match ? (match[1] as string) : null;
};

const skipDirs = new Set(['node_modules', 'dist', 'data', '.tmp', '.git', 'locales', 'migrations']);

/** Tests and what only tests use: they compose the layers, so the rules do not bind them. */
export function isTestFile(file: string): boolean {
  return (
    /\.(test|e2e|stories)\.tsx?$/.test(file) ||
    /test-(support|helpers|fixtures)\.tsx?$/.test(file) ||
    /(^|\/)(test|testing|\.storybook)\//.test(file)
  );
}

/** Every .ts/.tsx file under `dir` (relative to the repository root), tests included. */
export function codeFilesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    if (!existsSync(path.join(repoRoot, rel))) return;
    for (const name of readdirSync(path.join(repoRoot, rel)).sort()) {
      const child = `${rel}/${name}`;
      if (skipDirs.has(name)) continue;
      if (statSync(path.join(repoRoot, child)).isDirectory()) walk(child);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(child);
    }
  };
  walk(dir);
  return out;
}

/** The specifiers a file imports: static, type-only, re-exports and `import()`, as the compiler reads them. */
export function specifiersOf(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(path.join(repoRoot, file), 'utf8'), true, true);
  return info.importedFiles.map((entry) => entry.fileName);
}

/** A relative specifier of `from` as a file of the repository, or null (a package, or not found). */
export function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(repoRoot, candidate);
    if (existsSync(full) && statSync(full).isFile()) return path.normalize(candidate);
  }
  return null;
}

export interface ImportGraph {
  files: string[];
  /** file -> the repository files it imports (relative specifiers, resolved). */
  imports: Map<string, string[]>;
  /** file -> the @outreach packages it imports. */
  packages: Map<string, string[]>;
}

export function readGraph(dirs: string[]): ImportGraph {
  const files = dirs.flatMap(codeFilesUnder);
  const imports = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const file of files) {
    const specifiers = specifiersOf(file);
    imports.set(
      file,
      specifiers.map((s) => resolveRelative(file, s)).filter((target): target is string => target !== null),
    );
    packages.set(
      file,
      specifiers.map(packageOfSpecifier).filter((name): name is string => name !== null),
    );
  }
  return { files, imports, packages };
}

const apiSrc = 'api/src/';

/** The layer of a file of api/src (path relative to the repository root), or undefined when none holds it. */
export function layerOf(file: string, layers: ApiLayer[] = apiLayers): ApiLayer | undefined {
  const rel = file.slice(apiSrc.length);
  return layers.find((layer) =>
    layer.holds.some((hold) => (hold.endsWith('/') ? rel.startsWith(hold) : rel === hold)),
  );
}

/** The room a file of api/src sits in: `modules/<name>`, `providers/<name>`, or its layer's name. */
export function folderOf(file: string): string {
  const parts = file.slice(apiSrc.length).split('/');
  if ((parts[0] === 'modules' || parts[0] === 'providers') && parts.length > 2)
    return `${parts[0]}/${parts[1]}`;
  return layerOf(file)?.name ?? (parts[0] as string);
}

const moduleOf = (file: string): string | null => {
  const match = /^api\/src\/modules\/([^/]+)\//.exec(file);
  return match ? (match[1] as string) : null;
};

export interface Violation {
  rule: 'unplaced' | 'upward' | 'public-file' | 'folder-cycle' | 'package';
  text: string;
}

/** The path of imports from `from` to `to` over source files (breadth first), or null. */
function pathBetween(graph: ImportGraph, from: string, to: string): string[] | null {
  const parent = new Map<string, string>([[from, from]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (file === to) {
      const chain = [to];
      while (chain[0] !== from) chain.unshift(parent.get(chain[0] as string) as string);
      return chain;
    }
    for (const next of graph.imports.get(file) ?? []) {
      if (parent.has(next)) continue;
      parent.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

/** Every file reachable from `from` over imports (transitively), `from` excluded. */
export function reachable(graph: ImportGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(graph.imports.get(from) ?? [])];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file) || file === from) continue;
    seen.add(file);
    stack.push(...(graph.imports.get(file) ?? []));
  }
  return seen;
}

/** The strongly connected groups (more than one member) of a directed graph (Tarjan). */
export function cycles(edges: Map<string, Set<string>>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next))
        low.set(node, Math.min(low.get(node) as number, order.get(next) as number));
    }
    if (low.get(node) === order.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of [...edges.keys()].sort()) if (!order.has(node)) visit(node);
  return found;
}

const sourcesOf = (graph: ImportGraph) =>
  graph.files.filter((file) => file.startsWith(apiSrc) && !isTestFile(file));

/** Transitive: nothing a file reaches, through any chain of imports, may sit on a higher layer. */
function upwardArrows(graph: ImportGraph, layers: ApiLayer[]): Violation[] {
  const out: Violation[] = [];
  for (const file of sourcesOf(graph)) {
    const own = layerOf(file, layers);
    if (!own) continue;
    // One line per layer reached: the shortest chain to the first file found there.
    const byLayer = new Map<string, string>();
    for (const target of reachable(graph, file)) {
      const layer = target.startsWith(apiSrc) ? layerOf(target, layers) : undefined;
      if (layer && layer.rank > own.rank && !byLayer.has(layer.name)) byLayer.set(layer.name, target);
    }
    for (const [name, target] of byLayer) {
      const chain = pathBetween(graph, file, target) ?? [file, target];
      const text = `${own.name} reaches ${name}: ${chain.map((f) => f.slice(apiSrc.length)).join(' -> ')}`;
      out.push({ rule: 'upward', text });
    }
  }
  return out;
}

/** A module reaches another only through that module's public file. */
function publicFileBreaks(graph: ImportGraph): Violation[] {
  const out: Violation[] = [];
  for (const file of sourcesOf(graph)) {
    const own = moduleOf(file);
    for (const target of graph.imports.get(file) ?? []) {
      const other = moduleOf(target);
      if (other === null || other === own || target === `${apiSrc}modules/${other}/index.ts`) continue;
      const text = `${file.slice(apiSrc.length)} imports ${target.slice(apiSrc.length)}: use modules/${other}/index.ts`;
      out.push({ rule: 'public-file', text });
    }
  }
  return out;
}

/** No import cycle between folders (a module, a provider, or a layer's folder). */
function folderCycles(graph: ImportGraph): Violation[] {
  const edges = new Map<string, Set<string>>();
  for (const file of sourcesOf(graph)) {
    const from = folderOf(file);
    const targets = (graph.imports.get(file) ?? []).filter((t) => t.startsWith(apiSrc) && !isTestFile(t));
    for (const to of targets.map(folderOf).filter((folder) => folder !== from)) {
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  return cycles(edges).map((group) => ({
    rule: 'folder-cycle',
    text: `folders in a cycle: ${group.join(', ')}`,
  }));
}

/** Every break of the api/src layer rules in `graph` (source files only; tests compose freely). */
export function apiViolations(graph: ImportGraph, layers: ApiLayer[] = apiLayers): Violation[] {
  const unplaced = sourcesOf(graph)
    .filter((file) => !layerOf(file, layers))
    .map((file): Violation => ({ rule: 'unplaced', text: `${file} is in no layer` }));
  return [...unplaced, ...upwardArrows(graph, layers), ...publicFileBreaks(graph), ...folderCycles(graph)];
}

/** The package a repository file belongs to, for packageRules (remotes/* count as `remotes`). */
export function packageOf(file: string): string {
  return file.split('/')[0] as string;
}

/** Every import of one @outreach package by another that packageRules does not allow (tests too). */
export function packageViolations(graph: ImportGraph): Violation[] {
  const out: Violation[] = [];
  for (const file of graph.files) {
    const pkg = packageOf(file);
    const allowed = packageRules[pkg];
    if (!allowed) continue;
    for (const target of graph.packages.get(file) ?? []) {
      if (target === pkg || allowed.includes(target)) continue;
      out.push({
        rule: 'package',
        text: `${file} imports @outreach/${target} (${pkg} may import: ${allowed.join(', ') || 'none'})`,
      });
    }
  }
  return out;
}

/** The folders whose code the rules read. */
export const checkedDirs = ['api', 'core', 'sdk', 'design-system', 'brands', 'shell', 'remotes'];

/** The layer table as text (printed by the test and by `npm run layers`). */
export function layerTable(): string {
  const rows = [...apiLayers]
    .reverse()
    .map((layer) => `| ${layer.rank} | ${layer.name} | ${layer.holds.join(' ')} | ${layer.says} |`);
  const packages = Object.entries(packageRules).map(
    ([pkg, allowed]) => `| ${pkg} | ${allowed.length > 0 ? allowed.join(', ') : '(no package of ours)'} |`,
  );
  return [
    'api/src layers (a file imports its own layer or lower, never higher; read transitively):',
    '| rank | layer | holds | what |',
    '|---|---|---|---|',
    ...rows,
    '',
    'Packages (each imports only these @outreach packages):',
    '| package | may import |',
    '|---|---|',
    ...packages,
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The package rows of the picture, top (imports the most) to bottom. */
const packageRows = [['shell', 'remotes'], ['sdk', 'api'], ['design-system', 'core'], ['brands']];
const packageRowsCount = () => packageRows.length;

/**
 * docs/layers.svg: the two tables as a picture, drawn from the same data the test enforces
 * (scripts/architecture.test.ts fails when the committed file differs: `npm run layers -- --svg`).
 */
export function layersSvg(): string {
  const rowHeight = 58;
  const layers = [...apiLayers].reverse();
  const height = Math.max(
    70 + layers.length * rowHeight + 20,
    60 + packageRowsCount() * 100 + 40 + Object.keys(packageRules).length * 16,
  );
  const boxes = layers.map((layer, i) => {
    const y = 60 + i * rowHeight;
    const holds = layer.holds.join('  ');
    return [
      `<rect x="20" y="${y}" width="560" height="${rowHeight - 12}" rx="6" fill="${i % 2 === 0 ? '#eef2ff' : '#f8fafc'}" stroke="#6366f1"/>`,
      `<text x="34" y="${y + 19}" font-weight="bold">${layer.rank} ${escapeXml(layer.name)}</text>`,
      `<text x="170" y="${y + 19}" font-family="monospace" font-size="11">${escapeXml(holds.length > 62 ? `${holds.slice(0, 60)}…` : holds)}</text>`,
      `<text x="34" y="${y + 37}" font-size="11" fill="#475569">${escapeXml(layer.says)}</text>`,
    ].join('');
  });
  const at = new Map<string, { x: number; y: number }>();
  for (const [r, row] of packageRows.entries())
    for (const [c, pkg] of row.entries()) at.set(pkg, { x: 650 + c * 140, y: 60 + r * 100 });
  const pkgArrows = Object.entries(packageRules).flatMap(([pkg, uses]) =>
    uses.map((target) => {
      const from = at.get(pkg);
      const to = at.get(target);
      if (!from || !to) return '';
      return `<line x1="${from.x + 55}" y1="${from.y + 46}" x2="${to.x + 55}" y2="${to.y - 4}" stroke="#059669" stroke-opacity="0.55" marker-end="url(#pkg)"/>`;
    }),
  );
  const pkgBoxes = [...at].map(
    ([pkg, { x, y }]) =>
      `<rect x="${x}" y="${y}" width="110" height="46" rx="6" fill="#ecfdf5" stroke="#059669"/><text x="${x + 55}" y="${y + 28}" text-anchor="middle" font-weight="bold">${pkg}</text>`,
  );
  const rulesTop = 60 + packageRows.length * 100 + 10;
  const rules = Object.entries(packageRules).map(
    ([pkg, uses], i) =>
      `<text x="650" y="${rulesTop + 18 + i * 16}" font-size="11" font-family="monospace">${pkg}: ${escapeXml(uses.join(', ') || '-')}</text>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="${height}" font-family="sans-serif" font-size="13" role="img" aria-labelledby="layers-title">`,
    '<title id="layers-title">The layers of api/src and the packages of the repository</title>',
    '<rect width="100%" height="100%" fill="#ffffff"/>',
    '<text x="20" y="30" font-size="16" font-weight="bold">api/src: imports point down, never up (read transitively)</text>',
    '<text x="650" y="30" font-size="16" font-weight="bold">packages</text>',
    '<defs><marker id="down" markerWidth="10" markerHeight="10" refX="5" refY="5" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#6366f1"/></marker><marker id="pkg" markerWidth="8" markerHeight="8" refX="4" refY="4" orient="auto"><path d="M0,0 L8,4 L0,8 z" fill="#059669"/></marker></defs>',
    `<line x1="600" y1="70" x2="600" y2="${height - 40}" stroke="#6366f1" stroke-width="2" marker-end="url(#down)"/>`,
    ...boxes,
    ...pkgArrows,
    ...pkgBoxes,
    `<text x="650" y="${rulesTop}" font-size="11" fill="#475569">what each package may import:</text>`,
    ...rules,
    '</svg>',
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  if (process.argv.includes('--svg')) {
    writeFileSync(path.join(repoRoot, 'docs/layers.svg'), layersSvg());
    console.log('wrote docs/layers.svg');
  }
  const graph = readGraph(checkedDirs);
  const violations = [...apiViolations(graph), ...packageViolations(graph)];
  console.log(layerTable());
  console.log(`\n${violations.length} arrow(s) break the rules${violations.length > 0 ? ':' : '.'}`);
  for (const v of violations) console.log(`  [${v.rule}] ${v.text}`);
  process.exitCode = violations.length > 0 ? 1 : 0;
}
