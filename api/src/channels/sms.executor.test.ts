import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../test/helpers';
import { campaignProspects, dialerPhones, dialogs, messages, smsRecipients } from '../db/schema';
import {
  addProspect,
  createCampaign,
  type EngineHarness,
  engineDeps,
  type StepSpec,
  stepContext,
} from '../modules/automation/automation.test-support';
import { grantCredits } from '../modules/credits';
import { deliverSandboxSms, smsMessages } from '../modules/sms';
import {
  createSandboxMessaging,
  sandboxDeliveryMs,
  sandboxReplyMs,
} from '../providers/messaging/sandbox.messaging';
import { createSmsExecutor, smsCreditsRetryMs } from './sms.executor';

describe.each(databaseModes())('the send SMS step on %s', (mode) => {
  let ctx: TestContext;
  let owner: Member;
  let harness: EngineHarness;
  let messaging: ReturnType<typeof createSandboxMessaging>;
  let executor: ReturnType<typeof createSmsExecutor>;

  async function numberOf(member: Member, number: string) {
    await ctx.database.db.insert(dialerPhones).values({
      spaceId: member.space.id,
      userId: member.user.id,
      number,
      carrierId: `SBX-${number.slice(1)}`,
      category: 'local',
      countryCode: 'US',
      regionId: 'US:local:CA:Los Angeles',
      regionName: 'Los Angeles',
      isSmsSupported: true,
      monthlyPrice: 10,
      installationPrice: 10,
      nextChargeAt: new Date('2027-01-01T00:00:00Z'),
    });
  }

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    owner = await ctx.createMember({ tier: 'scale' });
    await numberOf(owner, '+12135550100');
    await grantCredits(ctx.database.db, {
      spaceId: owner.space.id,
      amount: 50,
      kind: 'manual',
      idempotencyKey: 'step',
    });
    harness = engineDeps(ctx);
    messaging = createSandboxMessaging({ now: () => ctx.clock.now().getTime() });
    executor = createSmsExecutor(() => ({ messaging, price: 1 }));
  });
  afterAll(async () => ctx?.close());

  const step = (config: Record<string, unknown> = { from_number: '(213) 555-0100' }): StepSpec => ({
    kind: 'send_sms',
    text: 'Hi {first_name}, can we talk about {company_name}?',
    config,
  });

  async function run(spec: StepSpec, prospect: Parameters<typeof addProspect>[2] = {}, member = owner) {
    const campaign = await createCampaign(ctx.database.db, member.space.id, [spec]);
    const added = await addProspect(ctx.database.db, campaign, prospect);
    const context = await stepContext(ctx.database.db, campaign, added.campaignProspect.id, ctx.clock.now());
    const result = await executor.execute(context, harness.deps);
    return { ...added, context, result };
  }

  async function threadOf(prospectId: string) {
    return ctx.database.db
      .select({
        direction: messages.direction,
        kind: messages.kind,
        text: messages.text,
        channel: messages.channel,
      })
      .from(messages)
      .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
      .where(eq(dialogs.prospectId, prospectId))
      .orderBy(messages.sentAt, messages.id);
  }

  it("texts the prospect the step's text with its placeholders, once, and their reply pauses the prospect", async () => {
    const { result, prospect, context, campaignProspect } = await run(step(), { phone: '415-555-0142' });
    expect(result).toMatchObject({
      type: 'done',
      outcome: 'positive',
      detail: { from: '+12135550100', to: '+14155550142', credits: 1 },
    });
    expect(await executor.execute(context, harness.deps)).toMatchObject({ type: 'done' });
    expect(messaging.sent.filter((sent) => sent.to === '+14155550142').map((sent) => sent.body)).toEqual([
      'Hi Ada, can we talk about Analytical Engines?',
    ]);
    // The app's clock moves: delivered, then the sandbox's canned reply (an even number) threads in.
    ctx.clock.advance(sandboxDeliveryMs + sandboxReplyMs);
    expect(await deliverSandboxSms(harness.deps, messaging)).toBe(2);
    expect(await threadOf(prospect.id)).toEqual([
      {
        direction: 'out',
        kind: 'message',
        channel: 'sms',
        text: 'Hi Ada, can we talk about Analytical Engines?',
      },
      { direction: 'in', kind: 'reply', channel: 'sms', text: 'Thanks, call me tomorrow' },
    ]);
    const [row] = await ctx.database.db
      .select({ state: campaignProspects.state, pauseReason: campaignProspects.pauseReason })
      .from(campaignProspects)
      .where(eq(campaignProspects.id, campaignProspect.id));
    expect(row).toEqual({ state: 'paused', pauseReason: 'got_reply' });
    expect(harness.emitted.map((event) => event.name)).toContain('got_reply');
  });

  it('skips a prospect without a phone, or with one that is no number, with the reason', async () => {
    expect((await run(step(), { phone: null })).result).toEqual({
      type: 'skipped',
      reason: 'no_actions',
      detail: { reason: 'no_phone' },
    });
    expect((await run(step(), { phone: 'ask reception' })).result).toEqual({
      type: 'skipped',
      reason: 'no_actions',
      detail: { reason: 'invalid_phone' },
    });
  });

  it('skips a number that replied STOP, and texts it again after START', async () => {
    await ctx.database.db.insert(smsRecipients).values({
      spaceId: owner.space.id,
      number: '+14155550143',
      optedOutAt: ctx.clock.now(),
      optKeyword: 'STOP',
    });
    const before = messaging.sent.length;
    expect((await run(step(), { phone: '+14155550143' })).result).toEqual({
      type: 'skipped',
      reason: 'no_actions',
      detail: { reason: 'sms_opted_out', to: '+14155550143' },
    });
    messaging.receive({ from: '+14155550143', to: '+12135550100', body: 'START' }, ctx.clock.now());
    await deliverSandboxSms(harness.deps, messaging);
    expect((await run(step(), { phone: '+14155550143' })).result).toMatchObject({ type: 'done' });
    expect(messaging.sent.length).toBe(before + 1);
  });

  it("fails on a from number that is not the workspace's, with the API's message", async () => {
    expect((await run(step({ from_number: '+13125550100' }), { phone: '+14155550144' })).result).toEqual({
      type: 'failed',
      error: smsMessages.phoneNotFound,
    });
  });

  it('waits for credits when they are short, and fails on the plan without sms', async () => {
    const poor = await ctx.createMember({ tier: 'scale' });
    await numberOf(poor, '+12065550100');
    const waiting = await run(step({}), { phone: '+14155550145' }, poor);
    expect(waiting.result).toEqual({
      type: 'wait',
      reason: 'out_of_credits',
      retryAt: new Date(ctx.clock.now().getTime() + smsCreditsRetryMs),
    });
    const growth = await ctx.createMember({ tier: 'growth' });
    const locked = await run(step({}), { phone: '+14155550146' }, growth);
    expect(locked.result).toMatchObject({ type: 'failed', error: expect.stringMatching(/upgrade/) });
  });
});
