/**
 * The one `Range: bytes=...` form a <video> element sends (RFC 9110 §14.1.2):
 * `start-end`, `start-` or the suffix `-length`. Several ranges at once are
 * served whole (200) rather than as multipart/byteranges, which players never
 * ask for. `null` = serve the whole file; `'unsatisfiable'` = answer 416.
 */
export interface ByteRange {
  start: number;
  /** Inclusive, as in Content-Range. */
  end: number;
}

export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const length = Number(to);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return 'unsatisfiable';
  return { start, end };
}
