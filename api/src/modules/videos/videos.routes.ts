import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDependencies, AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { ok, readJson, readQuery } from '../../http';
import { assertStorableText } from '../../input-guard';
import { authenticate } from '../auth/auth.middleware';
import { requireSpace } from '../spaces/spaces.middleware';
import { parseByteRange } from './byte-range';
import {
  listVideosQuery,
  maxVideoBytes,
  publicVideoQuery,
  updateVideoInput,
  uploadVideoFields,
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

/** Room for the multipart envelope around a 50 MB file. */
const multipartOverhead = 64 * 1024;

/**
 * A video's bytes with Range support: a <video> element seeks with
 * `Range: bytes=start-` and needs 206 Partial Content to do so.
 */
async function serveFile(c: Context, db: Db, spaceId: string | null, id: string, cache: string) {
  const header = c.req.header('range');
  const result = await videoFile(db, spaceId, id, (size) => parseByteRange(header, size));
  if ('unsatisfiable' in result) {
    throw new AppError(416, videoMessages.rangeNotSatisfiable, {
      'Content-Range': `bytes */${result.unsatisfiable}`,
    });
  }
  const { file, range } = result;
  const headers: Record<string, string> = {
    'Content-Type': file.mimeType,
    'Content-Length': String(file.bytes.length),
    'Accept-Ranges': 'bytes',
    'Cache-Control': cache,
  };
  if (!range) return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, headers);
  headers['Content-Range'] = `bytes ${range.start}-${range.end}/${file.size}`;
  return c.body(file.bytes as Uint8Array<ArrayBuffer>, 206, headers);
}

/**
 * /api/videos (outreach §2 /templates/videos): the workspace's videos and their
 * landing pages. `GET /{id}/file` plays one back for the workspace.
 */
export function videosRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.use('*', authenticate(deps), requireSpace(deps));

  router.post(
    '/',
    bodyLimit({
      maxSize: maxVideoBytes + multipartOverhead,
      onError: () => {
        throw new AppError(413, videoMessages.tooLarge);
      },
    }),
    async (c) => {
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
        throw new AppError(400, videoMessages.multipart);
      }
      const form = await c.req.parseBody();
      assertStorableText([form.name]);
      const file = form.file;
      if (!(file instanceof File) || file.size === 0) throw new AppError(400, videoMessages.fileRequired);
      const fields = uploadVideoFields.parse({
        name: typeof form.name === 'string' ? form.name : undefined,
        duration_seconds: typeof form.duration_seconds === 'string' ? form.duration_seconds : undefined,
      });
      const saved = await saveVideo(c.get('scope'), {
        bytes: new Uint8Array(await file.arrayBuffer()),
        fileName: file.name,
        name: fields.name,
        durationSeconds: fields.duration_seconds,
      });
      return ok(c, saved, 201);
    },
  );

  router.get('/', async (c) => ok(c, await listVideos(c.get('scope'), readQuery(c, listVideosQuery))));
  router.get('/:id', async (c) => ok(c, await getVideo(c.get('scope'), c.req.param('id'))));
  router.get('/:id/file', (c) =>
    serveFile(c, deps.db, c.get('scope').spaceId, c.req.param('id'), 'private, max-age=3600'),
  );
  router.patch('/:id', async (c) =>
    ok(c, await updateVideo(c.get('scope'), c.req.param('id'), await readJson(c, updateVideoInput))),
  );
  router.delete('/:id', async (c) => ok(c, await deleteVideo(c.get('scope'), c.req.param('id'))));
  return router;
}

/**
 * /api/public/videos: what the public page /v/:videoId reads, with no session.
 * A video is public to whoever has its (random, unguessable) id, as a shared
 * link is; nothing of the workspace is shown beyond the landing page.
 */
export function publicVideosRoutes(deps: AppDependencies) {
  const router = new Hono<AppEnv>();
  router.get('/:id', async (c) => {
    const { p } = readQuery(c, publicVideoQuery);
    return ok(c, await publicVideo(deps, c.req.param('id'), p));
  });
  router.get('/:id/file', (c) => serveFile(c, deps.db, null, c.req.param('id'), 'public, max-age=86400'));
  return router;
}
