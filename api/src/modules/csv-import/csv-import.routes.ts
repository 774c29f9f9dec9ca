import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../context';
import { AppError } from '../../errors';
import { ok, readJson, readQuery } from '../../http';
import { csvMessages, importCsvInput, maxCsvBytes, uploadCsvQuery } from './csv-import.schema';
import { importCsv, importProgress, uploadCsv } from './csv-import.service';

/**
 * The CSV calls of outreach §7, mounted inside the workflows router (which has
 * already authenticated and picked the workspace): upload_csv_file,
 * set_data_from_csv_file and csv_imports/{id}.
 */
export function csvImportRoutes() {
  const router = new Hono<AppEnv>();

  router.post(
    '/upload_csv_file',
    // A body well over 5 MB is refused before it is read (the form adds a few hundred bytes).
    bodyLimit({
      maxSize: maxCsvBytes + 64 * 1024,
      onError: () => {
        throw new AppError(400, csvMessages.tooLarge);
      },
    }),
    async (c) => {
      readQuery(c, uploadCsvQuery);
      let file: unknown;
      try {
        file = (await c.req.parseBody()).file;
      } catch {
        throw new AppError(400, csvMessages.noFile);
      }
      if (!(file instanceof File)) throw new AppError(400, csvMessages.noFile);
      return ok(c, await uploadCsv(c.get('scope'), file), 201);
    },
  );

  router.post('/set_data_from_csv_file', async (c) => {
    const input = await readJson(c, importCsvInput);
    return ok(c, await importCsv(c.get('scope'), input));
  });

  router.get('/csv_imports/:id', async (c) => ok(c, await importProgress(c.get('scope'), c.req.param('id'))));

  return router;
}
