import { tiers } from '@outreach/core/billing';
import {
  lockedStepFeature,
  type StepJson,
  type StepKind,
  startFixPaths,
  stepKinds,
} from '@outreach/core/outreach';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, on, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { insertCredential } from '../../../test/workspaces';
import { credentials, dialerPhones, integrations } from '../../db/schema';
import { writeSteps } from './workflow-steps';

/**
 * issue 26 items 3 and 6: every refusal to start names the step (number and kind) and the page of
 * its fix; and on every plan, a start accepts exactly the steps the builder's palette offers (one
 * rule, core's lockedStepFeature).
 */
describe.each(databaseModes())('starting a campaign on %s', (mode) => {
  let ctx: TestContext;
  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  function step(kind: StepKind, number: number, extra: Partial<StepJson> = {}): StepJson {
    return {
      key: `${kind}-${number}`,
      number,
      kind,
      wait_days: 0,
      wait_hours: 1,
      subject: null,
      text: null,
      email_type: null,
      thread: false,
      requires_approval: false,
      is_ai_message: false,
      video_id: null,
      config: {},
      positive_key: null,
      negative_key: null,
      ...extra,
    };
  }

  async function insertMailbox(member: Member, status: 'connected' | 'disconnected') {
    const credentialId = await insertCredential(ctx, member.space);
    const [row] = await ctx.database.db
      .insert(integrations)
      .values({ spaceId: member.space.id, credentialId, provider: 'smtp', status, email: 'me@example.test' })
      .returning();
    if (!row) throw new Error('no integration');
    return row.id;
  }

  /** A number of `member`'s workspace (E.164), with SMS unless `fields` say otherwise. */
  async function insertNumber(
    member: Member,
    number: string,
    fields: Partial<typeof dialerPhones.$inferInsert> = {},
  ): Promise<string> {
    const [row] = await ctx.database.db
      .insert(dialerPhones)
      .values({
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
        ...fields,
      })
      .returning({ id: dialerPhones.id });
    if (!row) throw new Error('no number');
    return row.id;
  }

  /** A campaign of `member` with `senders`, its steps written as they are (no builder rule in the way). */
  async function campaignWith(member: Member, steps: StepJson[], senders: string[] = [], smart = false) {
    const created = await ctx.api.post('/workflows', {
      token: member.token,
      body: {
        name: 'Start rules',
        credentials: senders,
        ...(smart ? { type: 'smart', sequences_type: 'smart' } : {}),
      },
    });
    await setSteps(member, created.payload._id, steps);
    return created.payload._id;
  }

  function setSteps(member: Member, workflowId: string, steps: StepJson[]) {
    return writeSteps(ctx.database.db, steps, {
      spaceId: member.space.id,
      workflowId,
      revision: 1,
      now: ctx.clock.now(),
    });
  }

  function start(member: Member, workflowId: string) {
    return ctx.api.unchecked.post('/workflows/{id}/update_status', {
      ...on(member, workflowId),
      body: { status: 'active' },
    });
  }

  it('no step: the refusal links to the campaign editor', async () => {
    const member = await ctx.createMember();
    const id = await campaignWith(member, []);
    const refused = await start(member, id);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      ok: false,
      error: 'Add at least one step before starting the campaign',
      code: 'start_refused',
      fix: `/campaign/edit/${id}`,
    });
  });

  it('a social step without a sender names the step; the fix is the add-account flow, then the senders', async () => {
    const member = await ctx.createMember();
    const id = await campaignWith(member, [step('add_label', 1), step('send_message', 2)]);
    const refused = await start(member, id);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      ok: false,
      error: 'Step 2 (send message): Please, add social account first',
      code: 'start_refused',
      step_number: 2,
      step_kind: 'send_message',
      fix: startFixPaths.addAccount,
    });

    // An account exists but the campaign has none (issue 26 item 2): the fix is the campaign's senders.
    await insertCredential(ctx, member.space);
    const smart = await campaignWith(member, [step('view_profile', 1)], [], true);
    expect((await start(member, smart)).body).toMatchObject({
      step_number: 1,
      step_kind: 'view_profile',
      fix: `/smart-sequences/edit/${smart}#senders`,
    });
  });

  it('a sender whose account is not active does not count as one', async () => {
    const member = await ctx.createMember();
    const sender = await insertCredential(ctx, member.space);
    await ctx.database.db.update(credentials).set({ status: 'invalid' }).where(eq(credentials.id, sender));
    const id = await campaignWith(member, [step('follow', 1)], [sender]);
    const refused = await start(member, id);
    expect(refused.body).toMatchObject({
      code: 'start_refused',
      step_number: 1,
      fix: `/campaign/edit/${id}#senders`,
    });
    await ctx.database.db.update(credentials).set({ status: 'active' }).where(eq(credentials.id, sender));
    expect((await start(member, id)).status).toBe(200);
  });

  it('an email step: no mailbox chosen is fixed in the editor, a failed one on the integrations page', async () => {
    const member = await ctx.createMember();
    const failed = await insertMailbox(member, 'disconnected');
    const id = await campaignWith(member, [
      step('add_label', 1),
      step('send_email', 2, { config: {} }),
      step('send_email', 3, { config: { integration_id: failed } }),
    ]);
    expect((await start(member, id)).body).toEqual({
      ok: false,
      error: 'Step 2 (send email): You need to add integration',
      code: 'start_refused',
      step_number: 2,
      step_kind: 'send_email',
      fix: `/campaign/edit/${id}`,
    });
    await setSteps(member, id, [
      step('add_label', 1),
      step('send_email', 2, { config: { integration_id: failed } }),
    ]);
    expect((await start(member, id)).body).toMatchObject({
      error: 'Step 2 (send email): You need to add integration',
      step_number: 2,
      fix: startFixPaths.integrations,
    });
    await ctx.database.db
      .update(integrations)
      .set({ status: 'connected' })
      .where(eq(integrations.id, failed));
    expect((await start(member, id)).status).toBe(200);
  });

  it('an SMS step needs a number that can text: none links to the phone numbers page, a wrong one to the editor', async () => {
    const member = await ctx.createMember({ tier: 'scale' });
    const id = await campaignWith(member, [step('add_label', 1), step('send_sms', 2, { text: 'Hi' })]);
    // No number at all, then one without SMS: the spec's words for buying one.
    const noNumber = {
      ok: false,
      error: 'Step 2 (send sms): Buy a phone number with SMS support to send SMS from',
      code: 'start_refused',
      step_number: 2,
      step_kind: 'send_sms',
      fix: startFixPaths.phoneNumbers,
    };
    expect((await start(member, id)).body).toEqual(noNumber);
    await insertNumber(member, '+14155550101', { isSmsSupported: false });
    expect((await start(member, id)).body).toEqual(noNumber);
    // Another workspace's number does not count (tenancy).
    const stranger = await ctx.createMember({ tier: 'scale' });
    await insertNumber(stranger, '+14155550102');
    expect((await start(member, id)).body).toEqual(noNumber);
    // A US toll-free number wants a carrier registration first (the sandbox plays Twilio's rule).
    // Its words say to remove SMS steps: the fix is the editor.
    const tollFree = await insertNumber(member, '+18005550104', { category: 'toll_free' });
    expect((await start(member, id)).body).toEqual({
      ...noNumber,
      error: 'Step 2 (send sms): Sending SMS is temporarily unavailable (US regulation); remove SMS steps',
      fix: `/campaign/edit/${id}`,
    });
    await ctx.database.db.delete(dialerPhones).where(eq(dialerPhones.id, tollFree));
    // A number whose monthly charge is unpaid can not text: its reason, same fix.
    const suspended = await insertNumber(member, '+14155550103', { status: 'suspended' });
    expect((await start(member, id)).body).toEqual({
      ...noNumber,
      error: 'Step 2 (send sms): This phone number is suspended until its monthly charge is paid',
    });
    await ctx.database.db
      .update(dialerPhones)
      .set({ status: 'active' })
      .where(eq(dialerPhones.id, suspended));
    expect((await start(member, id)).status).toBe(200);
    await ctx.api.post('/workflows/{id}/update_status', { ...on(member, id), body: { status: 'paused' } });

    // A step naming a number: the workspace must have it with SMS (fixed in the editor), able to text.
    await setSteps(member, id, [
      step('send_sms', 1, { text: 'Hi', config: { from_number: '+14155550102' } }),
    ]);
    expect((await start(member, id)).body).toEqual({
      ok: false,
      error: 'Step 1 (send sms): Phone number not found',
      code: 'start_refused',
      step_number: 1,
      step_kind: 'send_sms',
      fix: `/campaign/edit/${id}`,
    });
    await setSteps(member, id, [
      step('send_sms', 1, { text: 'Hi', config: { from_number: '+1 (415) 555-0103' } }),
    ]);
    expect((await start(member, id)).status).toBe(200);
  });

  it('an archived campaign: the refusal links to the list where Restore is', async () => {
    const member = await ctx.createMember();
    const id = await campaignWith(member, [step('add_label', 1)]);
    await ctx.api.post('/workflows/{id}/archive', on(member, id));
    expect((await start(member, id)).body).toEqual({
      ok: false,
      error: 'Restore the campaign first',
      code: 'start_refused',
      fix: startFixPaths.archived,
    });
  });

  it('a step the plan lacks: 402 feature_locked with the step, the feature, its tier and the plans page', async () => {
    const member = await ctx.createMember({ tier: 'free' });
    const id = await campaignWith(member, [step('add_label', 1), step('push_to_crm', 2)]);
    const refused = await start(member, id);
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({
      ok: false,
      error: 'Step 2 (push to crm): CRM is available from the Basic plan: upgrade to use it',
      code: 'feature_locked',
      feature: 'native_crm',
      tier: 'basic',
      step_number: 2,
      step_kind: 'push_to_crm',
      fix: startFixPaths.plans,
    });
  });

  /**
   * The rule: for every plan (as GET /space/features serves it to the builder) and every step
   * kind, plus the AI message switch, the builder offers the step exactly when a start accepts it.
   */
  it.each(tiers)('on the %s plan the builder offers exactly the steps a start accepts', async (tier) => {
    const member = await ctx.createMember({ tier });
    const features = (await ctx.api.get('/space/features', { token: member.token })).payload;
    const sender = await insertCredential(ctx, member.space);
    const mailbox = await insertMailbox(member, 'connected');
    await insertNumber(member, `+1628555${String(tiers.indexOf(tier)).padStart(4, '0')}`);
    const id = await campaignWith(member, [], [sender]);
    const cases: [string, StepJson][] = [
      ...stepKinds.map((kind): [string, StepJson] => [
        kind,
        step(kind, 1, kind === 'send_email' ? { config: { integration_id: mailbox } } : {}),
      ]),
      ['send_message with AI message', step('send_message', 1, { is_ai_message: true })],
    ];
    const disagreements: string[] = [];
    for (const [name, candidate] of cases) {
      await setSteps(member, id, [candidate]);
      const offered = lockedStepFeature(candidate, features) === null;
      const answer = await start(member, id);
      const accepted = answer.status === 200;
      if (!accepted) expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(402);
      if (offered !== accepted) disagreements.push(`${name}: builder ${offered}, start ${accepted}`);
      if (accepted) {
        await ctx.api.post('/workflows/{id}/update_status', {
          ...on(member, id),
          body: { status: 'paused' },
        });
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('the free plan offers none of the steps of higher plans the issue found open', async () => {
    const member = await ctx.createMember({ tier: 'free' });
    const features = (await ctx.api.get('/space/features', { token: member.token })).payload;
    const locked = (['push_to_crm', 'manual_task', 'ai_comment', 'reveal_personality'] as const).map((kind) =>
      lockedStepFeature({ kind }, features),
    );
    expect(locked.every((flag) => flag !== null)).toBe(true);
    expect(lockedStepFeature({ kind: 'send_message', is_ai_message: true }, features)).not.toBeNull();
    expect(lockedStepFeature({ kind: 'send_message' }, features)).toBeNull();
  });
});
