import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket } from '../../test/sockets';
import { createTestContext, type Member, type TestContext } from '../../test/helpers';
import type { DatabaseDriver } from '../db/client';
import { authTokens, credentials, spaceMembers } from '../db/schema';
import { silentLogger } from '../logger';
import { realtimeAccess } from '../channels/realtime-access';
import type { ClusterOptions } from './cluster';
import { clientEvents, credentialRoom, serverEvents } from './events';
import {
  type AuthorizationResult,
  type ChangeCredentialsResult,
  createRealtime,
  type Realtime,
} from './realtime';

const adapters: ('postgres' | 'redis')[] = process.env.TEST_REDIS_URL ? ['postgres', 'redis'] : ['postgres'];

/** Long enough for a loaded CI machine, short enough that a lost event fails the test, not the run. */
const eventTimeoutMs = 5000;

/**
 * Several API nodes on one Postgres (issue 11): two socket.io servers in this process, each with
 * its own createRealtime on the same database, stand for two nodes behind a load balancer.
 * Events emitted on node A reach a client connected to node B.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL).each(adapters)('two API nodes through %s', (adapter) => {
  let ctx: TestContext;
  const nodes: { server: Server; realtime: Realtime; url: string }[] = [];
  const sockets: Socket[] = [];

  async function startNode(cluster: ClusterOptions) {
    const server = createServer();
    const realtime = await createRealtime(server, {
      access: realtimeAccess(ctx.database.db),
      logger: silentLogger,
      cluster,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const node = { server, realtime, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    nodes.push(node);
    return node;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ mode: 'postgres' });
    const driver = ctx.database.driver as Extract<DatabaseDriver, { mode: 'postgres' }>;
    const cluster: ClusterOptions =
      adapter === 'redis' ? { redisUrl: process.env.TEST_REDIS_URL } : { databaseUrl: driver.url };
    // One after the other: node A listens before B starts, so A hears B's first heartbeat and
    // counts B among the nodes whose answers credentialsChanged waits for.
    await startNode(cluster);
    await startNode(cluster);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const node of nodes) await node.realtime.close();
    await ctx?.close();
  });

  const nodeA = () => nodes[0] as (typeof nodes)[number];
  const nodeB = () => nodes[1] as (typeof nodes)[number];

  /** A socket on `url`, authorized with `member`'s token. */
  async function open(url: string, member: Member): Promise<Socket> {
    const socket = await connectSocket(url, sockets);
    const authorized = new Promise<AuthorizationResult>((resolve) =>
      socket.once(serverEvents.authorization, resolve),
    );
    await socket
      .timeout(eventTimeoutMs)
      .emitWithAck(clientEvents.serverCreateConnection, { token: member.token });
    expect(await authorized).toMatchObject({ ok: true, space: { _id: member.space.id } });
    return socket;
  }

  /** The next `event` the socket receives; fails after eventTimeoutMs. */
  function next(socket: Socket, event: string): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.off(event, listener);
        reject(new Error(`no ${event} within ${eventTimeoutMs} ms`));
      }, eventTimeoutMs);
      const listener = (payload: unknown) => {
        clearTimeout(timer);
        resolve(payload);
      };
      socket.once(event, listener);
    });
  }

  /** A connected account of the member's workspace (who sees it: spaceMembers.availableCredentials). */
  async function insertCredential(member: Member, username: string): Promise<string> {
    const [row] = await ctx.database.db
      .insert(credentials)
      .values({ spaceId: member.space.id, username, timezone: 'UTC' })
      .returning({ id: credentials.id });
    if (!row) throw new Error('no credential');
    return row.id;
  }

  const setAvailable = (member: Member, ids: string[]) =>
    ctx.database.db
      .update(spaceMembers)
      .set({ availableCredentials: ids })
      .where(and(eq(spaceMembers.spaceId, member.space.id), eq(spaceMembers.userId, member.user.id)));

  it('uses the cluster adapter on both nodes', () => {
    expect(nodes.map((node) => node.realtime.cluster)).toEqual([adapter, adapter]);
  });

  it("delivers toSpace on node A to the workspace's socket on node B, and not to another workspace's", async () => {
    const alice = await ctx.createMember();
    const bob = await ctx.createMember();
    const aliceOnB = await open(nodeB().url, alice);
    const bobOnB = await open(nodeB().url, bob);
    const bobHeard: unknown[] = [];
    bobOnB.on(serverEvents.updateWorkflow, (payload) => bobHeard.push(payload));

    const received = next(aliceOnB, serverEvents.updateWorkflow);
    nodeA().realtime.toSpace(alice.space.id, serverEvents.updateWorkflow, { _id: 'w1', name: 'From A' });
    expect(await received).toEqual({ _id: 'w1', name: 'From A' });

    // Events reach a socket in order: once Bob hears his own, Alice's would have arrived before it.
    const bobReceived = next(bobOnB, serverEvents.updateWorkflow);
    nodeA().realtime.toSpace(bob.space.id, serverEvents.updateWorkflow, { _id: 'w2', name: 'For Bob' });
    await bobReceived;
    expect(bobHeard).toEqual([{ _id: 'w2', name: 'For Bob' }]);
  });

  it("delivers toCredential on node A to a socket on node B in that credential's room", async () => {
    const alice = await ctx.createMember();
    const credentialId = await insertCredential(alice, 'room@example.com');
    const socket = await open(nodeB().url, alice);
    const received = next(socket, serverEvents.updateCredentials);
    nodeA().realtime.toCredential(credentialId, serverEvents.updateCredentials, { _id: credentialId });
    expect(await received).toEqual({ _id: credentialId });
  });

  it("credentialsChanged on node A puts a worker's socket on node B in a newly granted credential's room", async () => {
    const admin = await ctx.createMember();
    const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
    const shared = await insertCredential(admin, 'shared@example.com');
    const granted = await insertCredential(admin, 'granted@example.com');
    await setAvailable(worker, [shared]);
    const workerOnB = await open(nodeB().url, worker);
    const heard: string[] = [];
    workerOnB.on(serverEvents.updateCredentials, (payload: { _id: string }) => heard.push(payload._id));

    // Not granted yet: a round trip to node B after the emit shows nothing arrived.
    nodeA().realtime.toCredential(granted, serverEvents.updateCredentials, { _id: granted });
    const sharedHeard = next(workerOnB, serverEvents.updateCredentials);
    nodeA().realtime.toCredential(shared, serverEvents.updateCredentials, { _id: shared });
    await sharedHeard;
    expect(heard).toEqual([shared]);

    await setAvailable(worker, [shared, granted]);
    await nodeA().realtime.credentialsChanged(admin.space.id);
    // Resolved only after node B answered, so B's socket is in the room now.
    expect(
      nodeB()
        .realtime.io.of('/')
        .adapter.rooms.get(credentialRoom(granted))
        ?.has(workerOnB.id ?? ''),
    ).toBe(true);
    const grantedHeard = next(workerOnB, serverEvents.updateCredentials);
    nodeA().realtime.toCredential(granted, serverEvents.updateCredentials, { _id: granted });
    expect(await grantedHeard).toEqual({ _id: granted });

    // Revoked and announced on A: out of the room on B again.
    await setAvailable(worker, [shared]);
    await nodeA().realtime.credentialsChanged(admin.space.id);
    heard.length = 0;
    nodeA().realtime.toCredential(granted, serverEvents.updateCredentials, { _id: granted });
    const roundTrip = (await workerOnB
      .timeout(eventTimeoutMs)
      .emitWithAck(clientEvents.changeCredentials, {})) as ChangeCredentialsResult;
    expect(roundTrip).toEqual({ ok: true, credential_id: null });
    expect(heard).toEqual([]);
  });

  it('sessionsChanged on node A drops the socket on node B of a user whose token was revoked', async () => {
    const alice = await ctx.createMember();
    const socket = await open(nodeB().url, alice);
    await ctx.database.db.delete(authTokens).where(eq(authTokens.userId, alice.user.id));
    const dropped = next(socket, serverEvents.authorization);
    await nodeA().realtime.sessionsChanged(alice.user.id);
    expect(await dropped).toEqual({ ok: false, error: 'Token is not valid' });
  });
});
