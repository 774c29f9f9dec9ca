/**
 * The rspack configurations of the front end (ARCHITECTURE.md "Federation"), made by the same
 * functions wherever a build starts:
 *
 *   rspack.config.ts                    the root build: the shell and all six remotes in one
 *                                       multi-compiler run (npm run build), or --env remote=<name>
 *   shell/rspack.config.ts              the shell alone (npm run build -w shell)
 *   remotes/<name>/rspack.config.ts     one remote alone (npm run build -w remotes/<name>, or
 *                                       `npm run build` in its folder) into dist/remotes/<name>
 *
 * A package's shared singletons are required with the version ranges of ITS OWN package.json
 * (or, for one it only reaches through a workspace package, e.g. zustand through the sdk, that
 * package's range), `singleton` and `strictVersion`: a remote whose range the page's copy does not
 * satisfy fails to load (its area shows the error panel) instead of running on the wrong version.
 * `shareStrategy: 'loaded-first'` keeps the copy already running on the page: with the default
 * (version-first) a remote that brings a higher version would get its own second React.
 *
 * Tests only (e2e/shared-version.e2e.ts):
 *   FEDERATION_REQUIRED_VERSIONS='react=^99.0.0'   overrides a shared module's requiredVersion
 *   REMOTE_OUTPUT_DIR=<folder>                      where a one-remote build writes (else dist/remotes/<name>)
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { remoteNames } from './core/src/areas';
import { routerExports } from './sdk/src/router-exports';
import { RouteAssetsPlugin, ShellStartAssetsPlugin } from './rspack.route-assets';

export const root = path.dirname(new URL(import.meta.url).pathname);
const dist = path.join(root, 'dist');

/** The remotes, declared once in @outreach/core (the shell and the API read the same list). */
export { type RemoteName, remoteNames } from './core/src/areas';

/** The singletons of ARCHITECTURE.md: one copy per page, the first one loaded. */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'zustand',
  '@tanstack/react-query',
  '@outreach/sdk',
  // issue 25: the sdk's entries that hold session state or page data, so a remote neither bundles
  // them again (bytes and a chunk of every remote page) nor runs a second copy of their state.
  '@outreach/sdk/account',
  '@outreach/sdk/live-queries',
  '@outreach/sdk/page-data',
  '@outreach/design-system',
  '@outreach/brands',
] as const;

interface Manifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** '@a/b' for '@a/b/c', 'react' for 'react/jsx-runtime'. */
export function packageOf(name: string): string {
  const parts = name.split('/');
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

/** The workspace folder of an `@outreach/…` package. */
function workspaceDir(name: string): string | undefined {
  const link = path.join(root, 'node_modules', name);
  return existsSync(link) ? link : undefined;
}

/**
 * The range `packageDir` requires for `pkg`: its own dependency, else the first one found
 * through the workspace packages it depends on (breadth first).
 */
export function requiredRange(packageDir: string, pkg: string): string | undefined {
  const seen = new Set<string>();
  let queue = [packageDir];
  while (queue.length) {
    const next: string[] = [];
    for (const dir of queue) {
      if (seen.has(dir)) continue;
      seen.add(dir);
      const deps = readJson<Manifest>(path.join(dir, 'package.json')).dependencies ?? {};
      if (deps[pkg]) return deps[pkg];
      for (const name of Object.keys(deps)) {
        const workspace = name.startsWith('@outreach/') ? workspaceDir(name) : undefined;
        if (workspace) next.push(workspace);
      }
    }
    queue = next;
  }
  return undefined;
}

/** The version installed for `packageDir` (node_modules lookup from its folder up to the root). */
function installedVersion(packageDir: string, pkg: string): string {
  for (let dir = packageDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) return readJson<Manifest>(file).version;
    if (dir === root || dir === path.dirname(dir))
      throw new Error(`${pkg} is not installed for ${packageDir}`);
  }
}

/** FEDERATION_REQUIRED_VERSIONS='react=^99.0.0,zustand=^9': tests build an incompatible remote with it. */
function requiredVersionOverrides(): Record<string, string> {
  const value = process.env.FEDERATION_REQUIRED_VERSIONS ?? '';
  return Object.fromEntries(
    value
      .split(',')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        if (at <= 0) throw new Error(`FEDERATION_REQUIRED_VERSIONS: expected name=range, got ${pair}`);
        return [pair.slice(0, at), pair.slice(at + 1)];
      }),
  );
}

/**
 * The shared config of one package: each singleton it requires (directly or through a workspace
 * package), with that range, strictly. Singletons it does not reach are left out.
 */
export function sharedFor(packageDir: string) {
  const overrides = requiredVersionOverrides();
  const shared: Record<
    string,
    {
      singleton: true;
      strictVersion: true;
      requiredVersion: string;
      version: string;
      treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
    }
  > = {};
  for (const name of sharedSingletons) {
    const pkg = packageOf(name);
    const range = overrides[pkg] ?? requiredRange(packageDir, pkg);
    if (!range) continue;
    shared[name] = {
      singleton: true,
      strictVersion: true,
      requiredVersion: range,
      version: installedVersion(packageDir, pkg),
      // The router is big and used through a few exports: keep only those (see router-exports.ts).
      ...(name === 'react-router'
        ? { treeShaking: { mode: 'runtime-infer' as const, usedExports: [...routerExports] } }
        : {}),
    };
  }
  return shared;
}

/**
 * The federation runtime as ES modules (issue 12 budget). rspack's ModuleFederationPlugin points
 * `@module-federation/runtime` and the bundler runtime at their CommonJS builds (`require.resolve`),
 * which are neither tree-shaken nor concatenated: every module of the runtime was kept whole. The
 * packages ship the same code as ESM next to it (`dist/*.js`); using it takes about 5.5 KB gzipped
 * off every page's entry (the shell's main, each remoteEntry.js). Same version, same behaviour.
 */
const federationDir = path.join(root, 'node_modules', '@module-federation');
const federationEsm = {
  alias: {
    '@module-federation/runtime': path.join(federationDir, 'runtime', 'dist', 'index.js'),
    '@module-federation/runtime-tools': path.join(federationDir, 'runtime-tools', 'dist', 'index.js'),
  },
  plugin: () =>
    new rspack.NormalModuleReplacementPlugin(
      /@module-federation[\\/](runtime|runtime-core|runtime-tools|webpack-bundler-runtime|sdk|error-codes)[\\/]dist[\\/].*\.cjs$/,
      (resource) => {
        resource.request = resource.request.replace(/\.cjs$/, '.js');
      },
    ),
};

/** TypeScript and JSX through rspack's built-in swc, for the browsers the product supports. */
export const typescriptRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
    },
    env: { targets: 'chrome >= 110, firefox >= 110, safari >= 16' },
  },
  type: 'javascript/auto',
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * issue 25: writes `<asset>.br` (brotli, quality 11) and `<asset>.gz` (gzip 9) next to every
 * JS/CSS/HTML/JSON/SVG asset of 1 KB or more, once per build; api/src/static.ts sends them as they
 * are, so no page load pays the server's CPU for compressing its code. A variant that would not be
 * smaller is not written. After emit, so the assets, stats and the federation manifest are as before.
 */
export class Precompress {
  static readonly pattern = /\.(js|mjs|css|html|json|svg)$/;
  static readonly minBytes = 1024;

  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('Precompress', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const assets = compilation
        .getAssets()
        .filter(
          ({ name, source }) => Precompress.pattern.test(name) && source.size() >= Precompress.minBytes,
        );
      await Promise.all(
        assets.map(async ({ name, source }) => {
          const content = source.buffer();
          const file = path.join(outputPath, name);
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: 11,
                [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: 9 }),
          ]);
          if (br.length < content.length) await writeFile(`${file}.br`, br);
          if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    });
  }
}

function base(name: string, outputPath: string): Configuration {
  return {
    name,
    mode: 'production',
    context: root,
    devtool: false,
    target: 'web',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: { rules: [typescriptRule] },
    output: {
      path: outputPath,
      clean: true,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
    },
    // ARCHITECTURE.md: federated builds need no separate runtime chunk.
    optimization: {
      runtimeChunk: false,
      minimize: true,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: { ecma: 2020, compress: { passes: 2, ecma: 2020 }, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * issue 25: the shell's code behind sign-in came in about ten chunks, every one loaded by every
 * signed-in page (react-query, the federation runtime and instance, the signed-in app and its
 * layouts, realtime): they are one chunk now. Only modules the sign-in and public pages never
 * reach belong here, so the first page stays as small as it was. react-router is one of them:
 * the open pages navigate without it (shell/src/app/open-router.tsx).
 */
const signedInModules =
  /[\\/](node_modules[\\/](react-router|@tanstack|@module-federation|socket\.io-client|socket\.io-parser|engine\.io-client|engine\.io-parser|@socket\.io)|shell[\\/]src[\\/](app[\\/](RouterApp|router-navigation|SignedInApp|GuardedRoutes|SessionLive|UpgradePrompt|useGuard|usePaymentPolling|allowed-pages)|federation|layouts|notifications|guard[\\/](guard|pages|payment-polling)\.ts|routes[\\/](signed-in|credential)-routes\.tsx|pages[\\/]credentials[\\/](AddCredentialModal|add-credential-modal\.store|credential-api|credential-paths|credentials\.styles|extension)\.tsx?)|sdk[\\/]src[\\/](query|account|live-queries|page-data)\.ts|core[\\/]src[\\/]outreach[\\/]credential-notices\.ts)/;

/**
 * issue 25: what the first page does not use of the design system (and the barrels the federation
 * instance shares whole: design-system, sdk, zustand) came in two async chunks, each a request of
 * every signed-in page: one chunk. Kept apart from `signed-in`, which must stay off the public
 * pages (react-query). The sign-in page's fields (Input and its parts) are in main (`signInFields`),
 * so it does not fetch this chunk (the shell-initial-js bench). The sdk's dialer event and the AI
 * label names, used only after sign-in, come with it rather than as chunks of their own.
 */
const lazySharedUi =
  /[\\/](design-system[\\/]src[\\/](?!components[\\/]Input[\\/]|fieldParts|useFieldIds)|sdk[\\/]src[\\/](index\.ts|plan-features\.tsx|dialer\.ts|labels\.ts)$|core[\\/]src[\\/]outreach[\\/]labels\.ts$|node_modules[\\/]zustand[\\/])/;

/**
 * issue 25: the text field the sign-in page and most other pages use (Input and its parts) sits in
 * main: split out, it came as two identical async chunks, both fetched by every signed-in page.
 * The sign-in page loaded it anyway, inside its own chunk.
 */
const signInFields = /[\\/]design-system[\\/]src[\\/](components[\\/]Input[\\/]|fieldParts|useFieldIds)/;

/**
 * The strings of the shell's pages after sign-in (all but `shell`, with the sdk's seeded names):
 * always loaded together (i18n.ts withStrings).
 */
const shellPageStrings = Object.fromEntries(
  ['en', 'fr', 'de', 'pt', 'es'].map((language) => [
    `page-strings-${language}`,
    {
      test: new RegExp(
        `[\\\\/](shell[\\\\/]locales[\\\\/]${language}[\\\\/](guard|account|layout)|sdk[\\\\/]locales[\\\\/]${language}[\\\\/]seeded)\\.json$`,
      ),
      name: `page-strings-${language}`,
      chunks: 'async' as const,
      enforce: true,
    },
  ]),
);

export function shellConfig(): Configuration {
  const config = base('shell', path.join(dist, 'shell'));
  return {
    ...config,
    entry: { main: './shell/src/index.ts' },
    output: { ...config.output, publicPath: '/' },
    resolve: { ...config.resolve, alias: federationEsm.alias },
    optimization: {
      ...config.optimization,
      splitChunks: {
        cacheGroups: {
          signedIn: { test: signedInModules, name: 'signed-in', chunks: 'async', enforce: true },
          sharedUi: { test: lazySharedUi, name: 'shared-ui', chunks: 'async', enforce: true },
          fields: { test: signInFields, name: 'main', chunks: 'all', enforce: true },
          ...shellPageStrings,
        },
      },
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './shell/index.html',
        inject: 'body',
        scriptLoading: 'module',
      }),
      federationEsm.plugin(),
      new Precompress(),
      // What a signed-in page loads when the main chunk runs (bootstrap.tsx), hinted in its HTML.
      new ShellStartAssetsPlugin(['./SignedInApp', './instance']),
      // The shell is a plain build (issue 12 budget): its first page carries no federation runtime.
      // shell/src/federation/instance.ts creates the federation instance when a remote area first
      // opens and shares the shell's own singletons with these ranges and versions. Remotes are
      // registered at run time from /api/config, so a remote redeploys alone.
      new rspack.DefinePlugin({
        __SHELL_SHARED__: JSON.stringify(shellShared()),
        // Browser only: leaves the runtime's Node.js loaders out of the bundle.
        ENV_TARGET: JSON.stringify('web'),
      }),
    ],
  };
}

/** The shell's singletons as the runtime's `shared` options take them (no build-time tree-shaking). */
export function shellShared() {
  return Object.fromEntries(
    Object.entries(sharedFor(path.join(root, 'shell'))).map(
      ([name, { singleton, strictVersion, requiredVersion, version }]) => [
        name,
        { singleton, strictVersion, requiredVersion, version },
      ],
    ),
  );
}

/**
 * issue 25: a remote's App loads the strings of all its namespaces at once (its i18n.ts), one file
 * each: six requests for the inbox. Each language's strings of a remote come in one file instead.
 */
const stringsByLanguage = Object.fromEntries(
  ['en', 'fr', 'de', 'pt', 'es'].map((language) => [
    `strings-${language}`,
    {
      test: new RegExp(`[\\\\/]locales[\\\\/]${language}[\\\\/][^\\\\/]+\\.json$`),
      name: `strings-${language}`,
      chunks: 'async' as const,
      enforce: true,
    },
  ]),
);

/**
 * What a remote exposes beside its App and spa: the dialer's side panel, which the shell's phone
 * button loads on its first click (issue 27), outside any route of the area; the ai remote's
 * AI Employees list, which a shell preferences page mounts.
 */
const extraExposes: Record<string, Record<string, string>> = {
  dialer: { './Panel': './remotes/dialer/src/expose/Panel.tsx' },
  // The workspace's AI Employees, mounted by the shell's /preferences/workspace/ai-employees (issue 28).
  ai: {
    './Employees': './remotes/ai/src/expose/Employees.tsx',
    // "Generate with AI" on the campaigns remote's My Campaigns, and the Calendly card on the inbox
    // remote's /integrations: each loaded by that remote through the page's federation runtime.
    './GenerateWithAi': './remotes/ai/src/expose/GenerateWithAi.tsx',
    './CalendlyCard': './remotes/ai/src/expose/CalendlyCard.tsx',
  },
};

export function remoteConfig(remote: string): Configuration {
  if (!(remoteNames as readonly string[]).includes(remote))
    throw new Error(`Unknown remote: ${remote} (one of ${remoteNames.join(', ')})`);
  const output = process.env.REMOTE_OUTPUT_DIR
    ? path.resolve(root, process.env.REMOTE_OUTPUT_DIR)
    : path.join(dist, 'remotes', remote);
  const config = base(remote, output);
  return {
    ...config,
    entry: {},
    // 'auto': chunks load next to remoteEntry.js, wherever the remote is hosted.
    output: { ...config.output, publicPath: 'auto' },
    resolve: { ...config.resolve, alias: federationEsm.alias },
    optimization: {
      ...config.optimization,
      // issue 25: a page's lazy import loads its own chunk and at most one other (the dashboard's
      // chart tab came in three, next to the page's two): fewer requests, a little code repeated.
      // rspack did not hold to maxAsyncRequests alone: a page's own node_modules came as a vendor
      // chunk and small shared code (the reports' cards, 23 KB) as chunks of their own, four a page.
      // So no vendor group (a package used by one page is in that page's chunk), and only code
      // over 200 KB (before minifying: recharts, zod) shared by pages is split off.
      splitChunks: {
        maxAsyncRequests: 2,
        minSize: 200_000,
        cacheGroups: { defaultVendors: false, ...stringsByLanguage },
      },
    },
    plugins: [
      federationEsm.plugin(),
      new Precompress(),
      new RouteAssetsPlugin(path.join(root, 'remotes', remote, 'src', 'routes.tsx')),
      new ModuleFederationPlugin({
        name: remote,
        filename: 'remoteEntry.js',
        exposes: {
          './App': `./remotes/${remote}/src/expose/App.tsx`,
          './spa': `./remotes/${remote}/src/expose/spa.tsx`,
          ...extraExposes[remote],
        },
        shared: sharedFor(path.join(root, 'remotes', remote)),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        experiments: { optimization: { target: 'web' } },
      }),
      // Each build of a remote is stamped, so a redeploy is visible (data-build on the area's root).
      new rspack.DefinePlugin({
        __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? new Date().toISOString()),
      }),
    ],
  };
}

export function portalConfig(): Configuration {
  const config = base('portal', path.join(dist, 'e2e-portal'));
  return {
    ...config,
    entry: { portal: './e2e/portal/portal.ts' },
    output: { ...config.output, publicPath: '/e2e/portal/' },
    plugins: [new rspack.HtmlRspackPlugin({ template: './e2e/portal/index.html', inject: 'body' })],
  };
}
