import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../platform/context';
import { AppError } from '../errors';
import { textProblem } from '../platform/input-guard';
import { z } from './contract';

/** Room for the multipart envelope around the file. */
const multipartOverhead = 64 * 1024;

/**
 * The route middleware of a file upload (videos, voicemails), checked before the declared form:
 * a body over the file limit and its envelope is refused before any of it is parsed (413), and a
 * body that is not a form is told how to send it (400, rather than a bare 415).
 */
export function uploadGuards(limits: { maxBytes: number; tooLarge: string; notMultipart: string }) {
  const uploadLimit = bodyLimit({
    maxSize: limits.maxBytes + multipartOverhead,
    onError: () => {
      throw new AppError(413, limits.tooLarge);
    },
  });
  const multipartOnly = createMiddleware<AppEnv>(async (c, next) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      throw new AppError(400, limits.notMultipart);
    }
    await next();
  });
  return [uploadLimit, multipartOnly];
}

/** The first text a column could not store (NUL, a lone surrogate), of those given. */
export function firstTextProblem(texts: readonly unknown[]): string | undefined {
  for (const text of texts) {
    const problem = typeof text === 'string' ? textProblem(text) : undefined;
    if (problem) return problem;
  }
  return undefined;
}

/**
 * A form whose checks that name no field (terms, text, the file itself) come first, in the order
 * the route always made them, with their messages unprefixed; then the declared fields.
 */
export function formWithChecks<Schema extends z.ZodType>(
  problemOf: (form: Record<string, unknown>) => string | undefined,
  schema: Schema,
) {
  return z.preprocess((form, context) => {
    const problem = problemOf(typeof form === 'object' && form !== null ? { ...form } : {});
    if (problem) context.addIssue({ code: 'custom', message: problem });
    return form;
  }, schema);
}
