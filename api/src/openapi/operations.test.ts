import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One operation, one findable place (issue 24 item 6): a `*.routes.ts` file holds declarations
 * only, each export named by its operationId, and its sibling `*.handlers.ts` holds the handlers
 * under the same names (`Handlers<typeof routes>`, bound by `bindOperations`). Nothing registers
 * a declared route any other way.
 */
const src = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Route files not split yet (the list may only shrink; the test fails on an entry that passes).
 */
const notYetSplit = new Set<string>([]);

const files = sourceFiles(src).map((file) => ({
  file: path.relative(src, file).split(path.sep).join('/'),
  text: readFileSync(file, 'utf8'),
}));

/** A declared route registered by hand: `.openapi(someRoute, handler)` (not zod's `.openapi('Name')`). */
const handRegistration = /\.openapi\(\s*[A-Za-z_$][\w$.]*\s*,/;

describe('route declarations and handlers (issue 24 item 6)', () => {
  it('registers every declared route through bindOperations, never by hand', () => {
    const byHand = files
      .filter(({ file, text }) => file !== 'openapi/operations.ts' && handRegistration.test(text))
      .map(({ file }) => file)
      .filter((file) => !notYetSplit.has(file));
    expect(byHand).toEqual([]);
  });

  it('keeps declarations apart from handlers, named by their operationId, a handlers file beside each', () => {
    const problems: string[] = [];
    const names = new Set(files.map(({ file }) => file));
    const stillMixed = new Set<string>();
    for (const { file, text } of files.filter(({ file }) => file.endsWith('.routes.ts'))) {
      const declarations = [
        // A kind's call, possibly around one helper that adds the route's own params (onRow's).
        ...text.matchAll(/^export const (\w+) = \w*[rR]oute\(\s*(?:\w+\(\s*)?\{\n\s+operationId: '(\w+)'/gm),
      ];
      if (declarations.length === 0) continue;
      for (const [, name, operationId] of declarations) {
        if (name !== operationId) problems.push(`${file}: ${name} is declared as ${operationId}`);
      }
      const otherExports = [...text.matchAll(/^export (?:async )?(?:function|const|class|let) (\w+)/gm)]
        .map(([, name]) => name)
        .filter((name) => !declarations.some(([, declared]) => declared === name));
      if (otherExports.length > 0)
        problems.push(`${file}: exports more than declarations (${otherExports.join(', ')})`);
      const handlers = file.replace(/\.routes\.ts$/, '.handlers.ts');
      if (!names.has(handlers)) problems.push(`${file}: no ${path.basename(handlers)} beside it`);
    }
    const open = problems.filter((problem) => {
      const file = problem.split(':')[0] as string;
      if (notYetSplit.has(file)) stillMixed.add(file);
      return !notYetSplit.has(file);
    });
    expect(open).toEqual([]);
    const done = [...notYetSplit].filter(
      (file) => !stillMixed.has(file) && !files.some((f) => f.file === file && handRegistration.test(f.text)),
    );
    expect(done, 'split now: take these off notYetSplit').toEqual([]);
  });
});
