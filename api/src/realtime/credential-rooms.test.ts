import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member } from '../../test/helpers';
import { useRealtimeServer } from '../../test/sockets';
import { spaceMembers } from '../db/schema';
import { setUnreadCount } from '../modules/credentials/credentials.service';
import { clientEvents, serverEvents } from './events';
import type { ChangeCredentialsResult } from './realtime';

/** Credential rooms (platform §7 Realtime): a socket never hears about credentials it may not see. */
describe.each(databaseModes())('credential rooms on %s', (mode) => {
  const served = useRealtimeServer(mode);

  /** An authorized socket that records every credential event it receives. */
  async function open(member: Member, space?: string) {
    const socket = await served.connect();
    const received: { event: string; payload: { _id?: string; credential_id?: string } }[] = [];
    for (const event of [
      serverEvents.updateCredentials,
      serverEvents.authorization,
      serverEvents.setProxy,
      serverEvents.updateUnreadCounter,
      serverEvents.refetchData,
      serverEvents.alreadyAuthorized,
    ]) {
      socket.on(event, (payload) => {
        if (payload && typeof payload === 'object' && !('space' in payload))
          received.push({ event, payload });
      });
    }
    expect((await served.authorize(socket, { token: member.token, space })).ok).toBe(true);
    /** Credential ids this socket heard about, after a round trip that flushes anything in flight. */
    const heard = async () => {
      await change(socket, {});
      return [...new Set(received.map(({ payload }) => payload.credential_id ?? payload._id))];
    };
    return { socket, received, heard };
  }

  const change = (socket: Socket, data: unknown) =>
    socket
      .timeout(5000)
      .emitWithAck(clientEvents.changeCredentials, data) as Promise<ChangeCredentialsResult>;

  /** Resolves when `socket` receives `event` about `credentialId`. */
  const waitFor = (socket: Socket, event: string, credentialId: string) =>
    new Promise<unknown>((resolve) => {
      const listener = (payload: { _id?: string; credential_id?: string }) => {
        if ((payload.credential_id ?? payload._id) !== credentialId) return;
        socket.off(event, listener);
        resolve(payload);
      };
      socket.on(event, listener);
    });

  const create = async (member: Member, username: string) => {
    const response = await served.client.api.post('/credentials/create', {
      token: member.token,
      body: { username, password: 'secret-password', country_code: 'US', timezone: 'UTC' },
    });
    return response.payload;
  };

  const post = (member: Member, path: string, body?: unknown) =>
    served.client.app.request(`/api/credentials${path}`, {
      method: 'POST',
      headers: { ...member.auth, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const setAvailable = (member: Member, ids: string[]) =>
    served.ctx.database.db
      .update(spaceMembers)
      .set({ availableCredentials: ids })
      .where(and(eq(spaceMembers.spaceId, member.space.id), eq(spaceMembers.userId, member.user.id)));

  it("delivers a new credential's events to its workspace only", async () => {
    const alice = await served.ctx.createMember({ spaceName: 'A' });
    const bob = await served.ctx.createMember({ spaceName: 'B' });
    const aliceSocket = await open(alice);
    const bobSocket = await open(bob);

    const aliceHearsAuthorization = new Promise((resolve) =>
      aliceSocket.socket.on(serverEvents.authorization, (payload) => {
        if (payload && 'credential_id' in payload) resolve(payload);
      }),
    );
    const credential = await create(alice, 'ada+code@example.com');
    expect(await aliceHearsAuthorization).toMatchObject({
      credential_id: credential._id,
      outcome: 'security_code_requested',
    });

    const code = waitFor(aliceSocket.socket, serverEvents.updateCredentials, credential._id);
    expect((await post(alice, `/${credential._id}/send`, { code: '123456' })).status).toBe(200);
    await code;
    await setUnreadCount(
      {
        db: served.ctx.database.db,
        spaceId: alice.space.id,
        clock: served.ctx.clock,
        realtime: served.realtime,
      },
      credential._id,
      3,
    );
    await waitFor(aliceSocket.socket, serverEvents.updateUnreadCounter, credential._id);

    expect(await bobSocket.heard()).toEqual([]);
    expect(await aliceSocket.heard()).toEqual([credential._id]);
    expect(aliceSocket.received.map(({ event }) => event)).toEqual([
      'set_proxy',
      'update_credentials',
      'authorization',
      'update_credentials',
      'authorization',
      'update_unread_counter',
    ]);
  });

  it('joins the rooms of existing credentials on server_create_connection', async () => {
    const alice = await served.ctx.createMember();
    const credential = await create(alice, 'existing@example.com');
    const socket = await open(alice);
    const heard = waitFor(socket.socket, serverEvents.setProxy, credential._id);
    expect((await post(alice, `/${credential._id}/refresh_proxy`)).status).toBe(200);
    expect(await heard).toMatchObject({ credential_id: credential._id, setting_proxy: { attempt_count: 2 } });
  });

  it('keeps a worker out of the rooms of credentials not in their available_credentials, until granted', async () => {
    const admin = await served.ctx.createMember();
    const worker = await served.ctx.createMember({ space: admin.space, isAdmin: false });
    const shared = await create(admin, 'shared@example.com');
    const hidden = await create(admin, 'hidden@example.com');
    await setAvailable(worker, [shared._id]);
    const workerSocket = await open(worker);
    const adminSocket = await open(admin);

    const adminHears = waitFor(adminSocket.socket, serverEvents.updateCredentials, hidden._id);
    await post(admin, `/${hidden._id}/update`, { timezone: 'Europe/Paris' });
    await adminHears;
    const sharedHeard = waitFor(workerSocket.socket, serverEvents.updateCredentials, shared._id);
    await post(admin, `/${shared._id}/update`, { timezone: 'Europe/Paris' });
    await sharedHeard;
    expect(await workerSocket.heard()).toEqual([shared._id]);

    // change_credentials to a credential the worker may not see is refused and joins nothing.
    expect(await change(workerSocket.socket, { old: shared._id, new: hidden._id })).toEqual({
      ok: false,
      error: 'Credentials not found',
    });
    await post(admin, `/${hidden._id}/update`, { timezone: 'Europe/Rome' });
    expect(await workerSocket.heard()).toEqual([shared._id]);

    // Granted: the next change_credentials (or credentialsChanged) puts the socket in the room.
    await setAvailable(worker, [shared._id, hidden._id]);
    expect(await change(workerSocket.socket, { old: shared._id, new: hidden._id })).toEqual({
      ok: true,
      credential_id: hidden._id,
    });
    const hiddenHeard = waitFor(workerSocket.socket, serverEvents.updateCredentials, hidden._id);
    await post(admin, `/${hidden._id}/update`, { timezone: 'Europe/Madrid' });
    await hiddenHeard;

    // Revoked and announced: out of the room again.
    await setAvailable(worker, [shared._id]);
    await served.realtime.credentialsChanged(admin.space.id);
    workerSocket.received.length = 0;
    await post(admin, `/${hidden._id}/update`, { timezone: 'Europe/Lisbon' });
    expect(await workerSocket.heard()).toEqual([]);
  });

  it('refuses change_credentials before authorization and for another workspace’s credential', async () => {
    const alice = await served.ctx.createMember();
    const bob = await served.ctx.createMember();
    const secret = await create(alice, 'secret@example.com');
    const stranger = await served.connect();
    expect(await change(stranger, { new: secret._id })).toEqual({ ok: false, error: 'Token is not valid' });

    const bobSocket = await open(bob);
    for (const request of [{ new: secret._id }, { old: null, new: 'not-a-uuid' }, 'garbage']) {
      expect(await change(bobSocket.socket, request)).toEqual({ ok: false, error: 'Credentials not found' });
    }
    await post(alice, `/${secret._id}/update`, { timezone: 'Asia/Tokyo' });
    expect(await bobSocket.heard()).toEqual([]);
  });

  it('adds sockets of the workspace to a new credential’s room, and takes them out when it is deleted', async () => {
    const alice = await served.ctx.createMember();
    const colleague = await served.ctx.createMember({ space: alice.space });
    const colleagueSocket = await open(colleague);
    const credential = await create(alice, 'fresh@example.com');
    expect(await colleagueSocket.heard()).toEqual([credential._id]);

    const deleted = waitFor(colleagueSocket.socket, serverEvents.updateCredentials, credential._id);
    expect((await post(alice, `/${credential._id}/delete`)).status).toBe(200);
    expect(await deleted).toEqual({ _id: credential._id, deleted: true });
    colleagueSocket.received.length = 0;
    served.realtime.toCredential(credential._id, serverEvents.updateCredentials, { _id: credential._id });
    expect(await colleagueSocket.heard()).toEqual([]);
  });

  it("leaves a workspace's credential rooms when the socket authorizes into another workspace", async () => {
    const home = await served.ctx.createMember({ spaceName: 'Home' });
    const client = await served.ctx.createMember({ spaceName: 'Client' });
    const both = await served.ctx.createMember({ space: home.space });
    await served.ctx.database.db
      .insert(spaceMembers)
      .values({ spaceId: client.space.id, userId: both.user.id, isAdmin: true });
    const homeCredential = await create(home, 'home@example.com');
    const socket = await open(both, home.space.id);
    await served.authorize(socket.socket, { token: both.token, space: client.space.id });
    socket.received.length = 0;
    await post(home, `/${homeCredential._id}/update`, { timezone: 'UTC' });
    expect(await socket.heard()).toEqual([]);
  });
});
