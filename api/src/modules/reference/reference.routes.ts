import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/context';
import type { BrandNameOf } from '../../openapi/document';

/**
 * The API reference at /api/docs: Swagger UI over /api/openapi.json, served from this app
 * (swagger-ui-dist from node_modules, no CDN). The page loads its scripts by `src` only, so it
 * lives under the app's Content-Security-Policy (no inline script).
 */
const swaggerUiFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files of swagger-ui-dist the page uses, and their types; nothing else is served. */
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page, titled with the brand of the host that serves it (never the platform's name on a reseller's host). */
const page = (brandName: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(brandName)} API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/reference.js"></script>
</body>
</html>
`;

const initializer = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'none',
    persistAuthorization: false,
  });
});
`;

/** GET /docs (the page) and GET /docs/assets/:file (its files). */
export function referenceRoutes(brandNameOf: BrandNameOf) {
  const router = new Hono<AppEnv>();
  router.get('/', async (c) => c.html(page(await brandNameOf(c)), 200, { 'Cache-Control': 'no-cache' }));
  router.get('/assets/reference.js', (c) =>
    c.body(initializer, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  router.get('/assets/:file', async (c) => {
    const file = c.req.param('file');
    const type = assets[file];
    if (!type) return c.json({ ok: false as const, error: 'Not found' }, 404);
    const body = await readFile(join(swaggerUiFolder, file));
    // Versioned by the package: a new swagger-ui-dist changes what revalidation returns.
    return c.body(body, 200, { 'Content-Type': type, 'Cache-Control': 'public, max-age=3600' });
  });
  return router;
}
