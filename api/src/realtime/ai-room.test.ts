import { describe, expect, it } from 'vitest';
import { databaseModes } from '../../test/helpers';
import { flushSockets, useRealtimeServer } from '../../test/sockets';
import { grantCredits } from '../modules/credits';
import { magicCampaignsSettled } from '../modules/workflows';
import { clientEvents, serverEvents } from './events';

/**
 * The AI room (issue 28, ai-telephony §7 Realtime): `join_ai_room` after authorization puts a socket
 * in its workspace's AI room; a magic campaign built is announced there once, to that workspace only.
 */
describe.each(databaseModes())('AI room on %s', (mode) => {
  const served = useRealtimeServer(mode);

  async function open(token: string, join: boolean) {
    const socket = await served.connect();
    const heard: unknown[] = [];
    socket.on(serverEvents.aiWorkflowHasBeenGenerated, (payload) => heard.push(payload));
    expect((await served.authorize(socket, { token })).ok).toBe(true);
    if (join)
      expect(await socket.timeout(5000).emitWithAck(clientEvents.joinAiRoom, {})).toEqual({ ok: true });
    return { socket, heard };
  }

  it('refuses join_ai_room before authorization', async () => {
    const socket = await served.connect();
    const answer = (await socket.timeout(5000).emitWithAck(clientEvents.joinAiRoom, {})) as { ok: boolean };
    expect(answer.ok).toBe(false);
  });

  it('announces a built magic campaign once, to the sockets of its workspace that joined the AI room', async () => {
    const owner = await served.ctx.createMember({ tier: 'scale' });
    const elsewhere = await served.ctx.createMember({ tier: 'scale' });
    await grantCredits(served.ctx.database.db, {
      spaceId: owner.space.id,
      amount: 50,
      kind: 'manual',
      idempotencyKey: 'ai-room',
    });
    const joined = await open(owner.token, true);
    const notJoined = await open(owner.token, false);
    const otherSpace = await open(elsewhere.token, true);

    const created = await served.client.api.unchecked.post('/workflows', {
      token: owner.token,
      body: { workflow_to_generate: 'linkedin', objective: 'Book demos with retail leaders' },
    });
    expect(created.status).toBe(201);
    const id = created.payload._id;
    await magicCampaignsSettled();
    await flushSockets([joined.socket, notJoined.socket, otherSpace.socket]);
    expect(joined.heard).toEqual([{ workflow_id: id }]);
    expect(notJoined.heard).toEqual([]);
    expect(otherSpace.heard).toEqual([]);
  });
});
