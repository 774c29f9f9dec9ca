import type { ApiQuery } from '@outreach/core/contract';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../../test/helpers';
import { createApp } from '../../app';
import type { MailProvider } from '../../providers/system-mail/mail.provider';
import { createOutboxProvider, type OutboxProvider } from '../../providers/system-mail/outbox.provider';

describe.each(databaseModes())('the local outbox on %s', (mode) => {
  let ctx: TestContext;
  let outbox: OutboxProvider;

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    // The same table the app's default provider writes to.
    outbox = createOutboxProvider(ctx.database.db, { clock: ctx.clock });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const list = (query: ApiQuery<'get', '/outbox'> = {}) => ctx.api.get('/outbox', { query });

  it('GET /api/outbox lists messages newest first, filtered by recipient (any case) and kind', async () => {
    await outbox.send({ to: 'Lea@Example.test', kind: 'activation', subject: 'First', text: 'one' });
    ctx.clock.advance(1000);
    await outbox.send({
      to: 'lea@example.test',
      kind: 'restore',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
    });
    ctx.clock.advance(1000);
    await outbox.send({ to: 'max@example.test', kind: 'restore', subject: 'Third', text: 'three' });

    const forLea = await list({ to: 'LEA@example.test' });
    expect(forLea.payload.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    expect(forLea.payload[0]).toEqual({
      _id: expect.any(String),
      to: 'lea@example.test',
      from: 'Reachly <no-reply@reachly.local>',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
      kind: 'restore',
      sent_at: new Date(ctx.clock.now().getTime() - 1000).toISOString(),
    });
    expect((await list({ kind: 'restore' })).payload.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining(['Third', 'Second']),
    );
    expect(
      (await list({ to: 'lea@example.test', kind: 'activation' })).payload.map((mail) => mail.subject),
    ).toEqual(['First']);
    expect((await list({ to: 'nobody@example.test' })).payload).toEqual([]);
  });

  it('returns at most 50 messages, and same-millisecond messages in the order they were sent', async () => {
    for (let index = 1; index <= 55; index += 1) {
      await outbox.send({ to: 'bulk@example.test', kind: 'invite', subject: `Invite ${index}`, text: '' });
    }
    const page = await list({ to: 'bulk@example.test' });
    expect(page.payload).toHaveLength(50);
    expect(page.payload[0]?.subject).toBe('Invite 55');
    expect(page.payload[49]?.subject).toBe('Invite 6');
  });

  it('GET /api/outbox/:id returns one message; unknown ids are 404', async () => {
    const sent = await outbox.send({ to: 'one@example.test', kind: 'restore', subject: 'Only', text: 'x' });
    const found = await ctx.api.get('/outbox/{id}', { path: { id: sent.id } });
    expect(found.payload).toMatchObject({ _id: sent.id, subject: 'Only', html: null });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await ctx.request(`/api/outbox/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ ok: false, error: 'Not found' });
    }
  });

  it('GET /outbox shows the list as a page with a link to each message', async () => {
    const sent = await outbox.send({
      to: 'page@example.test',
      kind: 'activation',
      subject: 'Confirm <your> email',
      text: 'Open https://app.reachly.io/auth/activate-email?activation_code=abc&x=1. Thanks',
    });
    const response = await ctx.app.request('/outbox?to=page@example.test');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain(`<a href="/outbox/${sent.id}">Confirm &lt;your&gt; email</a>`);
    expect(page).not.toContain('<your>');
    expect(page).toContain('value="page@example.test"');
  });

  it('GET /outbox/:id shows the message with its links clickable and everything else escaped', async () => {
    const sent = await outbox.send({
      to: 'page@example.test',
      kind: 'restore',
      subject: 'Reset',
      text: 'Hi <b>you</b>,\nChoose a new password: https://app.reachly.io/auth/restore-password?restore_code=abc&x=1.\nBye',
      html: '<p>Hi</p><script>alert(1)</script>',
    });
    const response = await ctx.app.request(`/outbox/${sent.id}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(
      '<a href="https://app.reachly.io/auth/restore-password?restore_code=abc&amp;x=1">https://app.reachly.io/auth/restore-password?restore_code=abc&amp;x=1</a>.',
    );
    expect(page).toContain('Hi &lt;b&gt;you&lt;/b&gt;');
    expect(page).toContain(`href="/outbox/${sent.id}/html"`);
    expect(page).not.toContain('<script>');

    const htmlVersion = await ctx.app.request(`/outbox/${sent.id}/html`);
    expect(htmlVersion.status).toBe(200);
    expect(await htmlVersion.text()).toBe('<p>Hi</p><script>alert(1)</script>');
    expect(htmlVersion.headers.get('content-security-policy')).toContain('sandbox');
    expect((await ctx.app.request('/outbox/not-a-uuid')).status).toBe(404);
  });

  it('is answered before the front end fallback page', async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'outbox-dist-'));
    await mkdir(join(distDir, 'shell'));
    await writeFile(join(distDir, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
    const app = createApp({ db: ctx.database, clock: ctx.clock, distDir });
    const page = await (await app.request('/outbox')).text();
    expect(page).toContain('<h1>Outbox</h1>');
    expect(await (await app.request('/campaigns')).text()).toContain('<title>shell</title>');
    await rm(distDir, { recursive: true, force: true });
  });

  it('is not there when mail goes through SMTP', async () => {
    const smtp: MailProvider = {
      mode: 'smtp',
      send: async (message) => ({ ...message, id: 'x', from: 'a@b.c', sentAt: new Date() }),
    };
    const app = createApp({ db: ctx.database, clock: ctx.clock, mail: smtp });
    const sent = await outbox.send({
      to: 'hidden@example.test',
      kind: 'restore',
      subject: 'Hidden',
      text: '',
    });
    for (const path of ['/api/outbox', `/api/outbox/${sent.id}`]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ ok: false, error: 'Not found' });
    }
    for (const path of ['/outbox', `/outbox/${sent.id}`, `/outbox/${sent.id}/html`]) {
      const response = await app.request(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    }
  });
});
