import { describe, expect, it } from 'vitest';
import { databaseModes, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { tinyPng } from '../../../test/workspaces';
import { checkImage, detectImageType, savePhoto } from './photos.service';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part)] : part)));

describe('image checks', () => {
  it.each([
    ['PNG', tinyPng, 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xdb]), 'image/jpeg'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['WEBP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8L'), 'image/webp'],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['RIFF that is not WEBP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), null],
    ['PDF', bytes('%PDF-1.7'), null],
    ['empty', new Uint8Array(), null],
  ])('recognises %s by its first bytes', (_name, content, expected) => {
    expect(detectImageType(content)).toBe(expected);
  });

  it('checks size before type and refuses an empty file', () => {
    expect(() => checkImage(new Uint8Array())).toThrow('Please choose an image');
    expect(() => checkImage(new Uint8Array(2 * 1024 * 1024 + 1))).toThrow('The image must be at most 2 MB');
    expect(() => checkImage(bytes('hello'))).toThrow('The image must be a PNG, JPEG, WEBP or GIF');
    const exactlyTwoMegabytes = new Uint8Array(2 * 1024 * 1024);
    exactlyTwoMegabytes.set(tinyPng.subarray(0, 8));
    expect(checkImage(exactlyTwoMegabytes).contentType).toBe('image/png');
  });
});

describe.each(databaseModes())('GET /api/photos/{id} on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  it('serves a stored picture to anyone (an <img> sends no token), in its own type, cached for good', async () => {
    const member = await ctx.createMember();
    const link = await savePhoto(
      ctx.database.db,
      ctx.clock,
      { kind: 'user', id: member.user.id },
      checkImage(tinyPng),
    );
    const response = await ctx.app.request(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(tinyPng);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await ctx.request(`/api/photos/${id}`);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Not found' });
    }
  });
});
