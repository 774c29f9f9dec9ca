import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestContext } from '../../test/helpers';
import { prospects, webhookDeliveries, webhookStepSecrets } from '../db/schema';
import { silentLogger } from '../logger';
import { stepSecretFor } from '../modules/webhooks/webhook-deliveries';
import { verifyWebhookSignature } from '../modules/webhooks/webhook-signing';
import { noopEmitter } from '../platform/announce';
import { createOutreachEvents } from '../platform/outreach-events';
import { oneStepContext } from './step-context.test-support';
import { createWebhookExecutor } from './webhook.executor';

describe.each(databaseModes())('send_webhook step on %s', (mode) => {
  let ctx: TestContext;
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const state = { status: 200 };
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(state.status).end();
    });
  });
  let url = '';

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/step`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await ctx?.close();
  });
  beforeEach(() => {
    received.length = 0;
    state.status = 200;
  });

  const deps = () => ({
    db: ctx.database.db,
    clock: ctx.clock,
    logger: silentLogger,
    realtime: noopEmitter,
    events: createOutreachEvents(),
    publicUrl: 'http://localhost',
  });

  async function setup(stepUrl: string, key = 'k1') {
    const member = await ctx.createMember();
    const db = ctx.database.db;
    const spaceId = member.space.id;
    const [prospect] = await db
      .insert(prospects)
      .values({
        spaceId,
        firstName: 'Pat',
        lastName: 'Lee',
        fullName: 'Pat Lee',
        customFields: { budget: '10k' },
      })
      .returning();
    if (!prospect) throw new Error('setup');
    const { workflow, context } = await oneStepContext(
      db,
      prospect,
      { kind: 'send_webhook', key: 'w1', config: { url: stepUrl }, workflowName: 'Hooks' },
      ctx.clock.now(),
      { id: '00000000-0000-4000-8000-000000000001', idempotencyKey: `${spaceId}:${key}` },
    );
    return { context, spaceId, prospect, workflow };
  }

  it('posts the prospect and campaign, signed; 2xx is done positive, once per execution', async () => {
    const executor = createWebhookExecutor({ allowPrivate: true });
    const { context, spaceId, prospect, workflow } = await setup(url);
    expect(await executor.execute(context, deps())).toMatchObject({ type: 'done', outcome: 'positive' });
    expect(received).toHaveLength(1);
    const [request] = received;
    if (!request) throw new Error('no request');
    const secret = await stepSecretFor(ctx.database.db, spaceId);
    expect(secret).toMatch(/^whsec_/);
    const [stored] = await ctx.database.db
      .select()
      .from(webhookStepSecrets)
      .where(eq(webhookStepSecrets.spaceId, spaceId));
    expect(stored?.secret).toMatch(/^v1\./);
    expect(
      verifyWebhookSignature(
        secret,
        String(request.headers['x-webhook-timestamp']),
        request.body,
        String(request.headers['x-webhook-signature']),
      ),
    ).toBe(true);
    expect(JSON.parse(request.body)).toMatchObject({
      event: 'send_webhook',
      data: {
        prospect: { id: prospect.id, full_name: 'Pat Lee', custom_fields: { budget: '10k' } },
        campaign: { id: workflow.id, name: 'Hooks' },
      },
    });
    // The same execution again (a retried worker): no second call.
    expect(await executor.execute(context, deps())).toMatchObject({ type: 'done', outcome: 'positive' });
    expect(received).toHaveLength(1);
  });

  it('a non-2xx fails the step with "Webhook responded with status code {code}"', async () => {
    const executor = createWebhookExecutor({ allowPrivate: true });
    const { context } = await setup(url, 'k2');
    state.status = 502;
    expect(await executor.execute(context, deps())).toEqual({
      type: 'failed',
      error: 'Webhook responded with status code 502',
    });
    const rows = await ctx.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.spaceId, context.spaceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', statusCode: 502 });
  });

  it('a private target is refused without WEBHOOKS_ALLOW_PRIVATE, and nothing is sent', async () => {
    const executor = createWebhookExecutor({ allowPrivate: false });
    const { context } = await setup(url, 'k3');
    expect(await executor.execute(context, deps())).toEqual({
      type: 'failed',
      error: 'The URL points to a private or local address, which is not allowed',
    });
    expect(received).toHaveLength(0);
    const missing = await setup('', 'k4');
    expect(await executor.execute(missing.context, deps())).toEqual({
      type: 'failed',
      error: 'Fill this field',
    });
  });
});
