import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import * as routes from './csv-import.routes';
import { importCsv, importProgress } from './csv-import.service';
import { uploadCsv } from './csv-upload';

/** The handlers of the CSV calls, one per declaration of csv-import.routes.ts, under its operationId. */
export const csvImportHandlers: Handlers<typeof routes> = {
  uploadCsvFile: async (c) => c.json(okBody(await uploadCsv(c.get('scope'), c.req.valid('form').file)), 201),
  importCsvFile: async (c) => c.json(okBody(await importCsv(c.get('scope'), c.req.valid('json'))), 200),
  getCsvImport: async (c) =>
    c.json(okBody(await importProgress(c.get('scope'), c.req.valid('param').id)), 200),
};

/**
 * The CSV calls of outreach §7, mounted inside the workflows router (which has
 * already authenticated and picked the workspace): upload_csv_file,
 * set_data_from_csv_file and csv_imports/{id}.
 */
export function csvImportRoutes() {
  return bindOperations(createRouter(), routes, csvImportHandlers);
}
