/**
 * npm run api:types — writes the contract types of @outreach/core from the API's declarations: the app is
 * built on an in-memory database, its /api/openapi.json read and turned into TypeScript.
 */
import { writeFile } from 'node:fs/promises';
import { clientTypesFile, generateClientTypes } from '../api/src/openapi/client-types';
import { createTestContext } from '../api/test/helpers';

const ctx = await createTestContext();
try {
  const document = await (await ctx.app.request('/api/openapi.json')).json();
  await writeFile(clientTypesFile, await generateClientTypes(document));
  console.log(`api:types: ${clientTypesFile} written (${Object.keys(document.paths).length} paths)`);
} finally {
  await ctx.close();
}
