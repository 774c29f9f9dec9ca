import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type TestClient, type TestContext } from '../../test/helpers';
import { connectSocket } from '../../test/sockets';
import { realtimeAccess } from '../channels/realtime-access';
import { silentLogger } from '../logger';
import { clientEvents, serverEvents } from './events';
import { type AuthorizationResult, createRealtime, type Realtime } from './realtime';

/** User rooms (an incoming call rings one member): `toUser` reaches that member in that workspace only. */
describe.each(databaseModes())('user rooms on %s', (mode) => {
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

  async function open(token: string, space?: string) {
    const socket = await connectSocket(url, sockets);
    const heard: unknown[] = [];
    socket.on(serverEvents.incomingCall, (payload) => heard.push(payload));
    const result = (await socket
      .timeout(5000)
      .emitWithAck(clientEvents.serverCreateConnection, { token, space })) as AuthorizationResult;
    expect(result.ok).toBe(true);
    return { socket, heard };
  }

  /** A round trip per socket, so anything emitted before has arrived. */
  const flush = (all: { socket: Socket }[]) =>
    Promise.all(
      all.map(({ socket }) => socket.timeout(5000).emitWithAck(clientEvents.changeCredentials, {})),
    );

  it("reaches the member's sockets in that workspace, not a colleague's nor the member's other workspace", async () => {
    const owner = await ctx.createMember({ tier: 'scale', isAdmin: true });
    const colleague = await ctx.createMember({ space: owner.space, isAdmin: true });
    const elsewhere = await ctx.createMember({ tier: 'scale', isAdmin: true });
    const ownerTabs = [await open(owner.token), await open(owner.token)];
    const colleagueTab = await open(colleague.token);
    const strangerTab = await open(elsewhere.token);
    realtime.toUser(owner.space.id, owner.user.id, serverEvents.incomingCall, { call_id: 'c1' });
    realtime.toUser(elsewhere.space.id, owner.user.id, serverEvents.incomingCall, { call_id: 'c2' });
    await flush([...ownerTabs, colleagueTab, strangerTab]);
    for (const tab of ownerTabs) expect(tab.heard).toEqual([{ call_id: 'c1' }]);
    expect(colleagueTab.heard).toEqual([]);
    expect(strangerTab.heard).toEqual([]);
  });
});
