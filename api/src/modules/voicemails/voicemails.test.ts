import type { ApiQuery } from '@outreach/core/contract';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { postMalformedForm } from '../../../test/workspaces';
import { credentials, workflowSteps, workflows } from '../../db/schema';
import { readWav, silentWav } from './wav';

describe.each(databaseModes())('voicemails on %s', (mode) => {
  let ctx: TestContext;
  let member: Member;

  useTestContext(mode, async (opened) => {
    ctx = opened;
    member = await opened.createMember();
  });

  interface UploadOptions {
    bytes?: Uint8Array;
    fileName?: string;
    agreed?: string | null;
    query?: ApiQuery<'post', '/voicemail/audio'>;
    who?: Member;
  }

  async function upload(options: UploadOptions = {}) {
    const form = new FormData();
    const bytes = options.bytes ?? silentWav(10);
    const fileName = options.fileName ?? 'greeting.wav';
    form.set('file', new File([new Uint8Array(bytes)], fileName, { type: 'audio/wav' }));
    form.set('file_name', fileName);
    if (options.agreed !== null) form.set('agreed_to_terms', options.agreed ?? 'true');
    const response = await ctx.api.post('/voicemail/audio', {
      query: options.query,
      token: (options.who ?? member).token,
      body: form,
    });
    return { status: response.status, body: response.body };
  }

  function payloadOf(result: Awaited<ReturnType<typeof upload>>) {
    if (!result.body.ok) throw new Error(result.body.error);
    return result.body.payload;
  }

  it('reads the duration from the WAV header', () => {
    expect(readWav(silentWav(7.5))?.durationMs).toBe(7500);
    expect(readWav(new TextEncoder().encode('not a wave file at all'))).toBeNull();
  });

  it('uploads a .wav of 6 to 180 seconds with the terms agreed; lists it; serves it back', async () => {
    const saved = await upload({ bytes: silentWav(12), fileName: 'Hello there.wav' });
    expect(saved.status).toBe(201);
    const row = payloadOf(saved);
    expect(row).toMatchObject({
      name: 'Hello there',
      audio: { id: row._id, name: 'Hello there.wav' },
      duration_seconds: 12,
    });

    const list = await ctx.api.get('/voicemail/audio', { token: member.token });
    expect(list.payload.limit).toBe(25);
    expect(list.payload.items.map((item) => item._id)).toContain(row._id);

    const file = await ctx.app.request(`/api/voicemail/audio/${row._id}/file`, { headers: member.auth });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/wav');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(bytes).toEqual(silentWav(12));
  });

  it('You are disagreed to Terms of Service: no upload without agreed_to_terms true', async () => {
    for (const agreed of [null, 'false', '']) {
      const result = await upload({ agreed });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ ok: false, error: 'You are disagreed to Terms of Service' });
    }
  });

  it('.wav only: checked by header, not just by name; 6 to 180 seconds; 20 MB', async () => {
    const fake = await upload({
      bytes: new TextEncoder().encode('ID3 mp3 bytes pretending'),
      fileName: 'song.wav',
    });
    expect(fake.body).toEqual({ ok: false, error: 'Only .wav files can be uploaded' });
    const renamed = await upload({ bytes: silentWav(10), fileName: 'voice.mp3' });
    expect(renamed.body).toEqual({ ok: false, error: 'Only .wav files can be uploaded' });
    const short = await upload({ bytes: silentWav(5.9) });
    expect(short.body).toEqual({ ok: false, error: 'The recording must be 6 to 180 seconds long' });
    const long = await upload({ bytes: silentWav(181) });
    expect(long.body).toEqual({ ok: false, error: 'The recording must be 6 to 180 seconds long' });
    expect((await upload({ bytes: silentWav(6) })).status).toBe(201);
    expect((await upload({ bytes: silentWav(180) })).status).toBe(201);
    const huge = await upload({ bytes: silentWav(100, 220_000) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ ok: false, error: 'The file must be at most 20 MB' });
    const json = await ctx.request('/api/voicemail/audio', {
      token: member.token,
      method: 'POST',
      body: { file: 'x' },
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ ok: false, error: 'Send the file as multipart/form-data' });
  });

  it('the upload form is checked before anything is stored: terms first, text Postgres can not keep, a broken form', async () => {
    const nul = { ok: false, error: 'Text can not contain NUL characters' };
    expect((await upload({ fileName: 'a\u0000b.wav' })).body).toEqual(nul);
    expect((await upload({ fileName: 'a\u0000b.wav', agreed: 'false' })).body).toEqual({
      ok: false,
      error: 'You are disagreed to Terms of Service',
    });
    const empty = await upload({ bytes: new Uint8Array() });
    expect(empty).toEqual({ status: 400, body: { ok: false, error: 'Please choose a file' } });
    expect(await postMalformedForm(ctx, '/api/voicemail/audio', member)).toEqual({
      status: 400,
      body: { ok: false, error: 'Malformed FormData request. Failed to parse body as FormData.' },
    });
  });

  it('renames by name; counts the campaigns using it; refuses to delete one used in a campaign', async () => {
    const row = payloadOf(await upload());
    const renamed = await ctx.api.patch('/voicemail/audio/{id}', {
      path: { id: row._id },
      token: member.token,
      body: { name: 'Follow-up drop' },
    });
    expect(renamed.payload.name).toBe('Follow-up drop');
    expect(
      (
        await ctx.request(`/api/voicemail/audio/${row._id}`, {
          token: member.token,
          method: 'PATCH',
          body: { name: ' ' },
        })
      ).body,
    ).toEqual({ ok: false, error: 'name: Fill this field' });

    const count = () =>
      ctx.api.get('/voicemail/audio/{id}/workflows_number', { path: { id: row._id }, token: member.token });
    expect((await count()).payload).toEqual({ workflows_number: 0 });
    const [campaign] = await ctx.database.db
      .insert(workflows)
      .values({ spaceId: member.space.id, name: 'Calls', status: 'active' })
      .returning();
    if (!campaign) throw new Error('campaign');
    await ctx.database.db.insert(workflowSteps).values({
      spaceId: member.space.id,
      workflowId: campaign.id,
      key: 'vm',
      number: 1,
      kind: 'voicemail_drop',
      config: { audio_id: row._id },
    });
    expect((await count()).payload).toEqual({ workflows_number: 1 });
    const refused = await ctx.request(`/api/voicemail/audio/${row._id}`, {
      token: member.token,
      method: 'DELETE',
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ ok: false, error: 'Unable to delete the voicemail used in the campaign' });

    const unused = payloadOf(await upload());
    expect(
      (await ctx.request(`/api/voicemail/audio/${unused._id}`, { token: member.token, method: 'DELETE' }))
        .payload,
    ).toEqual({
      _id: unused._id,
    });
    expect(
      (await ctx.request(`/api/voicemail/audio/${unused._id}/workflows_number`, { token: member.token }))
        .status,
    ).toBe(404);
  });

  it("another workspace's voicemails are not found, not listed and not played; a foreign credentials_id is refused", async () => {
    const row = payloadOf(await upload());
    const stranger = await ctx.createMember();
    const list = await ctx.api.get('/voicemail/audio', { token: stranger.token });
    expect(list.payload.items).toEqual([]);
    expect(
      (await ctx.app.request(`/api/voicemail/audio/${row._id}/file`, { headers: stranger.auth })).status,
    ).toBe(404);
    expect(
      (await ctx.request(`/api/voicemail/audio/${row._id}`, { token: stranger.token, method: 'DELETE' }))
        .status,
    ).toBe(404);
    expect(
      (
        await ctx.request(`/api/voicemail/audio/${row._id}`, {
          token: stranger.token,
          method: 'PATCH',
          body: { name: 'x' },
        })
      ).status,
    ).toBe(404);
    const [theirs] = await ctx.database.db
      .insert(credentials)
      .values({ spaceId: member.space.id, username: 'vm-sender@x.test', timezone: 'UTC' })
      .returning();
    const foreign = await upload({ who: stranger, query: { credentials_id: String(theirs?.id) } });
    expect(foreign.status).toBe(404);
    const own = await upload({ query: { credentials_id: String(theirs?.id) } });
    expect(payloadOf(own).credentials_id).toBe(theirs?.id);
  });
});
