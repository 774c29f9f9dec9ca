import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { postMalformedForm } from '../../../test/workspaces';
import { campaignProspects, prospects, videoViews, workflows } from '../../db/schema';
import { parseByteRange } from './byte-range';
import { mp4Signature, videoMimeTypeOf, webmSignature } from './video-format';

describe('video signatures and byte ranges', () => {
  it('tells mp4 and webm by their first bytes; anything else is refused', () => {
    expect(videoMimeTypeOf(mp4Signature())).toBe('video/mp4');
    expect(videoMimeTypeOf(webmSignature())).toBe('video/webm');
    const matroska = webmSignature();
    matroska.set(new TextEncoder().encode('mkvx'), 8);
    expect(videoMimeTypeOf(matroska)).toBeNull();
    expect(videoMimeTypeOf(new TextEncoder().encode('GIF89a not a video at all'))).toBeNull();
  });

  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    [undefined, null],
  ] as const)('Range %s of a 1000-byte file', (header, expected) => {
    expect(parseByteRange(header, 1000)).toEqual(expected);
  });
});

describe.each(databaseModes())('videos on %s', (mode) => {
  let ctx: TestContext;
  let member: Member;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    member = await opened.createMember();
  });

  interface UploadOptions {
    bytes?: Uint8Array;
    fileName?: string;
    name?: string;
    duration?: string;
    who?: Member;
    noFile?: boolean;
  }

  async function upload(options: UploadOptions = {}) {
    const form = new FormData();
    if (!options.noFile) {
      const bytes = options.bytes ?? mp4Signature(2048);
      form.set(
        'file',
        new File([new Uint8Array(bytes)], options.fileName ?? 'Intro.mp4', { type: 'video/mp4' }),
      );
    }
    if (options.name !== undefined) form.set('name', options.name);
    if (options.duration !== undefined) form.set('duration_seconds', options.duration);
    const response = await ctx.api.post('/videos', { token: (options.who ?? member).token, body: form });
    return { status: response.status, body: response.body };
  }

  function payloadOf(result: Awaited<ReturnType<typeof upload>>) {
    if (!result.body.ok) throw new Error(result.body.error);
    return result.body.payload;
  }

  it('uploads an mp4 (named after the file unless a name is sent) and a webm; lists them newest first', async () => {
    const who = await ctx.createMember();
    const first = await upload({ who, duration: '12.4' });
    expect(first.status).toBe(201);
    expect(payloadOf(first)).toMatchObject({
      name: 'Intro',
      mime_type: 'video/mp4',
      size_bytes: 2048,
      duration_seconds: 12,
      views_count: 0,
      public_path: `/v/${payloadOf(first)._id}`,
    });
    ctx.clock.advance(1000);
    const second = payloadOf(
      await upload({ who, bytes: webmSignature(512), fileName: 'r.webm', name: 'Demo' }),
    );
    expect(second).toMatchObject({ name: 'Demo', mime_type: 'video/webm', duration_seconds: null });

    const list = await ctx.api.get('/videos', { token: who.token });
    expect(list.payload.total).toBe(2);
    expect(list.payload.limit).toBe(24);
    expect(list.payload.items.map((item) => item.name)).toEqual(['Demo', 'Intro']);
    const paged = await ctx.api.get('/videos', { query: { limit: 1, offset: 1 }, token: who.token });
    expect(paged.payload.items.map((item) => item.name)).toEqual(['Intro']);
  });

  it('refuses: no file (400), not an mp4 or webm by its bytes (415), over 50 MB (413), not multipart (400)', async () => {
    expect(await upload({ noFile: true })).toEqual({
      status: 400,
      body: { ok: false, error: 'Please choose a file' },
    });
    const renamed = await upload({
      bytes: new TextEncoder().encode('just text, named .mp4'),
      fileName: 'a.mp4',
    });
    expect(renamed).toEqual({
      status: 415,
      body: { ok: false, error: 'Only .mp4 and .webm videos can be uploaded' },
    });
    const huge = await upload({ bytes: mp4Signature(50 * 1024 * 1024 + 1) });
    expect(huge).toEqual({ status: 413, body: { ok: false, error: 'The file must be at most 50 MB' } });
    expect((await upload({ duration: '-3' })).body).toEqual({
      ok: false,
      error: 'duration_seconds: duration_seconds must be a whole number from 0 to 600',
    });
    const json = await ctx.request('/api/videos', {
      token: member.token,
      method: 'POST',
      body: { file: 'x' },
    });
    expect(json.body).toEqual({ ok: false, error: 'Send the file as multipart/form-data' });
  });

  it('the upload form is checked before anything is stored: text Postgres can not keep, a broken form, a bad length', async () => {
    expect((await upload({ name: 'a\u0000b' })).body).toEqual({
      ok: false,
      error: 'Text can not contain NUL characters',
    });
    // Named after the file when no name is sent: its name is text to store too.
    expect((await upload({ fileName: 'a\u0000b.mp4' })).body).toEqual({
      ok: false,
      error: 'Text can not contain NUL characters',
    });
    expect((await upload({ duration: 'long' })).body).toEqual({
      ok: false,
      error: 'duration_seconds: duration_seconds must be a whole number from 0 to 600',
    });
    expect((await upload({ noFile: true, name: 'x'.repeat(101) })).body).toEqual({
      ok: false,
      error: 'Please choose a file',
    });
    expect(await postMalformedForm(ctx, '/api/videos', member)).toEqual({
      status: 400,
      body: { ok: false, error: 'Malformed FormData request. Failed to parse body as FormData.' },
    });
  });

  it('patches the name and landing page; the URL is checked ("This field should be a valid URL"); a button needs both parts', async () => {
    const video = payloadOf(await upload());
    const patch = (body: unknown) =>
      ctx.api.unchecked.patch('/videos/{id}', { path: { id: video._id }, token: member.token, body });

    const saved = await patch({
      name: ' Pitch ',
      title: 'Hi {first_name:there}',
      message: 'A minute on {company_name}.',
      button_text: 'Book a call',
      button_url: 'cal.acme.test/sam',
    });
    expect(saved.payload).toMatchObject({
      name: 'Pitch',
      title: 'Hi {first_name:there}',
      button_url: 'https://cal.acme.test/sam',
    });
    expect((await patch({ button_url: 'not a url' })).body).toEqual({
      ok: false,
      error: 'button_url: This field should be a valid URL',
    });
    expect((await patch({ name: '' })).body).toEqual({ ok: false, error: 'name: Fill this field' });
    expect((await patch({ name: 'x'.repeat(101) })).body).toEqual({
      ok: false,
      error: 'name: message can not be longer than 100',
    });
    expect((await patch({ title: 'Hi {First_Name}' })).body).toEqual({
      ok: false,
      error: 'title: Placeholders must be lower case: {First_Name}',
    });
    expect((await patch({ button_url: '' })).body).toEqual({
      ok: false,
      error: 'button_url: Fill this field',
    });
    expect((await patch({ button_url: '', button_text: '' })).payload).toMatchObject({
      button_url: null,
      button_text: null,
    });
  });

  it("a tracking domain of the workspace may be chosen (another workspace's is not found); it counts the videos using it", async () => {
    const who = await ctx.createMember();
    const video = payloadOf(await upload({ who }));
    const other = payloadOf(await upload({ who }));
    const domain = await ctx.api.post('/tracking/custom_domains', {
      token: who.token,
      body: { host: 'video.acme.test' },
    });
    const foreign = await ctx.api.post('/tracking/custom_domains', {
      token: member.token,
      body: { host: 'video.other.test' },
    });
    const chosen = await ctx.api.patch('/videos/{id}', {
      path: { id: video._id },
      token: who.token,
      body: { tracking_domain_id: domain.payload._id },
    });
    expect(chosen.payload.tracking_domain_id).toBe(domain.payload._id);
    const refused = await ctx.request(`/api/videos/${other._id}`, {
      token: who.token,
      method: 'PATCH',
      body: { tracking_domain_id: foreign.payload._id },
    });
    expect(refused).toMatchObject({ status: 404, body: { ok: false, error: 'Tracking domain not found' } });
    const domains = await ctx.api.get('/tracking/custom_domains', { token: who.token });
    expect(domains.payload.find((row) => row._id === domain.payload._id)?.video_usage_counter).toBe(1);
  });

  it('serves the file whole (200) and by Range (206 with Content-Range); an impossible range is 416', async () => {
    const bytes = mp4Signature(1000);
    const video = payloadOf(await upload({ bytes }));
    const whole = await ctx.app.request(`/api/videos/${video._id}/file`, { headers: member.auth });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const part = await ctx.app.request(`/api/videos/${video._id}/file`, {
      headers: { ...member.auth, Range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(part.headers.get('content-length')).toBe('100');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));

    const tail = await ctx.app.request(`/api/public/videos/${video._id}/file`, {
      headers: { Range: 'bytes=990-' },
    });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.slice(990));

    const beyond = await ctx.app.request(`/api/videos/${video._id}/file`, {
      headers: { ...member.auth, Range: 'bytes=5000-' },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');
  });

  it('the public page needs no session: placeholders filled for ?p=<campaign prospect>, each opening counted as a view', async () => {
    const video = payloadOf(await upload());
    await ctx.request(`/api/videos/${video._id}`, {
      token: member.token,
      method: 'PATCH',
      body: {
        title: 'Hi {first_name:there}',
        message: 'Made for {company_name:your team}',
        button_text: 'Book',
        button_url: 'https://cal.test/x',
      },
    });
    const db = ctx.database.db;
    const [prospect] = await db
      .insert(prospects)
      .values({ spaceId: member.space.id, firstName: 'Anna', companyName: 'Acme' })
      .returning();
    const [workflow] = await db
      .insert(workflows)
      .values({ spaceId: member.space.id, name: 'Videos', status: 'active' })
      .returning();
    if (!prospect || !workflow) throw new Error('setup');
    const [inCampaign] = await db
      .insert(campaignProspects)
      .values({ spaceId: member.space.id, workflowId: workflow.id, prospectId: prospect.id })
      .returning();

    const anonymous = await ctx.api.get('/public/videos/{id}', { path: { id: video._id } });
    expect(anonymous.payload).toEqual({
      _id: video._id,
      title: 'Hi there',
      message: 'Made for your team',
      button_text: 'Book',
      button_url: 'https://cal.test/x',
      mime_type: 'video/mp4',
      duration_seconds: null,
      file_url: `/api/public/videos/${video._id}/file`,
    });
    const personal = await ctx.api.get('/public/videos/{id}', {
      path: { id: video._id },
      query: { p: inCampaign?.id },
    });
    expect(personal.payload).toMatchObject({ title: 'Hi Anna', message: 'Made for Acme' });
    const byProspect = await ctx.api.get('/public/videos/{id}', {
      path: { id: video._id },
      query: { p: prospect.id },
    });
    expect(byProspect.payload.title).toBe('Hi Anna');

    const views = await db.select().from(videoViews).where(eq(videoViews.videoId, video._id));
    expect(views.map((view) => [view.prospectId, view.campaignProspectId])).toEqual(
      expect.arrayContaining([
        [null, null],
        [prospect.id, inCampaign?.id],
        [prospect.id, null],
      ]),
    );
    const after = await ctx.api.get('/videos/{id}', { path: { id: video._id }, token: member.token });
    expect(after.payload.views_count).toBe(3);

    // A prospect of another workspace is not this video's viewer: no placeholders of theirs, no name on the view.
    const stranger = await ctx.createMember();
    const [theirs] = await db
      .insert(prospects)
      .values({ spaceId: stranger.space.id, firstName: 'Mallory' })
      .returning();
    const crossed = await ctx.api.get('/public/videos/{id}', {
      path: { id: video._id },
      query: { p: theirs?.id },
    });
    expect(crossed.payload.title).toBe('Hi there');
    expect((await ctx.request('/api/public/videos/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await ctx.request('/api/public/videos/not-an-id')).status).toBe(404);
  });

  it("another workspace's video is not found, not listed, not served, not changed, not deleted", async () => {
    const video = payloadOf(await upload());
    const stranger = await ctx.createMember();
    const list = await ctx.api.get('/videos', { token: stranger.token });
    expect(list.payload.items).toEqual([]);
    expect((await ctx.request(`/api/videos/${video._id}`, { token: stranger.token })).status).toBe(404);
    expect((await ctx.app.request(`/api/videos/${video._id}/file`, { headers: stranger.auth })).status).toBe(
      404,
    );
    expect(
      (
        await ctx.request(`/api/videos/${video._id}`, {
          token: stranger.token,
          method: 'PATCH',
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await ctx.request(`/api/videos/${video._id}`, { token: stranger.token, method: 'DELETE' })).status,
    ).toBe(404);
    expect((await ctx.request(`/api/videos/${video._id}`, { token: member.token })).status).toBe(200);
    expect((await ctx.app.request('/api/videos')).status).toBe(401);
  });

  it('deletes a video: gone from the list, the public page and its file', async () => {
    const video = payloadOf(await upload());
    const removed = await ctx.request(`/api/videos/${video._id}`, { token: member.token, method: 'DELETE' });
    expect(removed.payload).toEqual({ _id: video._id });
    expect((await ctx.request(`/api/videos/${video._id}`, { token: member.token })).status).toBe(404);
    expect((await ctx.request(`/api/public/videos/${video._id}`)).status).toBe(404);
    expect((await ctx.app.request(`/api/public/videos/${video._id}/file`)).status).toBe(404);
    const list = await ctx.api.get('/videos', { query: { limit: 100 }, token: member.token });
    expect(list.payload.items.map((item) => item._id)).not.toContain(video._id);
  });
});
