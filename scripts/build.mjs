#!/usr/bin/env node
/**
 * npm run build                       the API (dist/api, api/build.mjs), the shell and all six remotes (dist/)
 * npm run build -- --remote inbox     one remote alone (dist/remotes/inbox), nothing else touched
 * npm run build -- --portal           also the e2e partner portal (dist/e2e-portal)
 *
 * Each package also builds alone with its own script: `npm run build -w remotes/inbox` (or
 * `npm run build` in remotes/inbox) builds exactly what `--remote inbox` builds; `-w shell`, `-w api`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnPinnedNode } from './pinned-node.mjs';

await runOnPinnedNode(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const env = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--remote') env.push(`remote=${args[++i] ?? ''}`);
  else if (arg.startsWith('--remote=')) env.push(`remote=${arg.slice('--remote='.length)}`);
  else if (arg === '--portal') env.push('portal');
  else {
    console.error(`Unknown option ${arg}. Use --remote <name> or --portal.`);
    process.exit(2);
  }
}

// The API is not part of a one-remote build: that one changes nothing but dist/remotes/<name>.
if (!env.some((e) => e.startsWith('remote='))) {
  const api = spawnSync(process.execPath, [path.join(root, 'api', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (api.status !== 0) process.exit(api.status ?? 1);
}

const rspack = path.join(root, 'node_modules', '.bin', 'rspack');
const result = spawnSync(rspack, ['build', '-c', 'rspack.config.ts', ...env.flatMap((e) => ['--env', e])], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, BUILD_ID: process.env.BUILD_ID ?? new Date().toISOString() },
});
process.exit(result.status ?? 1);
