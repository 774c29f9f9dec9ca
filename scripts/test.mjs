#!/usr/bin/env node
/**
 * npm test: the whole suite, in the order a failure is cheapest to find.
 *   1. biome (format + lint)       2. tsc (strict, every package)
 *   3. vitest: unit + api + repo (api again on real Postgres when TEST_DATABASE_URL is set)
 *   4. production build (API, shell, six remotes, e2e partner portal)
 *   5. Storybook build, checked for every component
 *   6. browser tests (playwright-core + Debian's Chromium) against the build, served as `npm start` does
 *      (node dist/api/server.mjs)
 * Ends with one line: `N passed, N failed`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runOnPinnedNode } from './pinned-node.mjs';

// On the pinned Node 24 even when started as `node scripts/test.mjs` by another Node.
await runOnPinnedNode(import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n── ${label}: ${[path.basename(command), ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, ok) {
  if (ok) passed++;
  else {
    failed++;
    failures.push(label);
  }
  console.log(`${ok ? '✓' : '✗'} ${label}`);
  return ok;
}

/** Count vitest's own results (each test is one pass or fail), from its JSON report. */
function vitest(label, args, env = {}) {
  const report = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    env,
  );
  if (!existsSync(report)) return check(`${label} (no report)`, false);
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests;
  failed += json.numFailedTests;
  for (const file of json.testResults) {
    for (const test of file.assertionResults)
      if (test.status === 'failed') failures.push(`${label}: ${test.fullName}`);
    // A file that fails to load has no assertions but must still count as a failure.
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failed++;
      failures.push(
        `${label}: ${path.relative(root, file.name)} (${file.message?.split('\n')[0] ?? 'failed'})`,
      );
    }
  }
  console.log(`${ok ? '✓' : '✗'} ${label}: ${json.numPassedTests} passed, ${json.numFailedTests} failed`);
  return ok;
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    run('apt-get update', '/usr/bin/apt-get', ['update', '-qq']);
    run('apt-get install chromium', '/usr/bin/apt-get', ['install', '-y', '-qq', 'chromium'], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
    if (existsSync(chromium)) return true;
  }
  console.error(
    `Chromium not found at ${chromium}. Install Debian's package: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
  return false;
}

check('biome check', run('biome', bin('biome'), ['check', '.']));
check('typecheck', run('tsc', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']));
vitest(
  process.env.TEST_DATABASE_URL ? 'unit, api and repo (PGlite and Postgres)' : 'unit, api and repo (PGlite)',
  ['--project', 'unit', '--project', 'api', '--project', 'repo'],
);
if (process.env.TEST_DATABASE_URL) {
  console.log(
    `API suite again on real Postgres (${process.env.TEST_DATABASE_URL.replace(/:[^:@/]*@/, ':***@')})`,
  );
}
const built = check('production build', run('build', process.execPath, ['scripts/build.mjs', '--portal']));
const storybook = run('storybook build', 'npm', ['run', '--silent', 'build-storybook'], {
  STORYBOOK_DISABLE_TELEMETRY: '1',
});
check('storybook build lists every component', storybook && storybookListsEveryComponent());
if (built && ensureChromium()) vitest('browser e2e', ['--config', 'e2e/vitest.config.ts']);
else check('browser e2e (not run: build or Chromium missing)', false);

function storybookListsEveryComponent() {
  const indexFile = path.join(root, 'dist', 'storybook', 'index.json');
  if (!existsSync(indexFile)) return false;
  const titles = new Set(
    Object.values(JSON.parse(readFileSync(indexFile, 'utf8')).entries).map((entry) =>
      entry.title.split('/').pop(),
    ),
  );
  const components = readdirSync(path.join(root, 'design-system', 'src', 'components'));
  const missing = components.filter((name) => !titles.has(name));
  if (missing.length) console.error(`Storybook is missing stories for: ${missing.join(', ')}`);
  return missing.length === 0;
}

if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
