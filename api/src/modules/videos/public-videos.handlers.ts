import type { AppDependencies } from '../../platform/context';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import * as routes from './public-videos.routes';
import { serveVideoFile } from './video-file';
import { publicCache } from './videos.schema';
import { publicVideo } from './videos.service';

/** The handlers of /api/public/videos, one per declaration of public-videos.routes.ts. */
export function publicVideosHandlers(deps: AppDependencies): Handlers<typeof routes> {
  return {
    getPublicVideo: async (c) =>
      c.json(okBody(await publicVideo(deps, c.req.valid('param').id, c.req.valid('query').p)), 200),
    getPublicVideoFile: (c) =>
      serveVideoFile(c, deps.db, null, c.req.valid('param').id, c.req.valid('header').range, publicCache),
  };
}

/**
 * /api/public/videos: what the public page /v/:videoId reads, with no session.
 * A video is public to whoever has its (random, unguessable) id, as a shared
 * link is; nothing of the workspace is shown beyond the landing page.
 */
export function publicVideosRoutes(deps: AppDependencies) {
  return bindOperations(createRouter(), routes, publicVideosHandlers(deps));
}
