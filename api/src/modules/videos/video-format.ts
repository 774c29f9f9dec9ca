import type { VideoMimeType } from '../../db/schema';

/**
 * The container of an uploaded video, read from its first bytes (docs/decisions.md
 * "Videos": mp4 or webm, checked by signature, never by the name or the browser's
 * content type). MP4 (ISO base media): a box whose type at bytes 4-7 is `ftyp`.
 * WebM: the EBML magic 1A 45 DF A3 with the DocType `webm` in the header (plain
 * Matroska .mkv shares the magic and is refused: browsers do not all play it).
 */
export function videoMimeTypeOf(bytes: Uint8Array): VideoMimeType | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return 'video/mp4';
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    return ascii(bytes, 0, Math.min(bytes.length, 64)).includes('webm') ? 'video/webm' : null;
  }
  return null;
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** A tiny file with an MP4 signature (tests and the demo; not a playable movie). */
export function mp4Signature(size = 64): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, 16));
  bytes.set([0, 0, 0, 0x18], 0);
  bytes.set(new TextEncoder().encode('ftypisom'), 4);
  for (let i = 16; i < bytes.length; i += 1) bytes[i] = i % 251;
  return bytes;
}

/** A tiny file with a WebM EBML header (tests). */
export function webmSignature(size = 64): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, 24));
  bytes.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 0);
  bytes.set(new TextEncoder().encode('webm'), 8);
  return bytes;
}
