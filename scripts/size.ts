/**
 * Size limits of the source code (issue 24, item 7), measured with the TypeScript compiler's
 * parser rather than regexes:
 *
 *   a function (declaration, method, accessor, constructor, function expression, arrow function,
 *   so also every React component and hook) spans at most MAX_FUNCTION_LINES lines, counted from
 *   its first token to its closing brace, nested functions included;
 *   a source file has at most MAX_FILE_LINES lines.
 *
 * Source means the non-test code of the packages below: tests, stories, test helpers and generated
 * files (*.gen.ts, migrations) are not held to these limits. Used by scripts/size.test.ts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 120;
export const MAX_FILE_LINES = 600;

export const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The folders whose source is measured (core/ is the React-free package, when it exists). */
export const measuredRoots = ['api', 'core', 'sdk', 'shell', 'remotes', 'design-system', 'brands'];

const skipDirs = new Set([
  'node_modules',
  'dist',
  'data',
  '.tmp',
  '.git',
  'migrations',
  'test',
  'testing',
  '.storybook',
]);
const codeFile = /\.(ts|tsx|mts|mjs|js)$/;

/** Tests, stories, test helpers, declaration and generated files: not measured. */
export function isMeasured(file: string): boolean {
  return (
    codeFile.test(file) &&
    !file.endsWith('.d.ts') &&
    !/\.gen\.ts$/.test(file) &&
    !/\.(test|e2e|stories)\.tsx?$/.test(file) &&
    !/test-(support|helpers)\.tsx?$/.test(file) &&
    !/(^|\/)(rspack|vitest|drizzle)\.config\.ts$/.test(file)
  );
}

/** Every measured file, relative to the repository root, sorted. */
export function sourceFiles(): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(repoRoot, rel)).sort()) {
      const child = `${rel}/${name}`;
      if (skipDirs.has(name)) continue;
      if (statSync(path.join(repoRoot, child)).isDirectory()) walk(child);
      else if (isMeasured(child)) out.push(child);
    }
  };
  for (const root of measuredRoots) if (existsSync(path.join(repoRoot, root))) walk(root);
  return out;
}

export interface Measure {
  /** path:line of the function's first token (or of the file's first line). */
  where: string;
  /** The function's name as a reader finds it (`CustomerView`, `Store.save`, `<arrow>`…). */
  name: string;
  lines: number;
}

function lineOf(source: ts.SourceFile, pos: number): number {
  return source.getLineAndCharacterOfPosition(pos).line + 1;
}

type FunctionNode =
  | ts.FunctionDeclaration
  | ts.MethodDeclaration
  | ts.ConstructorDeclaration
  | ts.GetAccessorDeclaration
  | ts.SetAccessorDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction;

function isFunction(node: ts.Node): node is FunctionNode {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node)
  );
}

/** The name a reader would search for: its own, the variable or property it is assigned to, or the call it is passed to. */
function nameOf(node: FunctionNode, source: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(source);
  let parent = node.parent;
  while (
    parent &&
    (ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      (ts.isCallExpression(parent) && parent.arguments.includes(node as ts.Expression) && isWrapper(parent)))
  ) {
    parent = parent.parent;
  }
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
  )
    return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText(source)}(…)`;
  if (parent && ts.isExportAssignment(parent)) return 'default';
  return ts.isArrowFunction(node) ? '<arrow>' : '<function>';
}

/** memo(…), forwardRef(…), useCallback(…) and the like keep the name of what they are assigned to. */
function isWrapper(call: ts.CallExpression): boolean {
  return /^(React\.)?(memo|forwardRef|useCallback|useMemo)$/.test(call.expression.getText());
}

/** Every function of one file's text, outermost first. */
export function measureFunctions(file: string, text: string): Measure[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out: Measure[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const first = lineOf(source, node.getStart(source));
      const last = lineOf(source, node.getEnd());
      out.push({ where: `${file}:${first}`, name: nameOf(node, source), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Lines of a file's text (a final newline does not start another line). */
export function countLines(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

export interface Offenders {
  functions: Measure[];
  files: Measure[];
}

/** The functions over MAX_FUNCTION_LINES and the files over MAX_FILE_LINES, largest first. */
export function offenders(files = sourceFiles()): Offenders {
  const functions: Measure[] = [];
  const big: Measure[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(repoRoot, file), 'utf8');
    const lines = countLines(text);
    if (lines > MAX_FILE_LINES) big.push({ where: `${file}:1`, name: path.basename(file), lines });
    for (const measure of measureFunctions(file, text))
      if (measure.lines > MAX_FUNCTION_LINES) functions.push(measure);
  }
  const bySize = (a: Measure, b: Measure) => b.lines - a.lines || a.where.localeCompare(b.where);
  return { functions: functions.sort(bySize), files: big.sort(bySize) };
}
