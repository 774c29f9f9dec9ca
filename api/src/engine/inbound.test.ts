import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseModes } from '../../test/helpers';
import { campaignProspects, prospects } from '../db/schema';
import { handleInbound } from './inbound';
import { awaitingConnection } from './progression';
import {
  activeOn,
  addToCampaign,
  createEngineHarness,
  type EngineHarness,
  makeCampaign,
  makeCredential,
  makeProspect,
  makeSpace,
} from './test-fixtures';

describe.each(databaseModes())('handleInbound on %s', (mode) => {
  let harness: EngineHarness;
  let spaceId: string;
  beforeEach(async () => {
    // Monday 2026-01-05 10:00 UTC.
    harness = await createEngineHarness(mode, '2026-01-05T10:00:00.000Z');
    spaceId = (await makeSpace(harness.db)).id;
  });
  afterEach(async () => {
    await harness.close();
  });

  async function prospectInTwoCampaigns(lifecycle: 'new' | 'lead' = 'new') {
    const sender = await makeCredential(harness.db, spaceId, {
      timezone: 'Europe/Berlin',
      workHoursStart: 9,
      workHoursEnd: 17,
    });
    const prospect = await makeProspect(harness.db, spaceId, { lifecycle });
    const steps = [
      { key: 'a', kind: 'connection_request' as const },
      { key: 'b', kind: 'send_message' as const, waitDays: 1 },
    ];
    const one = await makeCampaign(harness.db, spaceId, steps, { senders: [sender] });
    const two = await makeCampaign(harness.db, spaceId, steps, { senders: [sender] });
    const cpOne = await addToCampaign(
      harness.db,
      one.workflow,
      prospect,
      activeOn('a', sender, harness.clock.now()),
    );
    const cpTwo = await addToCampaign(harness.db, two.workflow, prospect, { state: 'pending' });
    return { sender, prospect, cpOne, cpTwo };
  }

  /** An inbound event about a prospect of this workspace, now: by email from no known sender unless told. */
  const inbound = (
    prospectId: string,
    kind: Parameters<typeof handleInbound>[1]['kind'],
    extra: Partial<Parameters<typeof handleInbound>[1]> = {},
  ) =>
    handleInbound(harness.deps, {
      spaceId,
      prospectId,
      credentialId: null,
      channel: 'email',
      kind,
      at: harness.clock.now(),
      ...extra,
    });
  const stateOf = async (id: string) =>
    (await harness.db.select().from(campaignProspects).where(eq(campaignProspects.id, id)))[0];
  const lifecycleOf = async (id: string) =>
    (await harness.db.select().from(prospects).where(eq(prospects.id, id)))[0]?.lifecycle;

  it('on a reply the campaign auto-pauses for that prospect in every campaign (got reply)', async () => {
    const { sender, prospect, cpOne, cpTwo } = await prospectInTwoCampaigns();
    await inbound(prospect.id, 'reply', { credentialId: sender.id });
    expect(await stateOf(cpOne.id)).toMatchObject({ state: 'paused', pauseReason: 'got_reply' });
    expect(await stateOf(cpTwo.id)).toMatchObject({ state: 'paused', pauseReason: 'got_reply' });
    expect(await lifecycleOf(prospect.id)).toBe('got_reply');
    expect(harness.events.map((event) => [event.name, event.workflowId])).toEqual([
      ['got_reply', cpOne.workflowId],
    ]);
    expect(harness.realtime.events.map((event) => event.event)).toEqual(['refetch_data', 'refetch_data']);
  });

  it('a reply never downgrades a lead', async () => {
    const { prospect } = await prospectInTwoCampaigns('lead');
    await inbound(prospect.id, 'reply', { channel: 'social' });
    expect(await lifecycleOf(prospect.id)).toBe('lead');
  });

  it('a reply in another workspace changes nothing here', async () => {
    const { prospect, cpOne } = await prospectInTwoCampaigns();
    const other = await makeSpace(harness.db);
    await inbound(prospect.id, 'reply', { spaceId: other.id });
    expect((await stateOf(cpOne.id))?.state).toBe('active');
    expect(await lifecycleOf(prospect.id)).toBe('new');
  });

  it('out of office does not pause: the step moves to the return date at the next work hour', async () => {
    const { prospect, cpOne } = await prospectInTwoCampaigns();
    await inbound(prospect.id, 'out_of_office', {
      // Back Friday 2026-01-09 at 06:00 UTC = 07:00 Berlin, before work starts at 09:00 Berlin.
      returnAt: new Date('2026-01-09T06:00:00.000Z'),
    });
    expect(await stateOf(cpOne.id)).toMatchObject({
      state: 'active',
      currentStepKey: 'a',
      nextStepAt: new Date('2026-01-09T08:00:00.000Z'),
      waitReason: 'out_of_office',
    });
  });

  it('out of office without a date waits three days', async () => {
    const { prospect, cpOne } = await prospectInTwoCampaigns();
    await inbound(prospect.id, 'out_of_office');
    expect((await stateOf(cpOne.id))?.nextStepAt).toEqual(new Date('2026-01-08T10:00:00.000Z'));
  });

  it('a bounce pauses with email failed', async () => {
    const { prospect, cpOne } = await prospectInTwoCampaigns();
    await inbound(prospect.id, 'bounce');
    expect(await stateOf(cpOne.id)).toMatchObject({ state: 'paused', pauseReason: 'email_failed' });
    expect(harness.events).toEqual([]);
  });

  it('unsubscribe finishes the prospect in every campaign of the workspace', async () => {
    const { prospect, cpOne, cpTwo } = await prospectInTwoCampaigns();
    await inbound(prospect.id, 'unsubscribe');
    expect(await stateOf(cpOne.id)).toMatchObject({ state: 'finished', nextStepAt: null });
    expect((await stateOf(cpTwo.id))?.state).toBe('finished');
  });

  it('an accepted connection request sets connected, emits invite_accepted and lets the waiting step go on', async () => {
    const { sender, prospect, cpOne } = await prospectInTwoCampaigns();
    await harness.db
      .update(campaignProspects)
      .set({ waitReason: awaitingConnection })
      .where(eq(campaignProspects.id, cpOne.id));
    await inbound(prospect.id, 'connection_accepted', { credentialId: sender.id, channel: 'social' });
    expect(await lifecycleOf(prospect.id)).toBe('connected');
    expect(harness.events.map((event) => event.name)).toEqual(['invite_accepted']);
    expect(await stateOf(cpOne.id)).toMatchObject({
      currentStepKey: 'b',
      waitReason: null,
      nextStepAt: new Date('2026-01-06T10:00:00.000Z'),
    });
  });
});
