import { z } from 'zod';

/**
 * An object schema for a payload whose whole shape the spec gives: a field it does not
 * name is refused with a 400 that names it ("Unknown field: colour"), rather than
 * silently dropped or, where the object is stored as it comes, kept.
 */
export function strictObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : undefined,
  });
}
