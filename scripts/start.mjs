#!/usr/bin/env node
/**
 * npm start: build the shell and every remote, then serve everything (API, socket.io,
 * static files) from one process on PORT (3000), on embedded PGlite unless DATABASE_URL
 * is set. `npm start -- --no-build` serves the existing dist/.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), ['api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
