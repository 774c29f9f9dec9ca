import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestClient, type TestContext } from '../../test/helpers';
import { connectSocket } from '../../test/sockets';
import { realtimeAccess } from '../channels/realtime-access';
import { grantCredits } from '../modules/credits';
import { magicCampaignsSettled } from '../modules/workflows';
import { silentLogger } from '../logger';
import { clientEvents, serverEvents } from './events';
import { type AuthorizationResult, createRealtime, type Realtime } from './realtime';

/**
 * The AI room (issue 28, ai-telephony §7 Realtime): `join_ai_room` after authorization puts a socket
 * in its workspace's AI room; a magic campaign built is announced there once, to that workspace only.
 */
describe.each(databaseModes())('AI room on %s', (mode) => {
  let ctx: TestContext;
  let server: Server;
  let realtime: Realtime;
  let client: TestClient;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    server = createServer(getRequestListener((request) => client.app.fetch(request)));
    realtime = await createRealtime(server, {
      access: realtimeAccess(ctx.database.db),
      logger: silentLogger,
    });
    client = ctx.withApp({ realtime });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await realtime?.close();
    await ctx?.close();
  });

  async function open(token: string, join: boolean) {
    const socket = await connectSocket(url, sockets);
    const heard: unknown[] = [];
    socket.on(serverEvents.aiWorkflowHasBeenGenerated, (payload) => heard.push(payload));
    const result = (await socket
      .timeout(5000)
      .emitWithAck(clientEvents.serverCreateConnection, { token })) as AuthorizationResult;
    expect(result.ok).toBe(true);
    if (join)
      expect(await socket.timeout(5000).emitWithAck(clientEvents.joinAiRoom, {})).toEqual({ ok: true });
    return { socket, heard };
  }

  it('refuses join_ai_room before authorization', async () => {
    const socket = await connectSocket(url, sockets);
    const answer = (await socket.timeout(5000).emitWithAck(clientEvents.joinAiRoom, {})) as { ok: boolean };
    expect(answer.ok).toBe(false);
  });

  it('announces a built magic campaign once, to the sockets of its workspace that joined the AI room', async () => {
    const owner = await ctx.createMember({ tier: 'scale' });
    const elsewhere = await ctx.createMember({ tier: 'scale' });
    await grantCredits(ctx.database.db, {
      spaceId: owner.space.id,
      amount: 50,
      kind: 'manual',
      idempotencyKey: 'ai-room',
    });
    const joined = await open(owner.token, true);
    const notJoined = await open(owner.token, false);
    const otherSpace = await open(elsewhere.token, true);

    const created = await client.api.unchecked.post('/workflows', {
      token: owner.token,
      body: { workflow_to_generate: 'linkedin', objective: 'Book demos with retail leaders' },
    });
    expect(created.status).toBe(201);
    const id = created.payload._id;
    await magicCampaignsSettled();
    // A round trip per socket, so anything emitted before has arrived.
    for (const { socket } of [joined, notJoined, otherSpace])
      await socket.timeout(5000).emitWithAck(clientEvents.changeCredentials, {});
    expect(joined.heard).toEqual([{ workflow_id: id }]);
    expect(notJoined.heard).toEqual([]);
    expect(otherSpace.heard).toEqual([]);
  });
});
