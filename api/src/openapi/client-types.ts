import openapiTS, { astToString } from 'openapi-typescript';

/** Where @outreach/core keeps the contract types generated from `/api/openapi.json` (`npm run api:types`). */
export const clientTypesFile = 'core/src/contract/contract.gen.ts';

const banner = `/**
 * Generated from GET /api/openapi.json by \`npm run api:types\` (openapi-typescript). Do not edit:
 * change the route's declaration in api/src/modules and run the command again. openapi.test.ts
 * fails while this file and the document disagree.
 */
`;

/**
 * The TypeScript of the API contract: one entry per path and method, with its params, query,
 * body and responses, as the typed client reads them (core/src/contract/index.ts).
 */
export async function generateClientTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    exportType: false,
  });
  return `${banner}${astToString(ast)}`;
}
