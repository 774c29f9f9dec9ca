import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { requireFeature } from '../../platform/entitlements';
import { serveVideoFile } from './video-file';
import * as routes from './videos.routes';
import { workspaceCache } from './videos.schema';
import { deleteVideo, getVideo, listVideos, saveVideo, updateVideo } from './videos.service';

/** The handlers of /api/videos, one per declaration of videos.routes.ts, under its operationId. */
export function videosHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    uploadVideo: async (c) => {
      const { file, name, duration_seconds } = c.req.valid('form');
      const saved = await saveVideo(c.get('scope'), {
        bytes: new Uint8Array(await file.arrayBuffer()),
        fileName: file.name,
        name,
        durationSeconds: duration_seconds,
      });
      return c.json(okBody(saved), 201);
    },
    listVideos: async (c) => c.json(okBody(await listVideos(c.get('scope'), c.req.valid('query'))), 200),
    getVideo: async (c) => c.json(okBody(await getVideo(c.get('scope'), c.req.valid('param').id)), 200),
    getVideoFile: (c) =>
      serveVideoFile(
        c,
        deps.db,
        c.get('scope').spaceId,
        c.req.valid('param').id,
        c.req.valid('header').range,
        workspaceCache,
      ),
    updateVideo: async (c) =>
      c.json(okBody(await updateVideo(c.get('scope'), c.req.valid('param').id, c.req.valid('json'))), 200),
    deleteVideo: async (c) => c.json(okBody(await deleteVideo(c.get('scope'), c.req.valid('param').id)), 200),
  };
}

/**
 * /api/videos (outreach §2 /templates/videos): the workspace's videos and their
 * landing pages. `GET /{id}/file` plays one back for the workspace.
 */
export function videosRoutes(deps: AppDependencies) {
  const router = workspaceRouter(deps, requireFeature(deps, 'video'));
  return bindOperations(router, routes, videosHandlers(deps));
}
