import type { Context } from 'hono';
import type { AppDependencies } from '../../platform/context';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import {
  createRoute,
  createRouter,
  failure,
  idParams,
  jsonBody,
  okBody,
  spaceQuery,
  success,
  z,
} from '../../openapi/contract';
import { featureLockedFailure, workspaceRoute, workspaceRouter } from '../../openapi/route-kinds';
import { requireFeature } from '../../platform/entitlements';
import { uploadGuards } from '../../openapi/uploads';
import { parseByteRange } from './byte-range';
import {
  listVideosQuery,
  maxVideoBytes,
  PublicVideoSchema,
  publicVideoQuery,
  updateVideoInput,
  uploadVideoForm,
  VideoDetailSchema,
  VideoPageSchema,
  VideoSchema,
  videoFileHeaders,
  videoMessages,
} from './videos.schema';
import {
  deleteVideo,
  getVideo,
  listVideos,
  publicVideo,
  saveVideo,
  updateVideo,
  videoFile,
} from './videos.service';

const tags = ['Videos'] as const;

/** 402 when the plan does not include the feature (platform/entitlements.ts). */
const locked = featureLockedFailure('video', 'growth');

/** Size and multipart checks before the declared form (openapi/uploads.ts). */
const uploadChecks = uploadGuards({
  maxBytes: maxVideoBytes,
  tooLarge: videoMessages.tooLarge,
  notMultipart: videoMessages.multipart,
});

const header = (description: string) => ({ description, schema: { type: 'string' as const } });
const videoBytes = { schema: z.string().openapi({ format: 'binary' }) };
const videoContent = { 'video/mp4': videoBytes, 'video/webm': videoBytes };

/** What a file route answers: whole, one range, or a range past the end (416). */
function fileResponses(cache: string) {
  return {
    200: {
      description: 'The whole file',
      headers: {
        'Accept-Ranges': header('bytes'),
        'Cache-Control': header(cache),
        'Content-Length': header('The file size in bytes'),
      },
      content: videoContent,
    },
    206: {
      description: 'The asked-for range of the file (a player seeking)',
      headers: {
        'Accept-Ranges': header('bytes'),
        'Cache-Control': header(cache),
        'Content-Length': header('The range size in bytes'),
        'Content-Range': header('bytes <start>-<end>/<size>'),
      },
      content: videoContent,
    },
    404: failure(videoMessages.notFound),
    416: {
      ...failure(videoMessages.rangeNotSatisfiable),
      headers: { 'Content-Range': header('bytes */<size>') },
    },
  };
}

const workspaceCache = 'private, max-age=3600';
const publicCache = 'public, max-age=86400';

export const uploadVideo = workspaceRoute({
  operationId: 'uploadVideo',
  method: 'post',
  path: '/',
  tags,
  summary: 'Upload a video: an .mp4 or .webm of at most 50 MB',
  middleware: uploadChecks,
  request: {
    body: { required: true, content: { 'multipart/form-data': { schema: uploadVideoForm } } },
  },
  responses: {
    402: locked,
    201: success(VideoSchema, 'The new video'),
    400: failure(`${videoMessages.multipart}; ${videoMessages.fileRequired}; ${videoMessages.duration}`),
    413: failure(videoMessages.tooLarge),
    415: failure(videoMessages.mp4OrWebmOnly),
  },
});

export const listVideosRoute = workspaceRoute({
  operationId: 'listVideos',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's videos, newest first, one page",
  request: { query: listVideosQuery.extend(spaceQuery.shape) },
  responses: {
    402: locked,
    200: success(VideoPageSchema, 'A page of videos'),
    400: failure('limit can not be more than 100'),
  },
});

export const getVideoRoute = workspaceRoute({
  operationId: 'getVideo',
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'One video, with the number of campaigns using it',
  request: { params: idParams },
  responses: {
    402: locked,
    200: success(VideoDetailSchema, 'The video'),
    404: failure(videoMessages.notFound),
  },
});

export const getVideoFile = workspaceRoute({
  operationId: 'getVideoFile',
  method: 'get',
  path: '/{id}/file',
  tags,
  summary: 'Play a video back for the workspace (Range requests answered with 206)',
  request: { params: idParams, headers: videoFileHeaders },
  responses: {
    402: locked,
    ...fileResponses(workspaceCache),
  },
});

export const updateVideoRoute = workspaceRoute({
  operationId: 'updateVideo',
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Rename a video or change its landing page (title, message, button, tracking domain)',
  request: { params: idParams, body: jsonBody(updateVideoInput) },
  responses: {
    402: locked,
    200: success(VideoSchema, 'The video as it is now'),
    400: failure(`button_url: ${videoMessages.invalidUrl}; button_text: ${videoMessages.required}`),
    404: failure(`${videoMessages.notFound}; ${videoMessages.trackingDomainNotFound}`),
  },
});

export const deleteVideoRoute = workspaceRoute({
  operationId: 'deleteVideo',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a video (a campaign step showing it then waits for another one)',
  request: { params: idParams },
  responses: {
    402: locked,
    200: success(z.object({ _id: z.string() }), 'The deleted video'),
    404: failure(videoMessages.notFound),
  },
});

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
  responses: fileResponses(publicCache),
});

/**
 * A video's bytes with Range support: a <video> element seeks with
 * `Range: bytes=start-` and needs 206 Partial Content to do so.
 */
async function serveFile(
  c: Context,
  db: Db,
  spaceId: string | null,
  id: string,
  range: string | undefined,
  cache: string,
) {
  const result = await videoFile(db, spaceId, id, (size) => parseByteRange(range, size));
  if ('unsatisfiable' in result) {
    throw new AppError(416, videoMessages.rangeNotSatisfiable, {
      'Content-Range': `bytes */${result.unsatisfiable}`,
    });
  }
  const { file, range: served } = result;
  const headers: Record<string, string> = {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.bytes.length),
    'Accept-Ranges': 'bytes',
    'Cache-Control': cache,
  };
  if (!served) return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers);
  headers['Content-Range'] = `bytes ${served.start}-${served.end}/${file.size}`;
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 206, headers);
}

/**
 * /api/videos (outreach §2 /templates/videos): the workspace's videos and their
 * landing pages. `GET /{id}/file` plays one back for the workspace.
 */
export function videosRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps, requireFeature(deps, 'video'));

  router.openapi(uploadVideo, async (c) => {
    const { file, name, duration_seconds } = c.req.valid('form');
    const saved = await saveVideo(c.get('scope'), {
      bytes: new Uint8Array(await file.arrayBuffer()),
      fileName: file.name,
      name,
      durationSeconds: duration_seconds,
    });
    return c.json(okBody(saved), 201);
  });

  router.openapi(listVideosRoute, async (c) =>
    c.json(okBody(await listVideos(c.get('scope'), c.req.valid('query'))), 200),
  );
  router.openapi(getVideoRoute, async (c) =>
    c.json(okBody(await getVideo(c.get('scope'), c.req.valid('param').id)), 200),
  );
  router.openapi(getVideoFile, (c) =>
    serveFile(
      c,
      deps.db,
      c.get('scope').spaceId,
      c.req.valid('param').id,
      c.req.valid('header').range,
      workspaceCache,
    ),
  );
  router.openapi(updateVideoRoute, async (c) =>
    c.json(okBody(await updateVideo(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 200),
  );
  router.openapi(deleteVideoRoute, async (c) =>
    c.json(okBody(await deleteVideo(c.get('scope'), c.req.valid('param').id)), 200),
  );
  return router;
}

/**
 * /api/public/videos: what the public page /v/:videoId reads, with no session.
 * A video is public to whoever has its (random, unguessable) id, as a shared
 * link is; nothing of the workspace is shown beyond the landing page.
 */
export function publicVideosRoutes(deps: AppDependencies) {
  const router = createRouter();
  router.openapi(getPublicVideo, async (c) =>
    c.json(okBody(await publicVideo(deps, c.req.valid('param').id, c.req.valid('query').p)), 200),
  );
  router.openapi(getPublicVideoFile, (c) =>
    serveFile(c, deps.db, null, c.req.valid('param').id, c.req.valid('header').range, publicCache),
  );
  return router;
}
