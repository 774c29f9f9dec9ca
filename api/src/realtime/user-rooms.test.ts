import { describe, expect, it } from 'vitest';
import { databaseModes } from '../../test/helpers';
import { flushSockets, useRealtimeServer } from '../../test/sockets';
import { serverEvents } from './events';

/** User rooms (an incoming call rings one member): `toUser` reaches that member in that workspace only. */
describe.each(databaseModes())('user rooms on %s', (mode) => {
  const served = useRealtimeServer(mode);

  async function open(token: string, space?: string) {
    const socket = await served.connect();
    const heard: unknown[] = [];
    socket.on(serverEvents.incomingCall, (payload) => heard.push(payload));
    expect((await served.authorize(socket, { token, space })).ok).toBe(true);
    return { socket, heard };
  }

  it("reaches the member's sockets in that workspace, not a colleague's nor the member's other workspace", async () => {
    const owner = await served.ctx.createMember({ tier: 'scale', isAdmin: true });
    const colleague = await served.ctx.createMember({ space: owner.space, isAdmin: true });
    const elsewhere = await served.ctx.createMember({ tier: 'scale', isAdmin: true });
    const ownerTabs = [await open(owner.token), await open(owner.token)];
    const colleagueTab = await open(colleague.token);
    const strangerTab = await open(elsewhere.token);
    served.realtime.toUser(owner.space.id, owner.user.id, serverEvents.incomingCall, { call_id: 'c1' });
    served.realtime.toUser(elsewhere.space.id, owner.user.id, serverEvents.incomingCall, { call_id: 'c2' });
    await flushSockets([...ownerTabs, colleagueTab, strangerTab].map(({ socket }) => socket));
    for (const tab of ownerTabs) expect(tab.heard).toEqual([{ call_id: 'c1' }]);
    expect(colleagueTab.heard).toEqual([]);
    expect(strangerTab.heard).toEqual([]);
  });
});
