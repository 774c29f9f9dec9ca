/** The declaration of /photos, named by its operationId; the handler is in photos.handlers.ts. */
import { errorMessages } from '../../errors';
import { createRoute, failure, idParams, z } from '../../openapi/contract';
import type { ImageType } from './photos.service';

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
