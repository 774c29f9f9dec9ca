import type { Context } from 'hono';
import { z } from 'zod';
import { readJson } from '../../http';
import { assertNoNul } from './workflows.schema';

/**
 * `readJson` for the campaign and CSV calls, refusing a body that holds U+0000 anywhere
 * (Postgres text and jsonb can not store it: it would be a 500, never a user's error).
 */
export async function readCleanJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await readJson(c, z.unknown());
  assertNoNul(body);
  return schema.parse(body);
}
