import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import { AppError, errorMessages } from './errors';
import { guardedBody } from './input-guard';

/** The success envelope (spec platform §7): `{ ok: true, payload }`. */
export function ok<T>(c: Context, payload: T, status: ContentfulStatusCode = 200) {
  return c.json({ ok: true as const, payload }, status);
}

/**
 * Validates the JSON body the input guard parsed and checked (input-guard.ts); it is
 * never parsed twice. No body, a form or malformed JSON is a 400; a schema failure
 * throws a ZodError (400 in onError).
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const body = await guardedBody(c);
  if (body.kind !== 'json') throw new AppError(400, errorMessages.invalidJson);
  return schema.parse(body.value);
}

/** The JSON body when there is one (a DELETE may come without), undefined otherwise. */
export async function readOptionalJson(c: Context): Promise<unknown> {
  const body = await guardedBody(c);
  if (body.kind === 'form') throw new AppError(400, errorMessages.invalidJson);
  return body.kind === 'json' ? body.value : undefined;
}

/** Validates the query string (one value per key). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return schema.parse(c.req.query());
}
