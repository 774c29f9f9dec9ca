import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, errorMessages } from '../../errors';
import { type CheckedImage, checkImage, maxPhotoBytes } from './photos.service';

/**
 * Refuses an upload body well over the photo limit before reading it into memory
 * (the form's boundaries and headers take a few hundred bytes on top of the file).
 */
export const photoBodyLimit = bodyLimit({
  maxSize: maxPhotoBytes + 64 * 1024,
  onError: () => {
    throw new AppError(400, errorMessages.imageSize);
  },
});

/** The `file` field of a multipart form (POST /space/save_photo, /users/save_photo), checked. */
export async function readPhotoUpload(c: Context): Promise<CheckedImage> {
  let file: unknown;
  try {
    file = (await c.req.parseBody()).file;
  } catch {
    throw new AppError(400, errorMessages.imageRequired);
  }
  if (!(file instanceof File)) throw new AppError(400, errorMessages.imageRequired);
  if (file.size > maxPhotoBytes) throw new AppError(400, errorMessages.imageSize);
  return checkImage(new Uint8Array(await file.arrayBuffer()));
}
