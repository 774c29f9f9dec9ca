import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The frame subpaths ('@outreach/sdk/area-app', '@outreach/sdk/area-tabs') are bundled into each
 * remote, while '@outreach/sdk' itself is a module-federation singleton. A relative import of the
 * sdk's own code from them ('./i18n', './routing') gave every remote its own i18n without the
 * shell's namespaces, and the locked-page panel showed raw keys (`upgrade.lockedPage`). They reach
 * the sdk's code through the package name only.
 */
const frames = ['area-app.tsx', 'area-tabs.tsx', 'call-card.tsx'];

describe('sdk frame subpaths', () => {
  it.each(frames)('%s imports the sdk through @outreach/sdk, never by a relative path', (file) => {
    const source = readFileSync(path.join(import.meta.dirname, file), 'utf8');
    const relative = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map(([, spec]) => spec);
    expect(relative).toEqual([]);
  });
});
