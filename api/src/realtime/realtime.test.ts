import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member } from '../../test/helpers';
import { useRealtimeServer } from '../../test/sockets';
import { spaceMembers } from '../db/schema';
import type { WorkflowJson } from '../modules/workflows/workflows.schema';
import { serverEvents } from './events';
import type { AuthorizationResult } from './realtime';

describe.each(databaseModes())('realtime on %s', (mode) => {
  const served = useRealtimeServer(mode);
  const open = () => served.connect();

  async function authorize(socket: Socket, data: unknown): Promise<AuthorizationResult> {
    const event = new Promise<AuthorizationResult>((resolve) =>
      socket.once(serverEvents.authorization, resolve),
    );
    const ack = await served.authorize(socket, data);
    expect(await event).toEqual(ack);
    return ack;
  }

  /** The next `update_workflow` a socket receives. */
  function nextWorkflowEvent(socket: Socket): Promise<WorkflowJson> {
    return new Promise((resolve) => socket.once(serverEvents.updateWorkflow, resolve));
  }

  const createWorkflow = (member: Member, name: string) =>
    served.client.app.request('/api/workflows', {
      method: 'POST',
      headers: { Authorization: `Bearer ${member.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name }),
    });

  it("delivers a workspace's update_workflow only to that workspace's sockets", async () => {
    const alice = await served.ctx.createMember({ spaceName: 'Workspace A' });
    const bob = await served.ctx.createMember({ spaceName: 'Workspace B' });
    const aliceSocket = await open();
    const bobSocket = await open();
    expect(await authorize(aliceSocket, { token: alice.token })).toMatchObject({
      ok: true,
      space: { _id: alice.space.id },
    });
    expect(await authorize(bobSocket, { token: bob.token, space: bob.space.id })).toMatchObject({
      ok: true,
      space: { _id: bob.space.id },
    });

    const aliceReceives = nextWorkflowEvent(aliceSocket);
    const bobReceives = nextWorkflowEvent(bobSocket);
    expect((await createWorkflow(alice, 'A launch')).status).toBe(201);
    expect(await aliceReceives).toMatchObject({ name: 'A launch' });

    // Events reach a socket in order: if A's event had gone to Bob, it would arrive before B's.
    expect((await createWorkflow(bob, 'B launch')).status).toBe(201);
    expect(await bobReceives).toMatchObject({ name: 'B launch' });
  });

  it('refuses a bad token and keeps the socket out of every room', async () => {
    const alice = await served.ctx.createMember();
    const socket = await open();
    expect(await authorize(socket, { token: 'nope' })).toEqual({ ok: false, error: 'Token is not valid' });
    expect(await authorize(socket, {})).toEqual({ ok: false, error: 'Token is not valid' });
    expect(await authorize(socket, 'garbage')).toEqual({ ok: false, error: 'Token is not valid' });

    const received: unknown[] = [];
    socket.on(serverEvents.updateWorkflow, (payload) => received.push(payload));
    const watcher = await open();
    await authorize(watcher, { token: alice.token });
    const watcherReceives = nextWorkflowEvent(watcher);
    await createWorkflow(alice, 'Private');
    await watcherReceives;
    // A round trip to the server after the event: anything addressed to `socket` would have arrived by now.
    await authorize(socket, { token: 'still-nope' });
    expect(received).toEqual([]);
  });

  it("refuses space=<another workspace's id> with 'Can not find space' and delivers nothing from it", async () => {
    const alice = await served.ctx.createMember();
    const bob = await served.ctx.createMember();
    const bobSocket = await open();
    expect(await authorize(bobSocket, { token: bob.token, space: alice.space.id })).toEqual({
      ok: false,
      error: 'Can not find space',
    });

    const received: WorkflowJson[] = [];
    bobSocket.on(serverEvents.updateWorkflow, (payload: WorkflowJson) => received.push(payload));
    const aliceSocket = await open();
    await authorize(aliceSocket, { token: alice.token });
    const aliceReceives = nextWorkflowEvent(aliceSocket);
    await createWorkflow(alice, 'Not for Bob');
    await aliceReceives;
    await authorize(bobSocket, { token: 'round-trip' });
    expect(received).toEqual([]);
  });

  it('moves a socket to the newly authorized workspace and out of the old one', async () => {
    const owner = await served.ctx.createMember({ spaceName: 'First' });
    const second = await served.ctx.createMember({ spaceName: 'Second' });
    const both = await served.ctx.createMember({ space: owner.space });
    await served.ctx.database.db
      .insert(spaceMembers)
      .values({ spaceId: second.space.id, userId: both.user.id });

    const socket = await open();
    await authorize(socket, { token: both.token, space: owner.space.id });
    const already = new Promise((resolve) => socket.once(serverEvents.alreadyAuthorized, resolve));
    await authorize(socket, { token: both.token, space: owner.space.id });
    expect(await already).toMatchObject({ ok: true, space: { _id: owner.space.id } });

    await authorize(socket, { token: both.token, space: second.space.id });
    const names: string[] = [];
    socket.on(serverEvents.updateWorkflow, (payload: WorkflowJson) => names.push(payload.name));
    const secondSocket = await open();
    await authorize(secondSocket, { token: second.token });
    const seen = nextWorkflowEvent(secondSocket);
    await createWorkflow(owner, 'In first');
    await createWorkflow(second, 'In second');
    await seen;
    await authorize(secondSocket, { token: second.token });
    await authorize(socket, { token: both.token, space: second.space.id });
    expect(names).toEqual(['In second']);
  });
  /** The next `authorization` a socket receives (the server re-checking its session). */
  function nextAuthorization(socket: Socket): Promise<AuthorizationResult> {
    return new Promise((resolve) => socket.once(serverEvents.authorization, resolve));
  }

  const call = (member: Member, method: string, path: string, body?: unknown) =>
    served.client.app.request(`/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${member.token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('a socket whose token is logged out leaves every room and hears nothing more of its workspace', async () => {
    const alice = await served.ctx.createMember();
    const colleague = await served.ctx.createMember({ space: alice.space });
    const socket = await open();
    await authorize(socket, { token: colleague.token });
    const names: string[] = [];
    socket.on(serverEvents.updateWorkflow, (payload: WorkflowJson) => names.push(payload.name));

    const dropped = nextAuthorization(socket);
    expect((await call(colleague, 'GET', '/auth/logout')).status).toBe(200);
    expect(await dropped).toEqual({ ok: false, error: 'Token is not valid' });

    const watcher = await open();
    await authorize(watcher, { token: alice.token });
    const seen = nextWorkflowEvent(watcher);
    await createWorkflow(alice, 'After logout');
    await seen;
    await authorize(socket, { token: 'round-trip' });
    expect(names).toEqual([]);
  });

  it('a socket of a member who leaves the workspace leaves its rooms', async () => {
    const alice = await served.ctx.createMember();
    const leaver = await served.ctx.createMember({ space: alice.space });
    const socket = await open();
    await authorize(socket, { token: leaver.token });
    const names: string[] = [];
    socket.on(serverEvents.updateWorkflow, (payload: WorkflowJson) => names.push(payload.name));

    const dropped = nextAuthorization(socket);
    const left = await call(leaver, 'POST', `/users/${leaver.user.id}/exit_from_space`, {
      space_id: alice.space.id,
    });
    expect(left.status).toBe(200);
    expect(await dropped).toEqual({ ok: false, error: 'Can not find space' });

    const watcher = await open();
    await authorize(watcher, { token: alice.token });
    const seen = nextWorkflowEvent(watcher);
    await createWorkflow(alice, 'After leaving');
    await seen;
    await authorize(socket, { token: 'round-trip' });
    expect(names).toEqual([]);
  });
});
