#!/usr/bin/env node
/**
 * `npm run build -w api` (or `npm run build` here; the root's `npm run build` runs it first):
 * the API, built ahead of time so production runs plain `node dist/api/server.mjs` (no tsx):
 *
 *   dist/api/server.mjs       api/src/server.ts and the workspace packages it imports
 *                             (@outreach/brands, @outreach/core/..., TypeScript sources) in one ES module
 *   dist/api/migrations/      the drizzle migrations, found beside the bundle as db/migrate.ts
 *                             finds them beside itself (`new URL('./migrations', import.meta.url)`)
 *
 * Every other package stays an import of node_modules: native addons (argon2), wasm (PGlite),
 * pino and pg-boss load their own files relative to themselves. dist/api/ sits two levels below
 * the root as api/src/ does, so version.ts's `../../package.json` is the root package.json in both.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(root, 'dist', 'api');

/** Bare imports stay external, except our own workspace packages, which are TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@outreach/') ? undefined : { path: args.path, external: true },
    );
  },
};

const startedAt = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { server: 'api/src/server.ts' },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  tsconfig: path.join(root, 'tsconfig.json'),
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalPackages],
});
cpSync(path.join(root, 'api', 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
console.log(`API built: dist/api/server.mjs in ${Math.round(performance.now() - startedAt)} ms`);
