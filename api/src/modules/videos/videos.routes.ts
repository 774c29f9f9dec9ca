/**
 * The declarations of /api/videos, each named by its operationId; the handlers are in
 * videos.handlers.ts (the public page's routes are in public-videos.routes.ts).
 */
import { failure, idParams, jsonBody, spaceQuery, success, z } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import { uploadGuards } from '../../openapi/uploads';
import {
  listVideosQuery,
  maxVideoBytes,
  updateVideoInput,
  uploadVideoForm,
  VideoDetailSchema,
  VideoPageSchema,
  VideoSchema,
  videoFileHeaders,
  videoFileResponses,
  videoMessages,
  workspaceCache,
} from './videos.schema';

const tags = ['Videos'] as const;

/** Every route answers 402 when the plan does not include the feature (platform/entitlements.ts). */
const videoRoute = featureRoute('video', 'growth');

/** Size and multipart checks before the declared form (openapi/uploads.ts). */
const uploadChecks = uploadGuards({
  maxBytes: maxVideoBytes,
  tooLarge: videoMessages.tooLarge,
  notMultipart: videoMessages.multipart,
});

export const uploadVideo = videoRoute({
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
    201: success(VideoSchema, 'The new video'),
    400: failure(`${videoMessages.multipart}; ${videoMessages.fileRequired}; ${videoMessages.duration}`),
    413: failure(videoMessages.tooLarge),
    415: failure(videoMessages.mp4OrWebmOnly),
  },
});

export const listVideos = videoRoute({
  operationId: 'listVideos',
  method: 'get',
  path: '/',
  tags,
  summary: "The workspace's videos, newest first, one page",
  request: { query: listVideosQuery.extend(spaceQuery.shape) },
  responses: {
    200: success(VideoPageSchema, 'A page of videos'),
    400: failure('limit can not be more than 100'),
  },
});

export const getVideo = videoRoute({
  operationId: 'getVideo',
  method: 'get',
  path: '/{id}',
  tags,
  summary: 'One video, with the number of campaigns using it',
  request: { params: idParams },
  responses: {
    200: success(VideoDetailSchema, 'The video'),
    404: failure(videoMessages.notFound),
  },
});

export const getVideoFile = videoRoute({
  operationId: 'getVideoFile',
  method: 'get',
  path: '/{id}/file',
  tags,
  summary: 'Play a video back for the workspace (Range requests answered with 206)',
  request: { params: idParams, headers: videoFileHeaders },
  responses: {
    ...videoFileResponses(workspaceCache),
  },
});

export const updateVideo = videoRoute({
  operationId: 'updateVideo',
  method: 'patch',
  path: '/{id}',
  tags,
  summary: 'Rename a video or change its landing page (title, message, button, tracking domain)',
  request: { params: idParams, body: jsonBody(updateVideoInput) },
  responses: {
    200: success(VideoSchema, 'The video as it is now'),
    400: failure(`button_url: ${videoMessages.invalidUrl}; button_text: ${videoMessages.required}`),
    404: failure(`${videoMessages.notFound}; ${videoMessages.trackingDomainNotFound}`),
  },
});

export const deleteVideo = videoRoute({
  operationId: 'deleteVideo',
  method: 'delete',
  path: '/{id}',
  tags,
  summary: 'Delete a video (a campaign step showing it then waits for another one)',
  request: { params: idParams },
  responses: {
    200: success(z.object({ _id: z.string() }), 'The deleted video'),
    404: failure(videoMessages.notFound),
  },
});
