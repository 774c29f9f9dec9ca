import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { browserForFile, openSignedIn } from './browser';
import { repoRoot } from './server';

const baseUrl = inject('baseUrl');
const browser = browserForFile();

/** Path -> content hash of every file under `dir`. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) walk(full);
      else out[path.relative(dir, full)] = createHash('sha256').update(readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

describe('deploying one remote alone', () => {
  it('rebuilds only the inbox remote (npm run build in remotes/inbox) and the running shell loads the new version on reload', async () => {
    const dist = path.join(repoRoot, 'dist');
    const page = await openSignedIn(browser(), baseUrl, '/inbox');
    const area = page.locator('[data-remote="inbox"]');
    await area.waitFor();
    const oldBuild = await area.getAttribute('data-build');

    const others = [
      'shell',
      ...['campaigns', 'billing', 'dialer', 'ai', 'admin'].map((name) => `remotes/${name}`),
    ];
    const before = Object.fromEntries(others.map((dir) => [dir, snapshot(path.join(dist, dir))]));
    const buildId = `redeploy-${Date.now()}`;
    // Built from its own folder with its own package.json's script, as a team deploying it alone would.
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: path.join(repoRoot, 'remotes', 'inbox'),
      env: { ...process.env, BUILD_ID: buildId },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);

    // Nothing else changed: the shell and the other remotes are byte for byte the same.
    for (const dir of others) expect(snapshot(path.join(dist, dir)), dir).toEqual(before[dir]);

    await page.reload();
    await area.waitFor();
    expect(await area.getAttribute('data-build')).toBe(buildId);
    expect(buildId).not.toBe(oldBuild);
    await page.context().close();
  });
});
