/**
 * Issue 26 item 29, spec outreach §7 "CRM": GET /integrations/crm/default/authorize,
 * GET /integrations/crm/suggestions and POST /integrations/crm/export_duplicates {email,
 * credentials_id}, with their permissions, messages and another workspace refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type Member, type TestContext } from '../../../test/helpers';
import { latestMail, readOutbox } from '../../../test/outbox';
import { insertCredential } from '../../../test/workspaces';
import { campaignProspects, workflows } from '../../db/schema';

describe('the CRM calls of no one platform', () => {
  let ctx: TestContext;
  let admin: Member;

  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.createMember({ isAdmin: true });
    // A fresh database on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await ctx?.close();
  });

  describe('GET /integrations/crm/default/authorize', () => {
    it('connects the built-in CRM: its default pipeline made, the page that manages it named', async () => {
      const member = await ctx.createMember();
      const response = await ctx.api.get('/integrations/crm/default/authorize', { token: member.token });
      expect(response.status).toBe(200);
      expect(response.payload).toEqual({
        platform: 'default',
        connected: true,
        redirect_url: '/crm/manage/default',
        pipelines: 1,
      });
      // Once: a second authorize finds the pipeline there.
      const again = await ctx.api.get('/integrations/crm/default/authorize', { token: member.token });
      expect(again.payload).toMatchObject({ pipelines: 1 });
    });

    it('answers 402 feature_locked on a plan without the CRM', async () => {
      const free = await ctx.createMember({ tier: 'free' });
      const response = await ctx.api.get('/integrations/crm/default/authorize', { token: free.token });
      expect(response.status).toBe(402);
      expect(response.body).toMatchObject({ ok: false, code: 'feature_locked', feature: 'native_crm' });
    });
  });

  describe('GET /integrations/crm/suggestions', () => {
    it("lists the workspace's suggestions, newest first, and none of another workspace's", async () => {
      const mine = await ctx.createMember();
      const theirs = await ctx.createMember();
      const suggest = (who: Member, text: string) =>
        ctx.api.post('/space/crm_suggestion', { token: who.token, body: { crm_suggestion: text } });
      await suggest(mine, 'Salesforce');
      ctx.clock.advance(1000);
      await suggest(mine, 'Zoho');
      await suggest(theirs, 'Secret CRM of another workspace');

      const response = await ctx.api.get('/integrations/crm/suggestions', { token: mine.token });
      expect(response.status).toBe(200);
      expect(response.payload.map((row) => row.crm_suggestion)).toEqual(['Zoho', 'Salesforce']);
      expect(response.payload[0]?.user_id).toBe(mine.user.id);

      // Another workspace by `space`: refused, nothing of it shown.
      const across = await ctx.api.get('/integrations/crm/suggestions', {
        token: mine.token,
        query: { space: theirs.space.id },
      });
      expect(across.status).toBe(403);
      expect(JSON.stringify(across.body)).not.toContain('Secret CRM');
    });

    it('answers 401 without a session', async () => {
      expect((await ctx.api.get('/integrations/crm/suggestions')).status).toBe(401);
    });
  });

  describe('POST /integrations/crm/export_duplicates', () => {
    /** A prospect in a campaign of `credential`, with an open deal of the built-in CRM when `inCrm`. */
    async function prospectOf(who: Member, credential: string, name: string, inCrm: boolean) {
      const prospect = await ctx.api.post('/profiles', {
        token: who.token,
        body: { first_name: name, work_email: `${name.toLowerCase()}@prospect.test` },
      });
      const [campaign] = await ctx.database.db
        .insert(workflows)
        .values({ spaceId: who.space.id, name: `Campaign of ${name}` })
        .returning();
      if (!campaign) throw new Error('no campaign');
      await ctx.database.db.insert(campaignProspects).values({
        spaceId: who.space.id,
        workflowId: campaign.id,
        prospectId: prospect.payload._id,
        credentialId: credential,
      });
      if (!inCrm) return;
      const stages = await ctx.api.get('/integrations/crm/default/stages', { token: who.token });
      const stage = stages.payload[0]?._id ?? '';
      await ctx.api.post('/integrations/crm/default/deals', {
        token: who.token,
        body: { name: `Deal with ${name}`, crm_stage: stage, prospect_id: prospect.payload._id },
      });
    }

    it("mails a member the CSV of the account's prospects the CRM already holds", async () => {
      const credential = await insertCredential(ctx, admin.space);
      await prospectOf(admin, credential, 'Ada', true);
      await prospectOf(admin, credential, 'Brian', false);
      const other = await insertCredential(ctx, admin.space);
      await prospectOf(admin, other, 'Chen', true);

      const response = await ctx.api.post('/integrations/crm/export_duplicates', {
        token: admin.token,
        body: { email: admin.user.email.toUpperCase(), credentials_id: credential },
      });
      expect(response.status).toBe(200);
      expect(response.payload).toEqual({
        email: admin.user.email,
        credentials_id: credential,
        duplicates: 1,
      });
      const mail = await latestMail(ctx, admin.user.email, 'crm_duplicates');
      expect(mail.text).toContain('Name,Email,Company,Position,Profile URL,Deal,Stage');
      expect(mail.text).toContain('ada@prospect.test');
      expect(mail.text).toContain('Deal with Ada');
      expect(mail.text).not.toContain('brian@prospect.test');
      expect(mail.text).not.toContain('chen@prospect.test');
      // Several calls each: slow on a busy machine.
    }, 120_000);

    it.each([
      [{ credentials_id: 'x' }, 'Please enter email'],
      [{ email: '  ', credentials_id: 'x' }, 'Please enter email'],
      [{ email: 'not an email', credentials_id: 'x' }, 'Not valid email'],
      [{ email: 'someone@example.test', credentials_id: 'not-an-id' }, 'Credentials not found'],
    ])('refuses %j with 400 %s', async (body, message) => {
      const response = await ctx.api.unchecked.post('/integrations/crm/export_duplicates', {
        token: admin.token,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ ok: false, error: expect.stringContaining(message) });
    });

    it('sends to members only: an outside address is refused and nothing is mailed', async () => {
      const credential = await insertCredential(ctx, admin.space);
      const response = await ctx.api.post('/integrations/crm/export_duplicates', {
        token: admin.token,
        body: { email: 'outsider@elsewhere.test', credentials_id: credential },
      });
      expect(response).toMatchObject({
        status: 400,
        body: { ok: false, error: 'Send the export to the email of a member of this workspace' },
      });
      expect(await readOutbox(ctx, { to: 'outsider@elsewhere.test' })).toEqual([]);
    });

    it("refuses another workspace's account, and an account a worker may not see", async () => {
      const stranger = await ctx.createMember();
      const theirs = await insertCredential(ctx, stranger.space);
      const across = await ctx.api.post('/integrations/crm/export_duplicates', {
        token: admin.token,
        body: { email: admin.user.email, credentials_id: theirs },
      });
      expect(across).toMatchObject({ status: 400, body: { ok: false, error: 'Credentials not found' } });
      // With space= the other workspace: not a member there.
      const bySpace = await ctx.api.post('/integrations/crm/export_duplicates', {
        query: { space: stranger.space.id },
        token: admin.token,
        body: { email: admin.user.email, credentials_id: theirs },
      });
      expect(bySpace.status).toBe(403);

      const worker = await ctx.createMember({ space: admin.space, isAdmin: false });
      const hidden = await insertCredential(ctx, admin.space);
      const response = await ctx.api.post('/integrations/crm/export_duplicates', {
        token: worker.token,
        body: { email: worker.user.email, credentials_id: hidden },
      });
      expect(response).toMatchObject({ status: 400, body: { ok: false, error: 'Credentials not found' } });
    });

    it('answers 402 feature_locked on a plan without the CRM', async () => {
      const free = await ctx.createMember({ tier: 'free' });
      const credential = await insertCredential(ctx, free.space);
      const response = await ctx.api.post('/integrations/crm/export_duplicates', {
        token: free.token,
        body: { email: free.user.email, credentials_id: credential },
      });
      expect(response.status).toBe(402);
    });
  });
});
