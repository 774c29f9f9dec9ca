/**
 * The declarations of /api/public/videos (the public page /v/:videoId, no session), each named
 * by its operationId; the handlers are in public-videos.handlers.ts.
 */
import { createRoute, failure, idParams, success } from '../../openapi/contract';
import {
  PublicVideoSchema,
  publicCache,
  publicVideoQuery,
  videoFileHeaders,
  videoFileResponses,
  videoMessages,
} from './videos.schema';

const tags = ['Videos'] as const;

export const getPublicVideo = createRoute({
  operationId: 'getPublicVideo',
  method: 'get',
  path: '/{id}',
  tags,
  security: [],
  summary: "The public landing page's data (/v/{id}); each call counts one view",
  description:
    'No session: a video is public to whoever has its (random, unguessable) id, as a shared link is.',
  request: { params: idParams, query: publicVideoQuery },
  responses: {
    200: success(PublicVideoSchema, 'The landing page, placeholders filled'),
    404: failure(videoMessages.notFound),
  },
});

export const getPublicVideoFile = createRoute({
  operationId: 'getPublicVideoFile',
  method: 'get',
  path: '/{id}/file',
  tags,
  security: [],
  summary: 'Play a video on its public page (Range requests answered with 206)',
  request: { params: idParams, headers: videoFileHeaders },
  responses: videoFileResponses(publicCache),
});
