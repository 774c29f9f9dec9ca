import type { AppDependencies } from '../../platform/context';
import { AppError, errorMessages } from '../../errors';
import { createRoute, createRouter, failure, idParams, z } from '../../openapi/contract';
import { findPhoto, type ImageType } from './photos.service';

const imageBytes = { schema: z.string().openapi({ format: 'binary' }) };
const imageContent: Record<ImageType, typeof imageBytes> = {
  'image/png': imageBytes,
  'image/jpeg': imageBytes,
  'image/webp': imageBytes,
  'image/gif': imageBytes,
};

export const getPhoto = createRoute({
  operationId: 'getPhoto',
  method: 'get',
  path: '/{id}',
  tags: ['Photos'],
  security: [],
  summary: 'A workspace avatar or a user photo, for <img src>',
  description:
    'Public, like any image link: an <img> sends no bearer token. The id changes with every upload, so the answer is cached for good.',
  request: { params: idParams },
  responses: {
    200: {
      description: 'The picture, in the type its bytes were told to be at upload',
      headers: {
        'Cache-Control': { description: 'public, max-age=31536000, immutable', schema: { type: 'string' } },
      },
      content: imageContent,
    },
    404: failure(errorMessages.notFound),
  },
});

/**
 * GET /photos/{id}: workspace avatars and user photos, for <img src>. Public, like
 * any image link: an <img> sends no bearer token. The id is a random UUID that
 * changes with every upload, so a link is known only to those shown the picture,
 * and it can be cached for good.
 */
export function photosRoutes(deps: AppDependencies) {
  const router = createRouter();

  router.openapi(getPhoto, async (c) => {
    const photo = await findPhoto(deps.db, c.req.valid('param').id);
    if (!photo) throw new AppError(404, errorMessages.notFound);
    return c.body(Buffer.from(photo.dataBase64, 'base64'), 200, {
      'Content-Type': photo.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  return router;
}
