import type { AppDependencies } from '../../platform/context';
import { AppError, errorMessages } from '../../errors';
import { createRouter } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import * as routes from './photos.routes';
import { findPhoto } from './photos.service';

/** The handler of /photos, under the operationId of its declaration in photos.routes.ts. */
export function photosHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    getPhoto: async (c) => {
      const photo = await findPhoto(deps.db, c.req.valid('param').id);
      if (!photo) throw new AppError(404, errorMessages.notFound);
      return c.body(Buffer.from(photo.dataBase64, 'base64'), 200, {
        'Content-Type': photo.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'",
      });
    },
  };
}

/**
 * GET /photos/{id}: workspace avatars and user photos, for <img src>. Public, like
 * any image link: an <img> sends no bearer token. The id is a random UUID that
 * changes with every upload, so a link is known only to those shown the picture,
 * and it can be cached for good.
 */
export function photosRoutes(deps: AppDependencies) {
  return bindOperations(createRouter(), routes, photosHandlers(deps));
}
