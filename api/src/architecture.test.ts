import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies go one way (issue 12 item 9, docs/architecture.md "Folders"): the engine
 * schedules and runs steps through the contracts in engine/contracts.ts; the modules' services
 * reach it only as executors and periodic jobs handed to startEngine where the app is composed
 * (channels/, server.ts). A source file under engine/ that imports modules/, channels/ or demo/
 * fails; tests are compositions (a campaign started through its module, then run) and may.
 */
const src = path.dirname(new URL(import.meta.url).pathname);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The folders (under api/src) that a file's relative imports reach. */
function importedFolders(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\(\s*|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((match) => {
    const target = path.resolve(path.dirname(file), match[1] as string);
    return path.relative(src, target).split(path.sep)[0] as string;
  });
}

describe('folders and their dependencies (issue 12 item 9)', () => {
  it('nothing under engine/ imports modules/, channels/ or demo/ (its tests may compose them)', () => {
    const sources = filesUnder(path.join(src, 'engine')).filter((file) => !file.endsWith('.test.ts'));
    const offending = sources.flatMap((file) =>
      importedFolders(file)
        .filter((folder) => ['modules', 'channels', 'demo'].includes(folder))
        .map((folder) => `${path.relative(src, file)} -> ${folder}/`),
    );
    expect(offending).toEqual([]);
  });

  it('the modules never import the channels or the demo seeding (their tests may compose them)', () => {
    const sources = filesUnder(path.join(src, 'modules')).filter((file) => !file.endsWith('.test.ts'));
    const offending = sources.flatMap((file) =>
      importedFolders(file)
        .filter((folder) => ['channels', 'demo'].includes(folder))
        .map((folder) => `${path.relative(src, file)} -> ${folder}/`),
    );
    expect(offending).toEqual([]);
  });

  it('finds an import that crosses (the check itself works)', () => {
    const folders = importedFolders(path.join(src, 'channels', 'default-registry.ts'));
    expect(folders).toContain('modules');
    expect(folders).toContain('engine');
  });
});
