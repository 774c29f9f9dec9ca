#!/usr/bin/env node
/**
 * npm start: build the API, the shell and every remote, then serve everything (API, socket.io,
 * static files) from one process on PORT (3000), on embedded PGlite unless DATABASE_URL is set.
 * The server is the built dist/api/server.mjs on plain node (no tsx; `npm run serve` runs the
 * sources through tsx for development). `npm start -- --no-build` serves the existing dist/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnPinnedNode } from './pinned-node.mjs';

await runOnPinnedNode(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const entry = path.join(root, 'dist', 'api', 'server.mjs');
if (!existsSync(entry)) {
  console.error('dist/api/server.mjs is missing: run `npm run build` (or `npm start` without --no-build).');
  process.exit(1);
}
const server = spawn(process.execPath, ['--enable-source-maps', entry], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
