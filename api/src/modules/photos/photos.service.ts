import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { type PhotoOwnerKind, type PhotoRow, photos } from '../../db/schema';
import { AppError, errorMessages } from '../../errors';

/** Largest accepted picture (spec platform §5 "must not be too large"; the limit is ours). */
export const maxPhotoBytes = 2 * 1024 * 1024;

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((value, index) => bytes[offset + index] === value);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The picture's type from its first bytes, never from its name or the declared
 * type (both are the uploader's to choose). Null for anything else.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export interface CheckedImage {
  bytes: Uint8Array;
  contentType: ImageType;
}

/** Size first (a huge upload is refused whatever it is), then the type by magic bytes. */
export function checkImage(bytes: Uint8Array): CheckedImage {
  if (bytes.byteLength === 0) throw new AppError(400, errorMessages.imageRequired);
  if (bytes.byteLength > maxPhotoBytes) throw new AppError(400, errorMessages.imageSize);
  const contentType = detectImageType(bytes);
  if (!contentType) throw new AppError(400, errorMessages.imageType);
  return { bytes, contentType };
}

/** The link a stored photo is served at (GET /api/photos/{id}). */
export function photoLink(photoId: string): string {
  return `/api/photos/${photoId}`;
}

/**
 * Stores `image` as the owner's one photo, replacing the previous one, and returns
 * its link. Pass the transaction when the caller also writes the link somewhere.
 */
export async function savePhoto(
  db: Db,
  clock: Clock,
  owner: { kind: PhotoOwnerKind; id: string },
  image: CheckedImage,
): Promise<string> {
  await db.delete(photos).where(and(eq(photos.ownerKind, owner.kind), eq(photos.ownerId, owner.id)));
  const [row] = await db
    .insert(photos)
    .values({
      ownerKind: owner.kind,
      ownerId: owner.id,
      contentType: image.contentType,
      byteSize: image.bytes.byteLength,
      dataBase64: Buffer.from(image.bytes).toString('base64'),
      createdAt: clock.now(),
    })
    .returning({ id: photos.id });
  if (!row) throw new Error('insert into photos returned no row');
  return photoLink(row.id);
}

export async function deletePhotoOf(db: Db, owner: { kind: PhotoOwnerKind; id: string }): Promise<void> {
  await db.delete(photos).where(and(eq(photos.ownerKind, owner.kind), eq(photos.ownerId, owner.id)));
}

export async function findPhoto(db: Db, id: string): Promise<PhotoRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return row ?? null;
}
