import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { insertCredential, tinyPng, uploadFile } from '../../../test/workspaces';
import {
  codeInvites,
  dialerAccounts,
  dialerCalls,
  dialerPhones,
  dialerVoicemailDrops,
  emailInvites,
  labels,
  prospectLabels,
  prospectNotes,
  prospects,
  spaceMembers,
  spaces,
} from '../../db/schema';
import { apiRoutesOf } from '../../openapi/route-table';
import type { CodeInviteJson, EmailInviteJson } from './invites.service';
import { coveredElsewhere, noRow, noWorkspaceData, notYetChecked, routeOfCall } from './isolation.routes';

/**
 * spec issue 3 "Bad input and isolation": a member (or admin) of workspace B calls
 * every space-scoped route of workspace A, with A's ids and with `space=A`, and gets
 * 403 or 404 with no data; A is unchanged afterwards.
 *
 * The routes come from the app's route table (issue 12): every /api route is either
 * checked here (called with A's ids and no placeholder id, or with `space=A` and no
 * path id), or named in `isolation.routes.ts` (no workspace data, covered by another
 * test, or not yet checked); a new route in none of these fails the test.
 */
describe.each(databaseModes())('workspace isolation on %s', (mode) => {
  let ctx: TestContext;
  /** A prospect of the workspace with a note and a label on it. */
  interface ProspectRows {
    prospect: string;
    note: string;
    label: string;
  }
  let a: {
    admin: Member;
    worker: Member;
    invite: EmailInviteJson;
    code: CodeInviteJson;
    credential: string;
    /** A's phone number of the dialer (issue 27), with a call in its history. */
    phone: string;
  } & ProspectRows;
  let b: { admin: Member; worker: Member; credential: string } & ProspectRows;

  /** What only workspace A may read: a call of B's whose answer holds any of these leaks. */
  /** A's dialer number: no answer of B's may hold it. */
  const phoneOfA = '+15125550142';
  const prospectSecrets = {
    name: 'Prospect of A',
    email: 'prospect@a.test',
    note: 'A note only A may read',
    label: 'Label of A',
  };

  async function prospectRowsOf(
    member: Member,
    fields: { name: string; email: string; note: string; label: string },
  ): Promise<ProspectRows> {
    const { token } = member;
    const prospect = await ctx.api.post('/profiles', {
      token,
      body: { first_name: fields.name, work_email: fields.email },
    });
    const id = prospect.payload._id;
    const note = await ctx.api.post('/profiles/{id}/notes', {
      path: { id },
      token,
      body: { text: fields.note },
    });
    const label = await ctx.api.post('/labels', { token, body: { name: fields.label, color: '#123456' } });
    const labelled = await ctx.api.post('/profiles/{id}/labels/{labelId}', {
      path: { id, labelId: label.payload._id },
      token,
    });
    expect([prospect.status, note.status, label.status, labelled.status]).toEqual([201, 201, 201, 200]);
    return { prospect: id, note: note.payload._id, label: label.payload._id };
  }

  /** A's dialer: activated, one number with one call on it (rows written as the dialer writes them). */
  async function dialerRowsOf(member: Member): Promise<string> {
    const db = ctx.database.db;
    const spaceId = member.space.id;
    const now = ctx.clock.now();
    await db.insert(dialerAccounts).values({ spaceId, activatedBy: member.user.id, activatedAt: now });
    const [phone] = await db
      .insert(dialerPhones)
      .values({
        spaceId,
        userId: member.user.id,
        number: phoneOfA,
        carrierId: 'SBX-A',
        category: 'local',
        countryCode: 'US',
        regionId: 'US-local-austin',
        regionName: 'Austin',
        stateName: 'Texas',
        isSmsSupported: true,
        monthlyPrice: 10,
        installationPrice: 10,
        nextChargeAt: now,
      })
      .returning();
    if (!phone) throw new Error('no phone');
    await db.insert(dialerCalls).values({
      spaceId,
      phoneId: phone.id,
      userId: member.user.id,
      direction: 'outgoing',
      result: 'answered',
      phoneNumber: phoneOfA,
      prospectPhoneNumber: '+14155550100',
      durationSeconds: 42,
      startDate: now,
    });
    return phone.id;
  }

  beforeAll(async () => {
    ctx = await createTestContext({ mode });
    const adminA = await ctx.createMember({ spaceName: 'Workspace A', isAdmin: true });
    ctx.clock.advance(1000);
    const workerA = await ctx.createMember({ space: adminA.space, isAdmin: false });
    const credentialA = await insertCredential(ctx, adminA.space);
    const invites = await ctx.api.post('/space/{id}/invites', {
      path: { id: adminA.space.id },
      token: adminA.token,
      body: { emails: ['pending@a.test'] },
    });
    const codes = await ctx.api.get('/space/{id}/code_invites', {
      path: { id: adminA.space.id },
      token: adminA.token,
    });
    a = {
      admin: adminA,
      worker: workerA,
      invite: invites.payload[0] as EmailInviteJson,
      code: codes.payload[0] as CodeInviteJson,
      credential: credentialA,
      phone: await dialerRowsOf(adminA),
      ...(await prospectRowsOf(adminA, prospectSecrets)),
    };

    // Scale: B's own dialer calls (plan feature calling) reach A's ids and answer 404, not 402.
    const adminB = await ctx.createMember({ spaceName: 'Workspace B', isAdmin: true, tier: 'scale' });
    ctx.clock.advance(1000);
    const workerB = await ctx.createMember({ space: adminB.space, isAdmin: false });
    b = {
      admin: adminB,
      worker: workerB,
      credential: await insertCredential(ctx, adminB.space),
      ...(await prospectRowsOf(adminB, {
        name: 'Prospect of B',
        email: 'prospect@b.test',
        note: 'A note of B',
        label: 'Label of B',
      })),
    };
  });
  afterAll(async () => {
    await ctx?.close();
  });

  interface Call {
    method: string;
    path: string;
    body?: unknown;
  }

  /** Every space-scoped call, aimed at workspace A by its ids. */
  function callsAgainstA(): Call[] {
    const A = a.admin.space.id;
    return [
      { method: 'GET', path: `/api/space/info?space=${A}` },
      { method: 'GET', path: `/api/space/features?space=${A}` },
      { method: 'POST', path: `/api/space/sign_up_settings?space=${A}`, body: { hacked: true } },
      { method: 'POST', path: `/api/space/crm_suggestion?space=${A}`, body: { crm_suggestion: 'x' } },
      { method: 'POST', path: `/api/space/${A}/update`, body: { space_object: { name: 'Hacked' } } },
      {
        method: 'POST',
        path: `/api/space/${A}/update?space=${A}`,
        body: { space_object: { name: 'Hacked' } },
      },
      {
        method: 'POST',
        path: `/api/space/${A}/invites`,
        body: { emails: ['spy@b.test'], granted_access: true },
      },
      { method: 'GET', path: `/api/space/${A}/invites` },
      { method: 'POST', path: `/api/space/${A}/invites/${a.invite._id}/resend` },
      { method: 'DELETE', path: `/api/space/${A}/invites/${a.invite._id}` },
      { method: 'GET', path: `/api/space/${A}/code_invites` },
      { method: 'POST', path: `/api/space/${A}/code_invites/${a.code._id}/renew`, body: {} },
      { method: 'PUT', path: `/api/space/admin/${A}/manual_credits`, body: { credits: 1000 } },
      // Workspace B's path, workspace A's rows.
      { method: 'POST', path: `/api/space/${b.admin.space.id}/invites/${a.invite._id}/resend` },
      { method: 'DELETE', path: `/api/space/${b.admin.space.id}/invites/${a.invite._id}` },
      { method: 'POST', path: `/api/space/${b.admin.space.id}/code_invites/${a.code._id}/renew`, body: {} },
      {
        method: 'POST',
        path: `/api/space/${b.admin.space.id}/invites`,
        body: { emails: ['x@b.test'], credentials_ids: [a.credential] },
      },
      // Users of A, in B's workspace (the current one) and with space=A.
      { method: 'GET', path: `/api/users/${a.worker.user.id}/allowed_pages` },
      { method: 'GET', path: `/api/users/${a.worker.user.id}/allowed_pages?space=${A}` },
      { method: 'PUT', path: `/api/users/${a.worker.user.id}/allowed_pages`, body: { allowed_pages: [] } },
      {
        method: 'PUT',
        path: `/api/users/${a.worker.user.id}/allowed_pages?space=${A}`,
        body: { allowed_pages: [] },
      },
      {
        method: 'POST',
        path: `/api/users/${a.worker.user.id}/set_credentials`,
        body: { credentials_ids: [] },
      },
      {
        method: 'POST',
        path: `/api/users/${a.worker.user.id}/set_credentials?space=${A}`,
        body: { credentials_ids: [] },
      },
      {
        method: 'POST',
        path: `/api/users/${b.worker.user.id}/set_credentials`,
        body: { credentials_ids: [a.credential] },
      },
      { method: 'GET', path: `/api/users/get_available_credentials?user_id=${a.worker.user.id}` },
      { method: 'GET', path: `/api/users/get_available_credentials?space=${A}` },
      { method: 'POST', path: `/api/users/${a.worker.user.id}/exit_from_space`, body: { space_id: A } },
      {
        method: 'POST',
        path: `/api/users/${a.admin.user.id}/change_admin`,
        body: { space_id: A, is_admin: false },
      },
      { method: 'POST', path: `/api/users/set_space`, body: { space_id: A } },
      { method: 'GET', path: `/api/workflows?space=${A}` },
      // Campaigns API (C1): every route with space=A; A's ids are covered in workflows/campaigns.test.ts.
      ...campaignCallsWithSpace(A, a.credential),
      ...prospectCallsAgainstA(),
      ...dialerCallsAgainstA(),
    ];
  }

  /** A's dialer number and prospect, in B's workspace and with `space=A` (issue 27). */
  function dialerCallsAgainstA(): Call[] {
    const A = a.admin.space.id;
    const phone = `/api/dialer/phones/${a.phone}`;
    const calls: Call[] = [];
    for (const q of ['', `?space=${A}`]) {
      calls.push(
        { method: 'GET', path: `${phone}/calls${q}` },
        { method: 'PUT', path: `${phone}${q}`, body: { number_to_redirect: '4155550100' } },
        { method: 'DELETE', path: `${phone}${q}` },
      );
    }
    calls.push({
      method: 'POST',
      path: `/api/profiles/${a.prospect}/send_voicemail?agreed_to_terms=true`,
      body: { phone_number: '+14155550100', audio_id: noRow },
    });
    return calls;
  }

  /**
   * A's prospect, its note and its label: in B's workspace (A's ids are not found there),
   * with `space=A` (refused), and A's rows named under B's own prospect or beside B's label.
   */
  function prospectCallsAgainstA(): Call[] {
    const A = a.admin.space.id;
    const theirs = `/api/profiles/${a.prospect}`;
    const ours = `/api/profiles/${b.prospect}`;
    const edit = { first_name: 'Hacked', work_email: 'hacked@b.test', status: 'customer' };
    const calls: Call[] = [];
    for (const q of ['', `?space=${A}`]) {
      calls.push(
        { method: 'GET', path: `${theirs}${q}` },
        { method: 'PATCH', path: `${theirs}${q}`, body: edit },
        { method: 'POST', path: `${theirs}/notes${q}`, body: { text: 'Planted' } },
        { method: 'PATCH', path: `${theirs}/notes/${a.note}${q}`, body: { text: 'Hacked' } },
        { method: 'DELETE', path: `${theirs}/notes/${a.note}${q}` },
        { method: 'POST', path: `${theirs}/labels/${a.label}${q}` },
        { method: 'DELETE', path: `${theirs}/labels/${a.label}${q}` },
      );
    }
    calls.push(
      // A's note under B's prospect.
      { method: 'PATCH', path: `${ours}/notes/${a.note}`, body: { text: 'Hacked' } },
      { method: 'DELETE', path: `${ours}/notes/${a.note}` },
      // A's label on B's prospect, and B's label on A's prospect.
      { method: 'POST', path: `${ours}/labels/${a.label}` },
      { method: 'DELETE', path: `${ours}/labels/${a.label}` },
      { method: 'POST', path: `${theirs}/labels/${b.label}` },
      { method: 'DELETE', path: `${theirs}/labels/${b.label}` },
    );
    return calls;
  }

  function campaignCallsWithSpace(A: string, credential: string): Call[] {
    const id = noRow;
    const q = `?space=${A}`;
    return [
      { method: 'GET', path: `/api/workflows/fetch${q}` },
      { method: 'POST', path: `/api/workflows${q}`, body: { name: 'Planted' } },
      // A magic campaign (issue 28) through A's account: B's own workspace is used, A's account is not B's.
      {
        method: 'POST',
        path: `/api/workflows${q}`,
        body: { workflow_to_generate: 'linkedin', objective: 'Planted', credentials_id: credential },
      },
      { method: 'GET', path: `/api/workflows/${id}${q}` },
      { method: 'POST', path: `/api/workflows/${id}/update_status${q}`, body: { status: 'paused' } },
      { method: 'POST', path: `/api/workflows/${id}/archive${q}` },
      { method: 'POST', path: `/api/workflows/order${q}`, body: { workflows_order: '[]' } },
      { method: 'GET', path: `/api/workflows/${id}/rates${q}` },
      { method: 'GET', path: `/api/workflows/${id}/prospects${q}` },
      { method: 'POST', path: `/api/workflows/${id}/duplicate${q}` },
      { method: 'POST', path: `/api/workflows/searches/${id}/update_status${q}`, body: { status: 'paused' } },
      { method: 'GET', path: `/api/workflows/searches/${id}/download_csv${q}` },
      {
        method: 'POST',
        path: `/api/workflows/set_data_from_csv_file${q}`,
        body: { filename: 'x', user_fields: {} },
      },
      { method: 'GET', path: `/api/workflows/csv_imports/${id}${q}` },
      {
        method: 'POST',
        path: `/api/credentials/${credential}/duplicate_workflows`,
        body: { workflow_ids: [id] },
      },
    ];
  }

  /**
   * Every route with workspace data, with `space=A` and A's ids where the test has
   * them (`noRow` elsewhere): the `space` parameter alone never opens workspace A.
   */
  function sweepAgainstA(routes: string[]): Call[] {
    const A = a.admin.space.id;
    // Routes called above (with the bodies they need) are not called again.
    const called = new Set(callsAgainstA().map((call) => routeOfCall(routes, call.method, call.path)));
    const byName: Record<string, string> = {
      inviteId: a.invite._id,
      codeId: a.code._id,
      provider: 'smtp',
      filter: 'company',
      // The AI assistant's personality type of A's prospect (issue 28).
      prospect_id: a.prospect,
    };
    const idOf = (path: string, name: string): string => {
      if (name !== 'id') return byName[name] ?? noRow;
      if (path.startsWith('/api/space/')) return A;
      if (path.startsWith('/api/users/')) return a.worker.user.id;
      if (path.startsWith('/api/credentials/:id')) return a.credential;
      return noRow;
    };
    return routes
      .filter((route) => !noWorkspaceData.has(route) && !called.has(route))
      .map((route) => {
        const [method = '', path = ''] = route.split(' ');
        const filled = path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => idOf(path, name));
        return { method, path: `${filled}?space=${A}`, body: method === 'GET' ? undefined : {} };
      });
  }

  async function snapshotOfA() {
    const db = ctx.database.db;
    const A = a.admin.space.id;
    return {
      space: await db.select().from(spaces).where(eq(spaces.id, A)),
      members: await db.select().from(spaceMembers).where(eq(spaceMembers.spaceId, A)),
      invites: await db.select().from(emailInvites).where(eq(emailInvites.spaceId, A)),
      codes: await db.select().from(codeInvites).where(eq(codeInvites.spaceId, A)),
      prospects: await db.select().from(prospects).where(eq(prospects.spaceId, A)),
      notes: await db.select().from(prospectNotes).where(eq(prospectNotes.spaceId, A)),
      labels: await db.select().from(labels).where(eq(labels.spaceId, A)),
      prospectLabels: await db.select().from(prospectLabels).where(eq(prospectLabels.spaceId, A)),
      dialer: await db.select().from(dialerAccounts).where(eq(dialerAccounts.spaceId, A)),
      phones: await db.select().from(dialerPhones).where(eq(dialerPhones.spaceId, A)),
      calls: await db.select().from(dialerCalls).where(eq(dialerCalls.spaceId, A)),
      drops: await db.select().from(dialerVoicemailDrops).where(eq(dialerVoicemailDrops.spaceId, A)),
    };
  }

  for (const role of ['worker', 'admin'] as const) {
    it(`a ${role} of workspace B gets 403 or 404 and no data from every route of workspace A`, async () => {
      const before = await snapshotOfA();
      const attacker = b[role];
      const leaks: string[] = [];
      const routes = apiRoutesOf(ctx.app);
      for (const call of [...callsAgainstA(), ...sweepAgainstA(routes)]) {
        const response = await ctx.request(call.path, {
          method: call.method,
          token: attacker.token,
          body: call.body,
        });
        const text = JSON.stringify(response.body);
        // Foreign credentials in B's own calls are refused with 400 'Credentials not found'.
        const refused =
          [403, 404].includes(response.status) ||
          (response.status === 400 && text.includes('Credentials not found'));
        if (!refused) leaks.push(`${call.method} ${call.path} -> ${response.status} ${text}`);
        for (const secret of [
          'Workspace A',
          a.worker.user.email,
          a.admin.user.email,
          a.code.code,
          'pending@a.test',
          phoneOfA,
          ...Object.values(prospectSecrets),
        ]) {
          if (text.includes(secret)) leaks.push(`${call.method} ${call.path} leaked ${secret}`);
        }
      }
      expect(leaks).toEqual([]);
      const photo = await uploadFile(
        ctx,
        `/api/space/save_photo?space=${a.admin.space.id}`,
        attacker.token,
        tinyPng,
      );
      expect(photo.status).toBe(403);
      expect(await snapshotOfA()).toEqual(before);
      const [bWorker] = await ctx.database.db
        .select()
        .from(spaceMembers)
        .where(and(eq(spaceMembers.spaceId, b.admin.space.id), eq(spaceMembers.userId, b.worker.user.id)));
      expect(bWorker?.availableCredentials).toEqual([]);
      // B's own prospect got neither A's label nor a note of the calls.
      const db = ctx.database.db;
      const bLabels = await db.select().from(prospectLabels).where(eq(prospectLabels.prospectId, b.prospect));
      expect(bLabels.map((row) => row.labelId)).toEqual([b.label]);
      const bNotes = await db.select().from(prospectNotes).where(eq(prospectNotes.prospectId, b.prospect));
      expect(bNotes.map((row) => row.id)).toEqual([b.note]);
    });
  }

  it('covers every /api route of the route table, or names it as exempt or not yet checked', () => {
    const routes = apiRoutesOf(ctx.app);
    const checked = new Set<string>();
    for (const call of [...callsAgainstA(), ...sweepAgainstA(routes)]) {
      const route = routeOfCall(routes, call.method, call.path);
      if (route && !call.path.includes(noRow)) checked.add(route);
    }
    const exempt = routes.filter((route) => noWorkspaceData.has(route) || coveredElsewhere.has(route));
    const notYet = routes.filter((route) => notYetChecked.has(route));
    console.log(
      `tenancy: ${routes.length} routes, ${checked.size} checked, ${exempt.length} exempt, ${notYet.length} not yet checked`,
    );
    const unaccounted = routes.filter(
      (route) =>
        !checked.has(route) &&
        !noWorkspaceData.has(route) &&
        !coveredElsewhere.has(route) &&
        !notYetChecked.has(route),
    );
    expect(unaccounted).toEqual([]);
    // The lists name only routes that exist, and a checked route leaves `notYetChecked`.
    const named = [...noWorkspaceData, ...coveredElsewhere.keys(), ...notYetChecked];
    expect(named.filter((route) => !routes.includes(route))).toEqual([]);
    expect([...notYetChecked].filter((route) => checked.has(route))).toEqual([]);
    expect([...coveredElsewhere.keys()].filter((route) => checked.has(route))).toEqual([]);
  });

  it("keeps A's realtime events in A's room", () => {
    const aEvents = ctx.realtime.events.filter((event) => event.spaceId === a.admin.space.id);
    expect(aEvents.length).toBeGreaterThan(0);
    const leaked = ctx.realtime.events.filter(
      (event) =>
        event.spaceId !== a.admin.space.id && JSON.stringify(event.payload).includes(a.admin.space.id),
    );
    expect(leaked).toEqual([]);
  });
});
