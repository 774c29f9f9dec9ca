import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { AppError, errorMessages } from './errors';

/** The success envelope (spec platform §7): `{ ok: true, payload }`. */
export function ok<T>(c: Context, payload: T, status: ContentfulStatusCode = 200) {
  return c.json({ ok: true as const, payload }, status);
}

/** Reads and validates a JSON body. Malformed JSON is a 400; a schema failure throws a ZodError (400 in onError). */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError(400, errorMessages.invalidJson);
  }
  return schema.parse(body);
}

/** Validates the query string (one value per key). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return schema.parse(c.req.query());
}
