import { z } from 'zod';

/**
 * An object schema for a payload whose whole shape the spec gives: a field it does not
 * name is refused with a 400 that names it ("Unknown field: colour"), rather than
 * silently dropped or, where the object is stored as it comes, kept. `notAnObject` is
 * the module's own words for a body that is not an object at all.
 */
export function strictObject<Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  options: { notAnObject?: string } = {},
) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
      }
      return options.notAnObject;
    },
  });
}
