import { firstCampaignError, minimumStepDelayHours } from '@outreach/core/outreach';
import { and, eq } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import type { ApiBody } from '@outreach/core/contract';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, on, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { insertCredential } from '../../../test/workspaces';
import {
  campaignProspects,
  integrations,
  labels,
  prospectLabels,
  prospects,
  searches,
  stepExecutions,
  workflowSteps,
  workflows,
} from '../../db/schema';
import { seedDemo } from '../../seeds/seed';
import type { EngineDeps } from '../../engine/contracts';
import { handleInbound } from '../../engine/inbound';
import { createOutreachEvents } from '../../platform/outreach-events';
import { silentLogger } from '../../logger';
import { liveSteps, stepJson } from './workflow-steps';
import {
  CampaignProspectPageSchema,
  CampaignSchema,
  CampaignStepProgressSchema,
  WorkflowPageSchema,
  WorkflowPickerItemSchema,
  WorkflowStatsSchema,
} from './workflows.schema';

/** One step of a campaign's sequence, as the update route declares it. */
type StepBody = NonNullable<NonNullable<ApiBody<'put', '/workflows/{id}/update/async'>>['sequence']>[number];
type SearchBody = NonNullable<ApiBody<'post', '/workflows/{id}/searches'>>;

describe.each(databaseModes())('campaigns API on %s', (mode) => {
  let ctx: TestContext;

  useTestContext(mode, (opened) => {
    ctx = opened;
  });

  const emailStep = (key: string, integrationId: string, extra: Partial<StepBody> = {}): StepBody => ({
    key,
    kind: 'send_email',
    subject: `Subject ${key}`,
    text: 'Hi {first_name}',
    email_type: 'work',
    config: { integration_id: integrationId },
    wait_days: 1,
    ...extra,
  });
  const socialStep = (key: string, kind: StepBody['kind'] = 'view_profile'): StepBody => ({
    key,
    kind,
    wait_days: 0,
    wait_hours: 2,
  });
  const inmailStep = (key: string): StepBody => ({
    ...socialStep(key, 'send_inmail'),
    subject: 'Hello',
    text: 'Hi {first_name}',
  });
  const someUuid = '00000000-0000-4000-8000-000000000001';

  /** An email integration of the workspace (B1's table), connected unless told otherwise. */
  async function insertIntegration(member: Member, status: 'connected' | 'disconnected' = 'connected') {
    const credentialId = await insertCredential(ctx, member.space);
    const [row] = await ctx.database.db
      .insert(integrations)
      .values({ spaceId: member.space.id, credentialId, provider: 'smtp', status, email: 'me@example.test' })
      .returning();
    if (!row) throw new Error('no integration');
    return row.id;
  }

  async function create(member: Member, body: Record<string, unknown>) {
    return ctx.api.unchecked.post('/workflows', { token: member.token, body });
  }

  /** As `member`: save the campaign `workflowId` with the steps `sequence` (a live edit when it runs). */
  function saveSequence(member: Member, workflowId: string, sequence: StepBody[]) {
    return ctx.api.put('/workflows/{id}/update/async', { ...on(member, workflowId), body: { sequence } });
  }

  /** As `member`: start (`active`) or pause the campaign `workflowId`. */
  function setStatus(member: Member, workflowId: string, status: 'active' | 'paused') {
    return ctx.api.post('/workflows/{id}/update_status', { ...on(member, workflowId), body: { status } });
  }

  /** As `member`: put the prospects `prospectIds` into the campaign `workflowId`. */
  function addProspects(member: Member, workflowId: string, prospectIds: string[]) {
    return ctx.api.post('/workflows/{id}/prospects', {
      ...on(member, workflowId),
      body: { prospect_ids: prospectIds },
    });
  }

  /** As `member`: add the source `url` of kind `linkType` to the campaign `workflowId`. */
  function addSearch(member: Member, workflowId: string, linkType: SearchBody['link_type'], url: string) {
    return ctx.api.post('/workflows/{id}/searches', {
      ...on(member, workflowId),
      body: { link_type: linkType, url },
    });
  }

  async function insertProspect(member: Member, fields: Partial<typeof prospects.$inferInsert> = {}) {
    const [row] = await ctx.database.db
      .insert(prospects)
      .values({
        spaceId: member.space.id,
        firstName: 'Pat',
        lastName: 'Prospect',
        fullName: 'Pat Prospect',
        ...fields,
      })
      .returning();
    if (!row) throw new Error('no prospect');
    return row;
  }

  /** A prospect of the campaign that finished step `key` (a done execution). */
  async function completeStep(
    member: Member,
    workflowId: string,
    key: string,
    execution: Partial<typeof stepExecutions.$inferInsert> = {},
  ) {
    const person = await insertProspect(member);
    const [link] = await ctx.database.db
      .insert(campaignProspects)
      .values({
        spaceId: member.space.id,
        workflowId,
        prospectId: person.id,
        state: 'active',
        currentStepKey: key,
      })
      .returning();
    if (!link) throw new Error('no link');
    await ctx.database.db.insert(stepExecutions).values({
      spaceId: member.space.id,
      workflowId,
      campaignProspectId: link.id,
      stepKey: key,
      idempotencyKey: `${link.id}:${key}:1`,
      actionKind: 'email',
      status: 'done',
      outcome: 'positive',
      scheduledAt: ctx.clock.now(),
      finishedAt: ctx.clock.now(),
      ...execution,
    });
    return link;
  }

  describe('POST /api/workflows and GET /api/workflows/:id', () => {
    it('creates a campaign with ordered steps, senders and settings, answered as CampaignJson', async () => {
      const member = await ctx.createMember();
      const sender = await insertCredential(ctx, member.space);
      const integration = await insertIntegration(member);
      const before = ctx.realtime.events.length;
      const response = await create(member, {
        name: 'Founders',
        sequences_type: 'simple',
        credentials: [sender],
        settings: { move_prospects: true },
        is_link_tracking: true,
        connection_daily_limit: 0,
        sequence: [socialStep('visit'), emailStep('mail', integration)],
      });
      expect(response.status).toBe(201);
      const campaign = response.payload;
      expect(campaign).toMatchObject({
        name: 'Founders',
        status: 'draft',
        sequences_type: 'simple',
        is_link_tracking: true,
        connection_daily_limit: 0,
        settings: { move_prospects: true },
        credentials: [sender],
        searches: [],
        percent_complete: 0,
        revision: 1,
      });
      expect(campaign.sequence.map((step) => [step.key, step.number, step.kind])).toEqual([
        ['visit', 1, 'view_profile'],
        ['mail', 2, 'send_email'],
      ]);
      expect(campaign.sequence[1]).toMatchObject({ subject: 'Subject mail', wait_days: 1, thread: false });
      expect(ctx.realtime.events.slice(before)).toEqual([
        { spaceId: member.space.id, event: 'update_workflow', payload: campaign },
      ]);
      const fetched = await ctx.api.get('/workflows/{id}', on(member, campaign._id));
      expect(fetched.payload).toEqual(campaign);
    });

    it('gives a key to a step sent without one', async () => {
      const member = await ctx.createMember();
      const response = await create(member, { name: 'Keys', sequence: [{ kind: 'follow' }] });
      expect(response.payload.sequence[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("takes the builder's step shape: number ignored, '' for unset choices", async () => {
      const member = await ctx.createMember();
      const response = await create(member, {
        name: 'Builder',
        sequence: [
          {
            key: 'a',
            number: 7,
            kind: 'follow',
            wait_days: 0,
            wait_hours: 0,
            email_type: '',
            video_id: '',
            positive_key: '',
          },
        ],
      });
      expect(response.status).toBe(201);
      expect(response.payload.sequence[0]).toMatchObject({
        key: 'a',
        number: 1,
        email_type: null,
        video_id: null,
        positive_key: null,
      });
    });

    it("checks an AI-generation body as a magic campaign's alone (generation/generation.test.ts)", async () => {
      const member = await ctx.createMember();
      const response = await create(member, { workflow_to_generate: 'x', objective: 'sell' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        error:
          'workflow_to_generate: workflow_to_generate must be one of linkedin, email, linkedin_email, linkedin_email_dialer',
      });
    });

    it.each([
      [
        { name: 'Two InMails', sequence: [inmailStep('a'), inmailStep('b')] },
        'Only one InMail step per campaign',
      ],
      [
        {
          name: 'Order',
          sequence: [socialStep('a', 'connection_request'), socialStep('b', 'connection_by_email')],
        },
        'The connection-by-email step must come before the connection request step',
      ],
      [
        { name: 'Video', is_email_only: true, sequence: [emailStep('a', someUuid, { video_id: someUuid })] },
        'No video in email-only campaigns',
      ],
      [
        { name: 'Social in email only', is_email_only: true, sequence: [socialStep('a')] },
        'This step is not available in email-only campaigns',
      ],
      [{ name: 'No subject', sequence: [emailStep('a', someUuid, { subject: '' })] }, 'Fill this field'],
      [{ name: 'Foreign integration', sequence: [emailStep('a', someUuid)] }, 'Integration not found'],
      [{ name: 'Kind', sequence: [{ kind: 'teleport' }] }, 'sequence.0.kind: Unknown step kind'],
      [
        { name: 'Wait', sequence: [{ kind: 'follow', wait_days: -1 }] },
        'sequence.0.wait_days: wait_days can not be negative',
      ],
      [{ name: 'Senders', credentials: ['nope'] }, 'credentials.0: credentials must be account ids'],
      [
        {
          name: 'Delay',
          sequence: [
            { ...inmailStep('a'), wait_hours: 0 },
            emailStep('b', someUuid, { wait_days: 0, wait_hours: 0 }),
          ],
        },
        'Can not add action',
      ],
    ])('rejects %j with 400 "%s" and writes nothing', async (body, message) => {
      const member = await ctx.createMember();
      const response = await create(member, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
      const rows = await ctx.database.db
        .select()
        .from(workflows)
        .where(eq(workflows.spaceId, member.space.id));
      expect(rows).toEqual([]);
    });

    it('refuses text holding a NUL character with 400, anywhere in the body', async () => {
      const member = await ctx.createMember();
      const nul = String.fromCharCode(0);
      for (const body of [
        { name: `Bad${nul}name` },
        { name: 'Ok', sequence: [{ kind: 'follow', config: { [`k${nul}`]: 1 } }] },
      ]) {
        const response = await create(member, body);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ ok: false, error: 'Text can not contain NUL characters' });
      }
      const list = await ctx.api.get('/workflows', { query: { query: `a${nul}b` }, token: member.token });
      expect(list.status).toBe(400);
    });

    it("refuses another workspace's account, or one a worker may not see, as a sender", async () => {
      const alice = await ctx.createMember();
      const bob = await ctx.createMember();
      const bobsAccount = await insertCredential(ctx, bob.space);
      const foreign = await create(alice, { name: 'Steal', credentials: [bobsAccount] });
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({ ok: false, error: 'Credentials not found' });

      const worker = await ctx.createMember({ space: alice.space, isAdmin: false });
      const alicesAccount = await insertCredential(ctx, alice.space);
      const hidden = await create(worker, { name: 'Hidden', credentials: [alicesAccount] });
      expect(hidden.status).toBe(400);
      expect(hidden.body).toEqual({ ok: false, error: 'Credentials not found' });
    });
  });

  describe('PUT /api/workflows/:id/update/async', () => {
    it('replaces the steps of a draft, deleting removed ones, and bumps the revision', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Draft', sequence: [socialStep('a'), socialStep('b')] }))
        .payload;
      const response = await ctx.api.put('/workflows/{id}/update/async', {
        ...on(member, created._id),
        body: {
          sequence: [socialStep('b', 'follow'), socialStep('c')],
          settings: { move_prospects: true },
        },
      });
      expect(response.status).toBe(200);
      expect(response.payload.sequence.map((step) => [step.key, step.number, step.kind])).toEqual([
        ['b', 1, 'follow'],
        ['c', 2, 'view_profile'],
      ]);
      expect(response.payload.revision).toBe(2);
      expect(response.payload.live_edit).toBeUndefined();
      const stored = await ctx.database.db
        .select()
        .from(workflowSteps)
        .where(eq(workflowSteps.workflowId, created._id));
      expect(stored.map((row) => row.key).sort()).toEqual(['b', 'c']);
    });

    it('answers the first rule error with 400 and keeps the old steps', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Keep', sequence: [inmailStep('a')] })).payload;
      const response = await saveSequence(member, created._id, [inmailStep('a'), inmailStep('b')]);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Only one InMail step per campaign' });
      const fetched = await ctx.api.get('/workflows/{id}', on(member, created._id));
      expect(fetched.payload.sequence.map((step) => step.key)).toEqual(['a']);
    });

    it('a message less than the minimum delay after another message: 400 "Can not add action"', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Delay', sequence: [inmailStep('a')] })).payload;
      const tooSoon: StepBody = {
        key: 'b',
        kind: 'send_message',
        text: 'Hi again',
        wait_days: 0,
        wait_hours: 0,
      };
      const response = await saveSequence(member, created._id, [inmailStep('a'), tooSoon]);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Can not add action' });
      const later = await saveSequence(member, created._id, [
        inmailStep('a'),
        { ...tooSoon, wait_hours: minimumStepDelayHours },
      ]);
      expect(later.status).toBe(200);
      expect(later.payload.sequence.map((step) => step.key)).toEqual(['a', 'b']);
    });

    it('live edit: completed steps stay, a removed completed step keeps its row with removed_at', async () => {
      const member = await ctx.createMember();
      const mail = await insertIntegration(member);
      const created = (
        await create(member, { name: 'Live', sequence: [emailStep('a', mail), emailStep('b', mail)] })
      ).payload;
      await ctx.database.db.update(workflows).set({ status: 'active' }).where(eq(workflows.id, created._id));
      await completeStep(member, created._id, 'a');

      const response = await saveSequence(member, created._id, [emailStep('b', mail)]);
      expect(response.status).toBe(200);
      expect(response.payload.sequence.map((step) => step.key)).toEqual(['b']);
      expect(response.payload.live_edit).toEqual({ retired_keys: ['a'], added_keys: [], skipped_keys: [] });
      const [kept] = await ctx.database.db
        .select()
        .from(workflowSteps)
        .where(and(eq(workflowSteps.workflowId, created._id), eq(workflowSteps.key, 'a')));
      expect(kept?.removedAt?.toISOString()).toBe(ctx.clock.now().toISOString());
    });

    it('live edit: uncompleted steps inserted before a completed one are reported as skipped; new steps carry the next revision', async () => {
      const member = await ctx.createMember();
      const mail = await insertIntegration(member);
      const created = (
        await create(member, { name: 'Insert', sequence: [emailStep('a', mail), emailStep('b', mail)] })
      ).payload;
      await ctx.database.db.update(workflows).set({ status: 'paused' }).where(eq(workflows.id, created._id));
      await completeStep(member, created._id, 'a');

      const response = await saveSequence(member, created._id, [
        emailStep('new', mail),
        emailStep('a', mail),
        emailStep('b', mail),
        emailStep('last', mail),
      ]);
      expect(response.payload.live_edit).toEqual({
        retired_keys: [],
        added_keys: ['new', 'last'],
        skipped_keys: ['new'],
      });
      expect(response.payload.revision).toBe(2);
      const rows = await ctx.database.db
        .select({ key: workflowSteps.key, revision: workflowSteps.addedInRevision })
        .from(workflowSteps)
        .where(eq(workflowSteps.workflowId, created._id));
      expect(Object.fromEntries(rows.map((row) => [row.key, row.revision]))).toEqual({
        a: 1,
        b: 1,
        new: 2,
        last: 2,
      });
    });
    it('live edit: the kind of a completed step can not be changed', async () => {
      const member = await ctx.createMember();
      const mail = await insertIntegration(member);
      const created = (await create(member, { name: 'Kind', sequence: [emailStep('a', mail)] })).payload;
      await ctx.database.db.update(workflows).set({ status: 'active' }).where(eq(workflows.id, created._id));
      await completeStep(member, created._id, 'a');
      const response = await saveSequence(member, created._id, [socialStep('a', 'follow')]);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'The kind of a completed step can not be changed' });
    });
  });

  describe('POST /api/workflows/:id/update_status', () => {
    it('needs at least one step to start', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Empty' })).payload;
      const response = await setStatus(member, created._id, 'active');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        ok: false,
        error: 'Add at least one step before starting the campaign',
        code: 'start_refused',
        fix: `/campaign/edit/${created._id}`,
      });
    });

    it('Please, add social account first: a social step without a sender', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Social', sequence: [socialStep('a')] })).payload;
      const response = await setStatus(member, created._id, 'active');
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        ok: false,
        error: 'Step 1 (view profile): Please, add social account first',
        step_number: 1,
      });
    });

    it('You need to add integration: an email step without a connected email integration', async () => {
      const member = await ctx.createMember();
      const mail = await insertIntegration(member, 'disconnected');
      const created = (
        await create(member, { name: 'Mail', is_email_only: true, sequence: [emailStep('a', mail)] })
      ).payload;
      const refused = await setStatus(member, created._id, 'active');
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        ok: false,
        error: 'Step 1 (send email): You need to add integration',
        fix: '/integrations',
      });

      await ctx.database.db
        .update(integrations)
        .set({ status: 'connected' })
        .where(eq(integrations.id, mail));
      const started = await setStatus(member, created._id, 'active');
      expect(started.status).toBe(200);
      expect(started.payload.status).toBe('active');
    });

    it('pauses and resumes: the prospects follow, the AI Employee choice is kept', async () => {
      const member = await ctx.createMember();
      const sender = await insertCredential(ctx, member.space);
      const created = (
        await create(member, { name: 'Run', credentials: [sender], sequence: [socialStep('a')] })
      ).payload;
      const started = await setStatus(member, created._id, 'active');
      expect(started.payload.status).toBe('active');
      const link = await completeStep(member, created._id, 'a');

      const before = ctx.realtime.events.length;
      const paused = await ctx.api.post('/workflows/{id}/update_status', {
        ...on(member, created._id),
        body: {
          status: 'paused',
          pause_ai_employee: true,
        },
      });
      expect(paused.payload).toMatchObject({ status: 'paused', settings: { pause_ai_employee: true } });
      expect(ctx.realtime.events.slice(before).map((event) => event.event)).toEqual(['update_workflow']);
      const [held] = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.id, link.id));
      expect(held?.state).toBe('campaign_paused');

      await setStatus(member, created._id, 'active');
      const [resumed] = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.id, link.id));
      expect(resumed?.state).toBe('active');
    });

    it.each([
      [{ status: 'deleted' }, 'status: Status must be active or paused'],
      [{}, 'status: Status must be active or paused'],
      [
        { status: 'paused', pause_ai_employee: 'yes' },
        'pause_ai_employee: pause_ai_employee must be true or false',
      ],
    ])('rejects %j with 400 "%s"', async (body, message) => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Bad' })).payload;
      const response = await ctx.api.unchecked.post('/workflows/{id}/update_status', {
        ...on(member, created._id),
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: message });
    });

    it('only a running campaign can be paused', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Draft' })).payload;
      const response = await setStatus(member, created._id, 'paused');
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'Only a running campaign can be paused' });
    });
  });

  describe('archive, delete_async, restore, order, fetch', () => {
    it('archives, deletes and restores (restored campaigns come back paused)', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Moves' })).payload;
      const archived = await ctx.api.post('/workflows/{id}/archive', on(member, created._id));
      expect(archived.payload.status).toBe('archived');
      const archivedList = await ctx.api.get('/workflows', {
        query: { archived_only: 'true' },
        token: member.token,
      });
      expect(archivedList.payload.total).toBe(1);
      const startArchived = await setStatus(member, created._id, 'active');
      expect(startArchived.body).toMatchObject({
        ok: false,
        error: 'Restore the campaign first',
        fix: '/campaigns/my-campaigns',
      });

      const deleted = await ctx.api.post('/workflows/{id}/delete_async', on(member, created._id));
      expect(deleted.payload.status).toBe('deleted');
      const picker = await ctx.api.get('/workflows/fetch', { token: member.token });
      expect(picker.payload).toEqual([]);
      const restored = await ctx.api.post('/workflows/{id}/restore', on(member, created._id));
      expect(restored.payload.status).toBe('paused');
    });

    it('orders campaigns by workflows_order (JSON text) and tells the workspace to refetch', async () => {
      const member = await ctx.createMember();
      const first = (await create(member, { name: 'First' })).payload;
      const second = (await create(member, { name: 'Second' })).payload;
      const before = ctx.realtime.events.length;
      const response = await ctx.api.post('/workflows/order', {
        token: member.token,
        body: {
          workflows_order: JSON.stringify([first._id, second._id]),
        },
      });
      expect(response.status).toBe(200);
      expect(ctx.realtime.events.slice(before).map((event) => event.event)).toEqual(['refetch_workflows']);
      const list = await ctx.api.get('/workflows', { token: member.token });
      expect(list.payload.items.map((item) => item.name)).toEqual(['First', 'Second']);
      const picker = await ctx.api.get('/workflows/fetch', { token: member.token });
      expect(picker.payload).toEqual([
        { _id: first._id, name: 'First', status: 'draft' },
        { _id: second._id, name: 'Second', status: 'draft' },
      ]);
    });

    it.each([
      [{ workflows_order: '[not json' }, 400, 'workflows_order must be a JSON list of ids'],
      [{ workflows_order: '{"a":1}' }, 400, 'workflows_order must be a JSON list of ids'],
      [{ workflows_order: '["00000000-0000-4000-8000-000000000000"]' }, 404, 'Workflow not found'],
      [{}, 400, 'workflows_order: workflows_order must be a JSON list of ids'],
      [{ workflows_order: [1, 2] }, 400, 'workflows_order: workflows_order must be a JSON list of ids'],
      [
        { workflows_order: JSON.stringify(Array(1001).fill('x')) },
        400,
        'workflows_order must be a JSON list of ids',
      ],
      [{ workflows_order: ['00000000-0000-4000-8000-000000000000'] }, 404, 'Workflow not found'],
      [{ workflows_order: '["not-an-id"]' }, 404, 'Workflow not found'],
    ])('rejects order %j with %i "%s"', async (body, status, message) => {
      const member = await ctx.createMember();
      const response = await ctx.api.unchecked.post('/workflows/order', { token: member.token, body });
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ ok: false, error: message });
    });

    it('filters the list and the picker by credentials_id', async () => {
      const member = await ctx.createMember();
      const sender = await insertCredential(ctx, member.space);
      await create(member, { name: 'With sender', credentials: [sender] });
      await create(member, { name: 'Without' });
      const list = await ctx.api.get('/workflows', {
        query: { credentials_id: sender },
        token: member.token,
      });
      expect(list.payload.items.map((item) => item.name)).toEqual(['With sender']);
      const picker = await ctx.api.get('/workflows/fetch', {
        query: { credentials_id: sender },
        token: member.token,
      });
      expect(picker.payload.map((item) => item.name)).toEqual(['With sender']);
      const all = await ctx.api.get('/workflows', { token: member.token });
      expect(all.payload.items).toHaveLength(2);
    });
  });

  describe('duplicate', () => {
    it('copies steps, senders and settings as a draft, never prospects', async () => {
      const member = await ctx.createMember();
      const sender = await insertCredential(ctx, member.space);
      const created = (
        await create(member, {
          name: 'Original',
          credentials: [sender],
          settings: { move_prospects: true },
          sequence: [socialStep('a'), socialStep('b', 'follow')],
        })
      ).payload;
      await ctx.database.db.update(workflows).set({ status: 'active' }).where(eq(workflows.id, created._id));
      await completeStep(member, created._id, 'a');
      const before = ctx.realtime.events.length;
      const response = await ctx.api.post('/workflows/{id}/duplicate', on(member, created._id));
      expect(response.status).toBe(201);
      const copy = response.payload;
      expect(copy).toMatchObject({
        name: 'Original (copy)',
        status: 'draft',
        credentials: [sender],
        settings: { move_prospects: true },
        revision: 1,
      });
      expect(copy._id).not.toBe(created._id);
      expect(copy.sequence.map((step) => [step.key, step.kind])).toEqual([
        ['a', 'view_profile'],
        ['b', 'follow'],
      ]);
      const copied = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.workflowId, copy._id));
      expect(copied).toEqual([]);
      expect(ctx.realtime.events.slice(before).map((event) => event.event)).toEqual([
        'update_workflow',
        'refetch_workflows',
      ]);
    });

    it('POST /credentials/:id/duplicate_workflows copies campaigns with that account as the sender', async () => {
      const member = await ctx.createMember();
      const [first, second] = [
        await insertCredential(ctx, member.space),
        await insertCredential(ctx, member.space),
      ];
      const created = (
        await create(member, { name: 'Per account', credentials: [first], sequence: [socialStep('a')] })
      ).payload;
      const response = await ctx.api.post('/credentials/{id}/duplicate_workflows', {
        ...on(member, second),
        body: {
          workflow_ids: [created._id],
        },
      });
      expect(response.status).toBe(201);
      expect(response.payload.map((copy) => [copy.name, copy.credentials])).toEqual([
        ['Per account (copy)', [second]],
      ]);
      // The credentials router next to it still answers.
      const accounts = await ctx.api.get('/credentials/fetch', { token: member.token });
      expect(accounts.status).toBe(200);

      const bob = await ctx.createMember();
      const bobsAccount = await insertCredential(ctx, bob.space);
      const foreignAccount = await ctx.api.post('/credentials/{id}/duplicate_workflows', {
        ...on(member, bobsAccount),
        body: {
          workflow_ids: [created._id],
        },
      });
      expect(foreignAccount.status).toBe(404);
      const foreignCampaign = await ctx.api.post('/credentials/{id}/duplicate_workflows', {
        ...on(bob, bobsAccount),
        body: {
          workflow_ids: [created._id],
        },
      });
      expect(foreignCampaign.status).toBe(404);
      expect(foreignCampaign.body).toEqual({ ok: false, error: 'Workflow not found' });
      const bad = await ctx.api.post('/credentials/{id}/duplicate_workflows', {
        ...on(member, second),
        body: {
          workflow_ids: [],
        },
      });
      expect(bad.body).toEqual({ ok: false, error: 'workflow_ids: Choose at least one campaign' });
    });
  });

  describe('prospects of a campaign', () => {
    it('adds existing prospects as pending and lists them with name, company and state', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'People' })).payload;
      const pat = await insertProspect(member, { companyName: 'Acme', workEmail: 'pat@acme.test' });
      const response = await addProspects(member, created._id, [pat.id]);
      expect(response.payload).toEqual({ added: 1, skipped: 0, moved: 0 });
      const again = await addProspects(member, created._id, [pat.id]);
      expect(again.payload).toEqual({ added: 0, skipped: 1, moved: 0 });

      const page = await ctx.api.get('/workflows/{id}/prospects', on(member, created._id));
      expect(page.payload.total).toBe(1);
      expect(page.payload.items[0]).toMatchObject({
        prospect_id: pat.id,
        workflow_id: created._id,
        state: 'pending',
        full_name: 'Pat Prospect',
        company_name: 'Acme',
        email: 'pat@acme.test',
        current_step_key: null,
      });
      const active = await ctx.api.get('/workflows/{id}/prospects', {
        path: { id: created._id },
        query: { state: 'active' },
        token: member.token,
      });
      expect(active.payload.total).toBe(0);
      const bad = await ctx.api.unchecked.get('/workflows/{id}/prospects', {
        path: { id: created._id },
        query: { state: 'lost' },
        token: member.token,
      });
      expect(bad.status).toBe(400);
    });

    it('gives each prospect its status: furthest step reached, from executions, lifecycle and the interested label', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Statuses' })).payload;
      const people = {
        fresh: await insertProspect(member, { fullName: 'Fresh' }),
        requested: await insertProspect(member, { fullName: 'Requested', lifecycle: 'contacted' }),
        clicked: await insertProspect(member, { fullName: 'Clicked', lifecycle: 'contacted' }),
        interested: await insertProspect(member, { fullName: 'Interested', lifecycle: 'got_reply' }),
        enriched: await insertProspect(member, { fullName: 'Enriched', enrichedEmail: 'e@found.test' }),
      };
      await addProspects(
        member,
        created._id,
        Object.values(people).map((person) => person.id),
      );
      const links = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.workflowId, created._id));
      const linkOf = (id: string) => links.find((link) => link.prospectId === id)?.id ?? '';
      const execution = (who: string, actionKind: string, detail: Record<string, unknown> = {}) => ({
        spaceId: member.space.id,
        workflowId: created._id,
        campaignProspectId: linkOf(who),
        stepKey: actionKind,
        idempotencyKey: `${linkOf(who)}:${actionKind}`,
        actionKind,
        status: 'done' as const,
        outcome: 'positive' as const,
        detail,
        scheduledAt: new Date(),
      });
      await ctx.database.db.insert(stepExecutions).values([
        execution(people.requested.id, 'connection_request'),
        execution(people.clicked.id, 'email', {
          opened_at: '2026-11-20T10:00:00Z',
          clicked_at: '2026-11-20T10:01:00Z',
        }),
      ]);
      const [label] = await ctx.database.db
        .insert(labels)
        .values({ spaceId: member.space.id, name: 'Interested', color: '#00aa00', type: 'ai_generated' })
        .returning();
      await ctx.database.db
        .insert(prospectLabels)
        .values({ spaceId: member.space.id, prospectId: people.interested.id, labelId: label?.id ?? '' });

      const page = await ctx.api.get('/workflows/{id}/prospects', on(member, created._id));
      const statusOf = (id: string) => page.payload.items.find((item) => item.prospect_id === id)?.status;
      expect(
        Object.fromEntries(Object.entries(people).map(([name, person]) => [name, statusOf(person.id)])),
      ).toEqual({
        fresh: 'new',
        requested: 'request_sent',
        clicked: 'visited_link',
        interested: 'interested',
        enriched: 'fetched_email',
      });
    });

    it('You can not add profiles to email only campaign', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Email only', is_email_only: true })).payload;
      const noEmail = await insertProspect(member, {
        profileUrl: 'https://linkedin.com/in/x',
        profileKey: 'linkedin.com/in/x',
      });
      const response = await addProspects(member, created._id, [noEmail.id]);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ ok: false, error: 'You can not add profiles to email only campaign' });
      const rows = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.workflowId, created._id));
      expect(rows).toEqual([]);
    });

    it('skips a prospect already in another campaign, or moves it with move_prospects', async () => {
      const member = await ctx.createMember();
      const first = (await create(member, { name: 'First' })).payload;
      const second = (await create(member, { name: 'Second' })).payload;
      const mover = (await create(member, { name: 'Mover', settings: { move_prospects: true } })).payload;
      const pat = await insertProspect(member);
      await addProspects(member, first._id, [pat.id]);
      const skipped = await addProspects(member, second._id, [pat.id]);
      expect(skipped.payload).toEqual({ added: 0, skipped: 1, moved: 0 });
      const moved = await addProspects(member, mover._id, [pat.id]);
      expect(moved.payload).toEqual({ added: 1, skipped: 0, moved: 1 });
      const links = await ctx.database.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.prospectId, pat.id));
      expect(links.map((link) => link.workflowId)).toEqual([mover._id]);
    });

    it("refuses another workspace's prospect with 404", async () => {
      const alice = await ctx.createMember();
      const bob = await ctx.createMember();
      const created = (await create(alice, { name: 'Mine' })).payload;
      const bobs = await insertProspect(bob);
      const response = await addProspects(alice, created._id, [bobs.id]);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'Prospect not found' });
    });
  });

  describe('searches', () => {
    it('adds a search URL, refuses an invalid one and a search that already exists in the campaign', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Sources' })).payload;
      const url = 'https://www.linkedin.com/search/results/people/?keywords=cto';
      const added = await addSearch(member, created._id, 'search', url);
      expect(added.status).toBe(201);
      expect(added.payload.searches).toMatchObject([{ link_type: 'search', url, status: 'new' }]);

      const again = await addSearch(
        member,
        created._id,
        'search',
        'linkedin.com/search/results/people/?keywords=cto',
      );
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ ok: false, error: 'This search is already in the campaign' });

      const invalid = await addSearch(member, created._id, 'post', 'not a url');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ ok: false, error: 'This field should be a valid URL' });

      const csv = await ctx.api.unchecked.post('/workflows/{id}/searches', {
        ...on(member, created._id),
        body: {
          link_type: 'csv',
          url,
        },
      });
      expect(csv.status).toBe(400);
    });

    it('updates a search status per campaign and reruns searches', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Rerun' })).payload;
      const added = await addSearch(member, created._id, 'group', 'https://linkedin.com/groups/123');
      const searchId = added.payload.searches[0]?._id;
      const paused = await ctx.api.post('/workflows/searches/{id}/update_status', {
        ...on(member, String(searchId)),
        body: {
          workflow_id: created._id,
          status: 'paused',
        },
      });
      expect(paused.payload.searches[0]?.status).toBe('paused');
      const wrongCampaign = await ctx.api.post('/workflows/searches/{id}/update_status', {
        ...on(member, String(searchId)),
        body: {
          workflow_id: '00000000-0000-4000-8000-000000000000',
          status: 'active',
        },
      });
      expect(wrongCampaign.status).toBe(404);
      const badStatus = await ctx.api.unchecked.post('/workflows/searches/{id}/update_status', {
        ...on(member, String(searchId)),
        body: {
          status: 'gone',
        },
      });
      expect(badStatus.status).toBe(400);
      const rerun = await ctx.api.post('/workflows/{id}/rerun_searches', on(member, created._id));
      expect(rerun.payload.searches[0]?.status).toBe('rerun');
    });
  });

  describe('rates and progress', () => {
    it('counts the reporting series from executions and gives 30 days for the chart', async () => {
      const member = await ctx.createMember();
      const mail = await insertIntegration(member);
      const created = (
        await create(member, { name: 'Stats', sequence: [emailStep('a', mail), emailStep('b', mail)] })
      ).payload;
      await completeStep(member, created._id, 'a');
      await completeStep(member, created._id, 'a');
      const response = await ctx.api.get('/workflows/{id}/rates', on(member, created._id));
      expect(response.status).toBe(200);
      expect(response.payload.totals.emails_sent).toBe(2);
      expect(response.payload.totals.messages_sent).toBe(0);
      expect(Object.keys(response.payload.totals)).toHaveLength(13);
      expect(response.payload.days).toHaveLength(30);
      const today = ctx.clock.now().toISOString().slice(0, 10);
      expect(response.payload.days.at(-1)).toMatchObject({ date: today, emails_sent: 2 });
      expect(response.payload.days[0]?.emails_sent).toBe(0);
      expect(response.payload.prospects).toMatchObject({ total: 2, active: 2 });

      const progress = await ctx.api.get('/workflows/{id}/progress', on(member, created._id));
      expect(progress.payload).toEqual([
        { key: 'a', completed: 2, waiting: 2 },
        { key: 'b', completed: 0, waiting: 0 },
      ]);
    });
  });

  describe('accepted invitations', () => {
    it('"Accepted" counts the requests the prospect accepted, not every request sent', async () => {
      const member = await ctx.createMember();
      const sender = await insertCredential(ctx, member.space);
      const created = (
        await create(member, {
          name: 'Invites',
          credentials: [sender],
          sequence: [socialStep('a', 'connection_request')],
        })
      ).payload;
      const invite = { actionKind: 'connection_request', credentialId: sender };
      await completeStep(member, created._id, 'a', invite);
      const accepting = await completeStep(member, created._id, 'a', invite);
      const deps: EngineDeps = {
        db: ctx.database.db,
        clock: ctx.clock,
        logger: silentLogger,
        realtime: ctx.realtime,
        events: createOutreachEvents(),
        publicUrl: 'https://app.test/',
      };
      const before = await ctx.api.get('/workflows/{id}/rates', on(member, created._id));
      expect(before.payload.totals).toMatchObject({ request_sent: 2, new_accepted: 0 });

      const inbound = {
        kind: 'connection_accepted',
        spaceId: member.space.id,
        prospectId: accepting.prospectId,
        credentialId: sender,
        channel: 'social',
        at: ctx.clock.now(),
      } as const;
      await handleInbound(deps, inbound);
      await handleInbound(deps, inbound); // told twice: still one acceptance
      const after = await ctx.api.get('/workflows/{id}/rates', on(member, created._id));
      expect(after.payload.totals).toMatchObject({ request_sent: 2, new_accepted: 1 });
      const today = ctx.clock.now().toISOString().slice(0, 10);
      expect(after.payload.days.at(-1)).toMatchObject({ date: today, request_sent: 2, new_accepted: 1 });
    });
  });

  describe('the declared answers (the schemas of /api/openapi.json)', () => {
    /** Parsing strips what a schema does not name, so equality also says nothing is left out of it. */
    function declared(schema: z.ZodType, payload: unknown) {
      expect(schema.parse(payload)).toEqual(payload);
    }

    it('a campaign, its stats, progress, prospects, the list and the picker are exactly as declared', async () => {
      const member = await ctx.createMember();
      const mail = await insertIntegration(member);
      const created = (
        await create(member, { name: 'Declared', sequence: [emailStep('a', mail), socialStep('b')] })
      ).payload;
      await addSearch(
        member,
        created._id,
        'search',
        'https://www.linkedin.com/search/results/people/?keywords=cfo',
      );
      await completeStep(member, created._id, 'a');
      const campaign = await ctx.api.get('/workflows/{id}', on(member, created._id));
      declared(CampaignSchema, campaign.payload);
      expect(campaign.payload.searches).toHaveLength(1);
      declared(
        WorkflowStatsSchema,
        (await ctx.api.get('/workflows/{id}/rates', on(member, created._id))).payload,
      );
      declared(
        z.array(CampaignStepProgressSchema),
        (await ctx.api.get('/workflows/{id}/progress', on(member, created._id))).payload,
      );
      const prospectsPage = await ctx.api.get('/workflows/{id}/prospects', on(member, created._id));
      expect(prospectsPage.payload.items).toHaveLength(1);
      declared(CampaignProspectPageSchema, prospectsPage.payload);
      declared(WorkflowPageSchema, (await ctx.api.get('/workflows', { token: member.token })).payload);
      declared(
        z.array(WorkflowPickerItemSchema),
        (await ctx.api.get('/workflows/fetch', { token: member.token })).payload,
      );
    });
  });

  describe('percent complete', () => {
    it('is the share of finished prospects, in the campaign and in the list', async () => {
      const member = await ctx.createMember();
      const created = (await create(member, { name: 'Half', sequence: [socialStep('a')] })).payload;
      const done = await completeStep(member, created._id, 'a');
      await completeStep(member, created._id, 'a');
      await ctx.database.db
        .update(campaignProspects)
        .set({ state: 'finished' })
        .where(eq(campaignProspects.id, done.id));
      const fetched = await ctx.api.get('/workflows/{id}', on(member, created._id));
      expect(fetched.payload.percent_complete).toBe(50);
      const list = await ctx.api.get('/workflows', { token: member.token });
      expect(list.payload.items.map((item) => item.percent_complete)).toEqual([50]);
    });
  });

  describe('percent complete in the list', () => {
    it('each campaign has its own share: finished and replied prospects are through, excluded ones do not count', async () => {
      const member = await ctx.createMember();
      const quarter = (await create(member, { name: 'Quarter', sequence: [socialStep('a')] })).payload;
      const third = (await create(member, { name: 'Third', sequence: [socialStep('a')] })).payload;
      const empty = (await create(member, { name: 'Empty', sequence: [socialStep('a')] })).payload;
      const setState = (id: string, values: Partial<typeof campaignProspects.$inferInsert>) =>
        ctx.database.db.update(campaignProspects).set(values).where(eq(campaignProspects.id, id));
      const q = [
        await completeStep(member, quarter._id, 'a'),
        await completeStep(member, quarter._id, 'a'),
        await completeStep(member, quarter._id, 'a'),
        await completeStep(member, quarter._id, 'a'),
      ];
      await setState(q[0]?.id ?? '', { state: 'finished' });
      await setState(q[1]?.id ?? '', { state: 'paused', pauseReason: 'email_failed' });
      const t = [
        await completeStep(member, third._id, 'a'),
        await completeStep(member, third._id, 'a'),
        await completeStep(member, third._id, 'a'),
        await completeStep(member, third._id, 'a'),
      ];
      await setState(t[0]?.id ?? '', { state: 'paused', pauseReason: 'got_reply' });
      await setState(t[1]?.id ?? '', { state: 'excluded' });
      const list = await ctx.api.get('/workflows', { token: member.token });
      const percents = Object.fromEntries(
        list.payload.items.map((item) => [item.name, item.percent_complete]),
      );
      expect(percents).toEqual({ Quarter: 25, Third: 33, Empty: 0 });
      expect((await ctx.api.get('/workflows/{id}', on(member, third._id))).payload.percent_complete).toBe(33);
      expect((await ctx.api.get('/workflows/{id}', on(member, empty._id))).payload.percent_complete).toBe(0);
    });
  });

  describe('demo seed', () => {
    it('every demo campaign has steps that pass the step rules', async () => {
      const seeded = await seedDemo(ctx.database.db, ctx.clock);
      const rows = await ctx.database.db
        .select()
        .from(workflows)
        .where(eq(workflows.spaceId, seeded.spaceId ?? ''));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        const steps = (await liveSteps(ctx.database.db, row.id)).map(stepJson);
        expect(steps.length, row.name).toBeGreaterThan(0);
        const error = firstCampaignError({
          isEmailOnly: row.isEmailOnly,
          sequenceType: row.sequenceType,
          steps,
          minimumDelayHours: minimumStepDelayHours,
        });
        expect(error, row.name).toBeNull();
      }
    });
  });

  describe('tenancy', () => {
    it("a member of another workspace gets 404 and no data from every campaign route with A's ids", async () => {
      const alice = await ctx.createMember({ spaceName: 'Secret space' });
      const bob = await ctx.createMember();
      const sender = await insertCredential(ctx, alice.space);
      const created = (
        await create(alice, { name: 'Top secret', credentials: [sender], sequence: [socialStep('a')] })
      ).payload;
      const added = await addSearch(alice, created._id, 'search', 'https://linkedin.com/search/secret');
      const searchId = added.payload.searches[0]?._id;
      const pat = await insertProspect(alice);
      const before = ctx.realtime.events.length;
      const id = created._id;
      const calls: [string, string, unknown?][] = [
        ['GET', `/api/workflows/${id}`],
        ['PUT', `/api/workflows/${id}/update/async`, { name: 'Hijacked' }],
        ['POST', `/api/workflows/${id}/update_status`, { status: 'paused' }],
        ['POST', `/api/workflows/${id}/delete_async`],
        ['POST', `/api/workflows/${id}/archive`],
        ['POST', `/api/workflows/${id}/restore`],
        ['POST', '/api/workflows/order', { workflows_order: JSON.stringify([id]) }],
        ['GET', `/api/workflows/${id}/rates`],
        ['GET', `/api/workflows/${id}/progress`],
        ['GET', `/api/workflows/${id}/prospects`],
        ['POST', `/api/workflows/${id}/prospects`, { prospect_ids: [pat.id] }],
        ['POST', `/api/workflows/${id}/duplicate`],
        ['POST', `/api/workflows/${id}/rerun_searches`],
        [
          'POST',
          `/api/workflows/${id}/searches`,
          { link_type: 'search', url: 'https://linkedin.com/search/x' },
        ],
        ['POST', `/api/workflows/searches/${searchId}/update_status`, { status: 'paused' }],
        ['GET', `/api/workflows/searches/${searchId}/download_csv`],
        ['POST', `/api/credentials/${sender}/duplicate_workflows`, { workflow_ids: [id] }],
      ];
      for (const [method, path, body] of calls) {
        const response = await ctx.request(path, {
          method,
          token: bob.token,
          body: body ?? (method === 'GET' ? undefined : {}),
        });
        expect([403, 404], `${method} ${path}`).toContain(response.status);
        expect(JSON.stringify(response.body)).not.toContain('Top secret');
        const withSpace = await ctx.request(
          `${path}${path.includes('?') ? '&' : '?'}space=${alice.space.id}`,
          {
            method,
            token: bob.token,
            body: body ?? (method === 'GET' ? undefined : {}),
          },
        );
        expect(withSpace.status, `${method} ${path}?space=A`).toBe(403);
      }
      const picker = await ctx.api.get('/workflows/fetch', { token: bob.token });
      expect(picker.payload).toEqual([]);
      expect(ctx.realtime.events.slice(before).filter((event) => event.spaceId === alice.space.id)).toEqual(
        [],
      );
      const still = await ctx.api.get('/workflows/{id}', { path: { id }, token: alice.token });
      expect(still.payload).toMatchObject({ name: 'Top secret', status: 'draft' });
      const sources = await ctx.database.db.select().from(searches).where(eq(searches.workflowId, id));
      expect(sources.map((row) => row.status)).toEqual(['new']);
    });
  });
});
