import type { Context } from 'hono';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { parseByteRange } from './byte-range';
import { videoMessages } from './videos.schema';
import { videoFile } from './videos.service';

/**
 * A video's bytes with Range support: a <video> element seeks with
 * `Range: bytes=start-` and needs 206 Partial Content to do so.
 */
export async function serveVideoFile(
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
