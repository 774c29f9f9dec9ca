/**
 * The project runs on the Node that package.json pins (the npm `node` package, whose binary npm
 * links at node_modules/.bin/node). npm scripts find it first on PATH by themselves; a script
 * started by hand with another Node (`node scripts/test.mjs`) calls `runOnPinnedNode()` first and is
 * run again on the pinned one, with node_modules/.bin first on PATH for every tool it starts
 * (vitest, rspack, tsx: `#!/usr/bin/env node`).
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const binDir = path.join(root, 'node_modules', '.bin');
const pinned = path.join(binDir, 'node');

function sameFile(a, b) {
  const [x, y] = [statSync(a), statSync(b)];
  return x.dev === y.dev && x.ino === y.ino;
}

/** Resolves when this process is the pinned Node (or none is installed); else runs the script there and exits with it. */
export async function runOnPinnedNode(scriptUrl) {
  const paths = (process.env.PATH ?? '').split(path.delimiter);
  if (paths[0] !== binDir) process.env.PATH = [binDir, ...paths].join(path.delimiter);
  if (!existsSync(pinned) || sameFile(process.execPath, pinned)) return;
  const child = spawn(pinned, [...process.execArgv, fileURLToPath(scriptUrl), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
