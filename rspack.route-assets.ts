/**
 * issue 25: `route-assets.json` next to a remote's `remoteEntry.js`, so the server can name in a page's
 * HTML the code that page will run (`<link rel="preload">`, api/src/static.ts) while the shell's own
 * code still downloads, instead of the browser learning each file only from the one before it
 * (main chunk -> manifest -> entry -> the route's chunks).
 *
 *   { "entry": "remoteEntry.js",
 *     "app": ["__federation_expose_App.1a2b.js"],          the ./App expose's own chunks
 *     "strings": { "en": ["strings-en.3c4d.js"], … },      the remote's strings, one file per language
 *     "routes": [{ "path": "/inbox/:profileId?", "files": ["2821.5e6f.js"] },
 *                { "path": "/dashboard", "redirect": "/dashboard/my-dashboard" }, …] }
 *
 * The routes come from the remote's `src/routes.tsx`, read with the TypeScript parser: each object of
 * the exported `routes` array with a string `path`, and a string `redirect` or a `Page` that is
 * a lazy page, `lazyPage(() => import(<page>))` (inline or through a constant of the same file). The files of a page
 * are the chunk group rspack made for that `import()` (its origin: routes.tsx and that request). A
 * route written another way is listed without files: nothing is preloaded for it, the page still
 * loads as before.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Compilation, type Compiler, sources } from '@rspack/core';
import ts from 'typescript';

export interface RouteAssetRoute {
  path: string;
  redirect?: string;
  files?: string[];
}

export interface RouteAssets {
  entry: string;
  app: string[];
  strings: Record<string, string[]>;
  routes: RouteAssetRoute[];
}

/** The import specifier of `lazyPage(() => import(<specifier>))`, or undefined. */
function lazyImport(node: ts.Expression | undefined): string | undefined {
  if (!node || !ts.isCallExpression(node) || node.expression.getText() !== 'lazyPage') return undefined;
  const loader = node.arguments[0];
  if (!loader || !ts.isArrowFunction(loader) || !ts.isCallExpression(loader.body)) return undefined;
  const call = loader.body;
  const specifier = call.arguments[0];
  return call.expression.kind === ts.SyntaxKind.ImportKeyword && specifier && ts.isStringLiteral(specifier)
    ? specifier.text
    : undefined;
}

function propertyValue(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && property.name.getText() === name) return property.initializer;
  }
  return undefined;
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = propertyValue(object, name);
  return value && ts.isStringLiteral(value) ? value.text : undefined;
}

/** The file's top-level constants by name (`const X = …`). */
function topLevelConstants(file: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) {
        constants.set(declaration.name.text, declaration.initializer);
      }
    }
  }
  return constants;
}

/** Each route of `source` (a routes.tsx): its path, and its redirect or its page's import specifier. */
export function readRoutes(source: string): { path: string; redirect?: string; request?: string }[] {
  const file = ts.createSourceFile('routes.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const constants = topLevelConstants(file);
  const exported = constants.get('routes');
  const list = exported && ts.isArrayLiteralExpression(exported) ? exported : undefined;
  const routes: { path: string; redirect?: string; request?: string }[] = [];
  for (const element of list?.elements ?? []) {
    if (!ts.isObjectLiteralExpression(element)) continue;
    const routePath = stringProperty(element, 'path');
    if (!routePath) continue;
    const redirect = stringProperty(element, 'redirect');
    const page = propertyValue(element, 'Page');
    const request = lazyImport(page && ts.isIdentifier(page) ? constants.get(page.text) : page);
    routes.push({ path: routePath, ...(redirect ? { redirect } : {}), ...(request ? { request } : {}) });
  }
  return routes;
}

/** The JavaScript files of a chunk group (its chunks' files, in order). */
function jsFiles(files: Iterable<string>): string[] {
  return [...files].filter((file) => file.endsWith('.js'));
}

export function routeAssetsOf(compilation: Compilation, routesFile: string): RouteAssets {
  const routesPath = path.resolve(compilation.compiler.context, routesFile);
  const pages = new Map<string, string[]>();
  const strings: Record<string, string[]> = {};
  let app: string[] = [];
  for (const group of compilation.chunkGroups) {
    if (group.name === '__federation_expose_App') app = jsFiles(group.getFiles());
    for (const origin of group.origins) {
      const resource = (origin.module as { resource?: string } | undefined)?.resource;
      if (resource === routesPath && origin.request) pages.set(origin.request, jsFiles(group.getFiles()));
    }
  }
  for (const chunk of compilation.chunks) {
    const language = chunk.name?.match(/^strings-(\w+)$/)?.[1];
    if (language) strings[language] = jsFiles(chunk.files);
  }
  const routes = readRoutes(readFileSync(routesPath, 'utf8')).map(
    ({ path: routePath, redirect, request }) => {
      const files = request ? pages.get(request) : undefined;
      return { path: routePath, ...(redirect ? { redirect } : {}), ...(files ? { files } : {}) };
    },
  );
  return { entry: 'remoteEntry.js', app, strings, routes };
}

/** Writes route-assets.json for the remote whose routes are in `routesFile`. */
export class RouteAssetsPlugin {
  constructor(private readonly routesFile: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RouteAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteAssets', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // The federation plugin's builds of shared fallbacks run this plugin too: not a remote's App.
          if (!compilation.chunkGroups.some((group) => group.name === '__federation_expose_App')) return;
          const assets = routeAssetsOf(compilation, this.routesFile);
          compilation.emitAsset('route-assets.json', new sources.RawSource(JSON.stringify(assets)));
        },
      );
    });
  }
}

/**
 * The shell's `start-assets.json`: what a signed-in page loads as soon as the main chunk runs (the
 * signed-in app, the federation instance, the English page strings), so the server can hint it
 * beside the main chunk too: `{ "signedIn": ["signed-in.1a2b.js", …] }`. The groups are those of
 * the start imports (`startRequests`, the requests bootstrap.tsx's loads make, wherever they are
 * written), without the main chunk.
 */
export function shellStartAssetsOf(compilation: Compilation, startRequests: readonly string[]): string[] {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((origin) => origin.request && startRequests.includes(origin.request))) continue;
    for (const chunk of group.chunks) {
      if (chunk.name !== 'main') for (const file of jsFiles(chunk.files)) files.add(file);
    }
  }
  for (const chunk of compilation.chunks) {
    if (chunk.name === 'page-strings-en') for (const file of jsFiles(chunk.files)) files.add(file);
  }
  return [...files];
}

export class ShellStartAssetsPlugin {
  constructor(private readonly startRequests: readonly string[]) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ShellStartAssets', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ShellStartAssets', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const signedIn = shellStartAssetsOf(compilation, this.startRequests);
          compilation.emitAsset('start-assets.json', new sources.RawSource(JSON.stringify({ signedIn })));
        },
      );
    });
  }
}
