import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { insertPhone, insertVoicemail, noSipServer, sandboxVoice } from '../../../test/dialer';
import { useTestContext } from '../../../test/use-context';
import { createInternalExecutor } from '../../channels/internal.executor';
import { dialerVoicemailDrops, type prospects } from '../../db/schema';
import { createSandboxCarrier } from '../../providers/voice/sandbox.carrier';
import {
  addProspect,
  createCampaign,
  type EngineHarness,
  engineDeps,
  stepContext,
} from '../automation/automation.test-support';
import { creditBalance, grantCredits } from '../credits';
import { nextWindowOpening } from './voicemail-drop.step';

describe('the calling window opening (pure)', () => {
  it('is the next 8:00 in the recipient time zone, today before 8:00, tomorrow from 21:00', () => {
    // 5:30 in New York (EST, UTC-5): today 8:00 = 13:00Z.
    expect(nextWindowOpening(new Date('2026-12-03T10:30:00Z'), 'America/New_York').toISOString()).toBe(
      '2026-12-03T13:00:00.000Z',
    );
    // 22:15 in Los Angeles (PST, UTC-8): tomorrow 8:00 = 16:00Z.
    expect(nextWindowOpening(new Date('2026-12-04T06:15:30Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-12-04T16:00:00.000Z',
    );
  });
});

describe.each(databaseModes())('the voicemail drop campaign step on %s', (mode) => {
  let ctx: TestContext;
  let harness: EngineHarness;
  let rep: Member;
  let bare: Member;
  let audio: string;
  const carrier = createSandboxCarrier();
  const voice = sandboxVoice(noSipServer, carrier);
  const executor = createInternalExecutor(() => voice);

  useTestContext(mode, async (opened) => {
    ctx = opened;
    harness = engineDeps(ctx);
    rep = await opened.createMember({ tier: 'growth' });
    bare = await opened.createMember({ tier: 'growth' });
    await insertPhone(ctx, rep, '+12125550100');
    await insertPhone(ctx, rep, '+13125550100');
    await insertPhone(ctx, rep, '+442071830000', { countryCode: 'GB', stateName: null });
    audio = await insertVoicemail(ctx, rep);
    for (const member of [rep, bare])
      await grantCredits(ctx.database.db, {
        spaceId: member.space.id,
        amount: 100,
        kind: 'manual',
        idempotencyKey: `vm-step-${member.space.id}`,
      });
  });

  /** A one-step voicemail campaign of `member` run once for a new prospect with `phone`. */
  async function run(
    phone: string | null,
    config: Record<string, unknown> = {},
    member = rep,
    extra: Partial<typeof prospects.$inferInsert> = {},
  ) {
    const campaign = await createCampaign(ctx.database.db, member.space.id, [
      {
        kind: 'voicemail_drop',
        config: { audio_id: member === rep ? audio : await insertVoicemail(ctx, member), ...config },
      },
    ]);
    const added = await addProspect(ctx.database.db, campaign, { phone, ...extra });
    const context = await stepContext(ctx.database.db, campaign, added.campaignProspect.id, ctx.clock.now());
    const result = await executor.execute(context, harness.deps);
    return { result, context, prospect: added.prospect };
  }

  const dropsOf = (prospectId: string) =>
    ctx.database.db
      .select()
      .from(dialerVoicemailDrops)
      .where(eq(dialerVoicemailDrops.prospectId, prospectId));

  it("drops the step's recording from the workspace's number of the recipient's area, once per execution", async () => {
    // 10:00 in New York.
    ctx.clock.set('2026-12-03T15:00:00Z');
    const before = await creditBalance(ctx.database.db, rep.space.id);
    const { result, context, prospect } = await run('+1 (312) 555-0142');
    expect(result).toEqual({
      type: 'done',
      outcome: 'positive',
      detail: { voicemail_drop_id: expect.any(String), from: '+13125550100', to: '+13125550142', credits: 2 },
    });
    const drops = await dropsOf(prospect.id);
    expect(drops).toHaveLength(1);
    expect(drops[0]).toMatchObject({
      stepExecutionId: context.execution.id,
      audioId: audio,
      userId: null,
      credentialId: context.credential?.id,
    });
    expect(await creditBalance(ctx.database.db, rep.space.id)).toBe(before - 2);
    // A re-run of the execution (a crash after the drop) drops nothing more.
    expect(await executor.execute(context, harness.deps)).toMatchObject({
      type: 'done',
      detail: { voicemail_drop_id: drops[0]?.id },
    });
    expect(await dropsOf(prospect.id)).toHaveLength(1);
    expect(await creditBalance(ctx.database.db, rep.space.id)).toBe(before - 2);
  });

  it("sends from the step's from_number; one the workspace lacks fails the step with the API's words", async () => {
    ctx.clock.set('2026-12-03T15:00:00Z');
    const chosen = await run('+1 312 555 0143', { from_number: '(212) 555-0100' });
    expect(chosen.result).toMatchObject({ type: 'done', detail: { from: '+12125550100' } });
    const missing = await run('+1 312 555 0144', { from_number: '+12125550199' });
    expect(missing.result).toEqual({ type: 'failed', error: 'Phone number not found' });
    const foreign = await run('+1 312 555 0145', { from_number: '+442071830000' });
    expect(foreign.result).toEqual({
      type: 'failed',
      error: 'Buy a US or Canadian phone number to send voicemail drops from',
    });
  });

  it('waits, never fails, outside 8:00 to 21:00 recipient time, until the window opens; then drops', async () => {
    // 22:00 in New York, 19:00 in Los Angeles.
    ctx.clock.set('2026-12-04T03:00:00Z');
    const late = await run('+1 212 555 0146');
    expect(late.result).toEqual({
      type: 'wait',
      reason: 'outside_calling_hours',
      retryAt: new Date('2026-12-04T13:00:00Z'),
    });
    expect(await dropsOf(late.prospect.id)).toHaveLength(0);
    // The prospect's location wins over the number's area code: a 212 number living in California.
    const west = await run('+1 212 555 0147', {}, rep, { location: 'San Diego, California, United States' });
    expect(west.result).toMatchObject({ type: 'done' });
    ctx.clock.set('2026-12-04T13:00:00Z');
    expect(await executor.execute(late.context, harness.deps)).toMatchObject({ type: 'done' });
    expect(await dropsOf(late.prospect.id)).toHaveLength(1);
  });

  it('waits for the 3 per 3 days limit of the recipient number to lift', async () => {
    ctx.clock.set('2026-12-07T15:00:00Z');
    const first = ctx.clock.now();
    for (let index = 0; index < 3; index += 1) {
      expect((await run('+1 212 555 0148')).result.type).toBe('done');
      ctx.clock.advance(60 * 60 * 1000);
    }
    const fourth = await run('+1 212 555 0148');
    expect(fourth.result).toEqual({
      type: 'wait',
      reason: 'voicemail_limit_reached',
      retryAt: new Date(first.getTime() + 3 * 86_400_000 + 60_000),
    });
  });

  it('fails outside the US and Canada and without a number to send from; waits on a bad phone and short credits', async () => {
    ctx.clock.set('2026-12-03T15:00:00Z');
    expect((await run('+44 20 7946 0018')).result).toEqual({
      type: 'failed',
      error: 'Voicemail drops can be sent to US and Canada numbers only',
    });
    expect((await run('+1 212 555 0149', {}, bare)).result).toEqual({
      type: 'failed',
      error: 'Buy a US or Canadian phone number to send voicemail drops from',
    });
    expect((await run(null)).result).toMatchObject({ type: 'wait', reason: 'invalid_phone' });
    expect((await run('+1 212 555 0150', { audio_id: '' })).result).toEqual({
      type: 'failed',
      error: 'Voicemail not found',
    });
    const poor = await ctx.createMember({ tier: 'growth' });
    await insertPhone(ctx, poor, '+12125550177');
    const short = await run('+1 212 555 0151', {}, poor);
    expect(short.result).toEqual({
      type: 'wait',
      reason: 'out_of_credits',
      retryAt: new Date(ctx.clock.now().getTime() + 60 * 60 * 1000),
    });
    expect(await dropsOf(short.prospect.id)).toHaveLength(0);
  });
});
