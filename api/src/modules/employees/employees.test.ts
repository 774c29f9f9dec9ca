import { employeeMessages } from '@outreach/core/ai';
import { describe, expect, it } from 'vitest';
import { databaseModes, type Member, type TestContext } from '../../../test/helpers';
import { useTestContext } from '../../../test/use-context';
import { aiEmployeeDailyStats, companyResearches, credentials } from '../../db/schema';
import { employeesMessages } from './employees.schema';
import { errorMessages } from '../../errors';

const objective = {
  problem: 'Slow hiring',
  solution: 'Screening in a day',
  contact_reason: 'Your open roles',
  language: 'English',
  tone: 'professional',
};
const targeting = {
  settings: {
    job_title: [{ name: 'CTO', value: 'CTO' }],
    country: [{ name: 'United States', value: 'United States' }],
    state: [],
    industry: [],
    employee_count: [{ name: '11-50' as const, value: '11-50' as const }],
    is_extend: false,
  },
};

function payload(overrides: Record<string, unknown> = {}) {
  return {
    profile: 'ava-mitchell',
    calendly_event: 'event-1',
    employee_settings: { objective, cases: [], free_value: [], faq: [] },
    targeting,
    generate_campaigns: { linkedin: 2, email: 1, linkedin_email: 1, linkedin_email_dialer: 1 },
    ...overrides,
  };
}

describe.each(databaseModes())('AI Employees on %s', (mode) => {
  let ctx: TestContext;
  let a: Member;
  let b: Member;
  let worker: Member;
  let scale: Member;
  let credentialA: string;
  let credentialA2: string;
  let credentialB: string;

  async function credentialOf(member: Member): Promise<string> {
    const [row] = await ctx.database.db
      .insert(credentials)
      .values({
        spaceId: member.space.id,
        username: `sender-${Math.random().toString(36).slice(2, 8)}@sandbox.test`,
        firstName: 'Sam',
        lastName: 'Sender',
        status: 'active',
        accountType: 'basic',
        timezone: 'UTC',
      })
      .returning({ id: credentials.id });
    if (!row) throw new Error('no credential');
    return row.id;
  }

  function save(member: Member, body: Record<string, unknown>) {
    return ctx.api.unchecked.post('/employees', { token: member.token, body });
  }

  async function employeeOf(member: Member, overrides: Record<string, unknown> = {}) {
    return (await save(member, payload(overrides))).payload.employee;
  }

  useTestContext(mode, async (opened) => {
    ctx = opened;
    a = await opened.createMember({ tier: 'unlimited', isAdmin: true });
    b = await opened.createMember({ tier: 'unlimited', isAdmin: true });
    worker = await opened.createMember({ space: a.space, isAdmin: false });
    scale = await opened.createMember({ tier: 'scale', isAdmin: true });
    credentialA = await credentialOf(a);
    credentialA2 = await credentialOf(a);
    credentialB = await credentialOf(b);
  });

  it('saves an employee with manual approval, its campaign counts stored (no credits: none generated)', async () => {
    const response = await save(a, payload({ credentials_id: credentialA }));
    expect(response.status).toBe(201);
    const { employee, generate_campaigns } = response.payload;
    expect(employee).toMatchObject({
      space: a.space.id,
      name: 'Ava Mitchell',
      profile: { id: 'ava-mitchell', name: 'Ava Mitchell' },
      campaigns_count: 0,
      employee_settings: { objective: { ...objective, language: 'english' } },
      messaging_settings: {
        mode: 'manual',
        is_follow_up_enabled: true,
        number_of_follow_ups: 3,
        daily_cap: 50,
        manual_settings: { follow_up: 'days_0', assignee: a.user.id, priority: 100 },
      },
      bindings: [{ credentials_id: credentialA, profile_id: 'ava-mitchell', enabled: true }],
    });
    expect(employee.profile.photo).toMatch(/^data:image\/svg\+xml;base64,/);
    // Magic campaigns cost credits this workspace has not got (workflows/generation/generation.test.ts).
    expect(generate_campaigns).toEqual({
      requested: { linkedin: 2, email: 1, linkedin_email: 1, linkedin_email_dialer: 1 },
      status: 'refused',
      error: expect.stringMatching(/credits/),
      campaigns: [],
    });
    await ctx.api.post('/employees/unbind', {
      token: a.token,
      body: { profile_id: 'ava-mitchell', credentials_id: credentialA },
    });
  });

  it.each([
    ['an empty objective field', { objective: { ...objective, tone: '' } }, employeeMessages.allFields],
    [
      'a long objective field',
      { objective: { ...objective, solution: 'x'.repeat(251) } },
      employeeMessages.fieldTooLong,
    ],
    [
      'a case with an empty field',
      { objective, cases: [{ whom: '', problem: 'p', solution: 's', link: null }] },
      employeeMessages.allFields,
    ],
    [
      'a free value too long',
      { objective, free_value: [{ type: 'x'.repeat(251), how_to_get: 'h', impact: 'i', link: null }] },
      employeeMessages.fieldTooLong,
    ],
    ['an incomplete Q&A', { objective, faq: [{ question: 'q', answer: '' }] }, employeeMessages.faqFields],
    [
      'a long question',
      { objective, faq: [{ question: 'x'.repeat(251), answer: 'a' }] },
      employeeMessages.questionTooLong,
    ],
    [
      'a long answer',
      { objective, faq: [{ question: 'q', answer: 'x'.repeat(251) }] },
      employeeMessages.answerTooLong,
    ],
    [
      'four cases',
      { objective, cases: Array(4).fill({ whom: 'w', problem: 'p', solution: 's', link: null }) },
      employeeMessages.tooManyCases,
    ],
    [
      '21 Q&A items',
      { objective, faq: Array(21).fill({ question: 'q', answer: 'a' }) },
      employeeMessages.tooManyFaq,
    ],
  ])('refuses %s with its message', async (_name, settings, message) => {
    const response = await save(a, payload({ employee_settings: settings }));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ok: false, error: expect.stringContaining(message) });
  });

  it('refuses six campaigns and more than five follow-ups', async () => {
    const many = await save(
      a,
      payload({ generate_campaigns: { linkedin: 5, email: 1, linkedin_email: 0, linkedin_email_dialer: 0 } }),
    );
    expect(many.status).toBe(400);
    const followUps = await save(a, payload({ messaging_settings: { number_of_follow_ups: 6 } }));
    expect(followUps.status).toBe(400);
  });

  it('gates every call by the plan feature ai_employee_messages', async () => {
    const saved = await save(scale, payload());
    expect(saved.status).toBe(402);
    expect(saved.body).toMatchObject({ ok: false, error: expect.stringContaining('AI Employee') });
    const listed = await ctx.api.get('/employees', { token: scale.token });
    expect(listed.status).toBe(402);
  });

  it('lists newest first with offset and limit, reads, patches and deletes', async () => {
    const first = await employeeOf(b, { name: 'First' });
    const second = await employeeOf(b, { name: 'Second' });
    const page = (await ctx.api.get('/employees', { token: b.token, query: { limit: 1 } })).payload;
    expect(page.total).toBe(2);
    // No LLM_BASE_URL in tests: the list says the sandbox model writes, for the UI's notice.
    expect(page.sandbox_model).toBe(true);
    expect(page.items.map((item) => item.name)).toEqual(['Second']);
    const next = (await ctx.api.get('/employees', { token: b.token, query: { offset: 1 } })).payload;
    expect(next.items.map((item) => item.name)).toEqual(['First']);
    const patched = await ctx.api.patch('/employees/{id}', {
      path: { id: first.id },
      token: b.token,
      body: { profile: 'liam-carter', messaging_settings: { mode: 'automatic' }, enabled: false },
    });
    expect(patched.payload).toMatchObject({
      profile: { name: 'Liam Carter' },
      enabled: false,
      messaging_settings: { mode: 'automatic', number_of_follow_ups: 3 },
    });
    const badPatch = await ctx.api.unchecked.patch('/employees/{id}', {
      path: { id: first.id },
      token: b.token,
      body: { employee_settings: { objective: { ...objective, problem: '' } } },
    });
    expect(badPatch.body).toEqual({ ok: false, error: `employee_settings: ${employeeMessages.allFields}` });
    expect(
      (await ctx.api.get('/employees/{id}', { path: { id: second.id }, token: b.token })).payload.name,
    ).toBe('Second');
    expect(
      (await ctx.api.delete('/employees/{id}', { path: { id: second.id }, token: b.token })).status,
    ).toBe(200);
    const gone = await ctx.api.get('/employees/{id}', { path: { id: second.id }, token: b.token });
    expect(gone.body).toEqual({ ok: false, error: employeesMessages.notFound });
  });

  it("keeps each workspace's employees and credentials to itself", async () => {
    const theirs = await employeeOf(b);
    for (const call of [
      ctx.api.get('/employees/{id}', { path: { id: theirs.id }, token: a.token }),
      ctx.api.patch('/employees/{id}', { path: { id: theirs.id }, token: a.token, body: { name: 'Mine' } }),
      ctx.api.delete('/employees/{id}', { path: { id: theirs.id }, token: a.token }),
      ctx.api.get('/employees/{id}', {
        path: { id: theirs.id },
        token: a.token,
        query: { space: b.space.id },
      }),
    ]) {
      expect((await call).status).toBeGreaterThanOrEqual(403);
      expect((await call).status).toBeLessThan(405);
    }
    const list = (await ctx.api.get('/employees', { token: a.token })).payload;
    expect(list.items.map((item) => item.id)).not.toContain(theirs.id);
    const mine = await employeeOf(a);
    // A's employee on B's credential, or B's employee on A's credential: not found.
    const onTheirCredential = await ctx.api.post('/employees/bind', {
      token: a.token,
      body: { profile_id: 'ava-mitchell', credentials_id: credentialB, employee_id: mine.id },
    });
    expect(onTheirCredential.status).toBe(404);
    const theirEmployee = await ctx.api.post('/employees/bind', {
      token: a.token,
      body: { profile_id: 'ava-mitchell', credentials_id: credentialA2, employee_id: theirs.id },
    });
    expect(theirEmployee.body).toEqual({ ok: false, error: employeesMessages.notFound });
    const stats = (
      await ctx.api.get('/employees/statistics', {
        token: a.token,
        query: { employees: JSON.stringify([theirs.id]) },
      })
    ).payload;
    expect(stats.employees).toEqual([]);
  });

  it('lets members read employees and only workspace admins manage them (spec §6)', async () => {
    const employee = await employeeOf(a);
    const refused = { ok: false, error: errorMessages.spaceAdminOnly };
    const binding = { profile_id: 'ava-mitchell', credentials_id: credentialA, employee_id: employee.id };
    const writes = [
      save(worker, payload()),
      // A body the route would refuse: the role is checked first.
      save(worker, { employee_settings: 'nonsense' }),
      ctx.api.patch('/employees/{id}', {
        path: { id: employee.id },
        token: worker.token,
        body: { enabled: false },
      }),
      ctx.api.delete('/employees/{id}', { path: { id: employee.id }, token: worker.token }),
      ctx.api.unchecked.post('/employees/bind', { token: worker.token, body: binding }),
      ctx.api.unchecked.post('/employees/unbind', { token: worker.token, body: binding }),
      ctx.api.unchecked.post('/employees/enable', { token: worker.token, body: binding }),
      ctx.api.unchecked.post('/employees/disable', { token: worker.token, body: binding }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(refused);
    }
    const list = await ctx.api.get('/employees', { token: worker.token });
    expect(list.payload.items.map((one) => one.id)).toContain(employee.id);
    const one = await ctx.api.get('/employees/{id}', { path: { id: employee.id }, token: worker.token });
    expect(one.payload.enabled).toBe(true);
  });

  it('binds one employee per credential, enables, disables and unbinds', async () => {
    const one = await employeeOf(a);
    const two = await employeeOf(a);
    const body = { profile_id: 'sofia-ramirez', credentials_id: credentialA2, employee_id: one.id };
    const bound = await ctx.api.post('/employees/bind', { token: a.token, body });
    expect(bound.payload).toEqual({ ...body, enabled: true });
    const taken = await ctx.api.post('/employees/bind', {
      token: a.token,
      body: { ...body, employee_id: two.id },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ ok: false, error: employeesMessages.alreadyBound });
    // A member who is not the workspace's admin may not bind (spec §6: admins manage employees).
    const workerBind = await ctx.api.post('/employees/bind', { token: worker.token, body });
    expect(workerBind.status).toBe(403);
    const disabled = await ctx.api.post('/employees/disable', { token: a.token, body });
    expect(disabled.payload.enabled).toBe(false);
    const wrongEmployee = await ctx.api.post('/employees/enable', {
      token: a.token,
      body: { ...body, employee_id: two.id },
    });
    expect(wrongEmployee.body).toEqual({ ok: false, error: employeesMessages.notBound });
    expect((await ctx.api.post('/employees/enable', { token: a.token, body })).payload.enabled).toBe(true);
    const unbound = await ctx.api.post('/employees/unbind', {
      token: a.token,
      body: { profile_id: body.profile_id, credentials_id: credentialA2 },
    });
    expect(unbound.status).toBe(200);
    const again = await ctx.api.post('/employees/unbind', {
      token: a.token,
      body: { profile_id: body.profile_id, credentials_id: credentialA2 },
    });
    expect(again.body).toEqual({ ok: false, error: employeesMessages.notBound });
    expect(
      (await ctx.api.post('/employees/bind', { token: a.token, body: { ...body, employee_id: two.id } }))
        .status,
    ).toBe(200);
    await ctx.api.post('/employees/unbind', {
      token: a.token,
      body: { profile_id: body.profile_id, credentials_id: credentialA2 },
    });
  });

  it('lists the eight profiles, or those of the JSON list', async () => {
    const all = (await ctx.api.get('/employees/employee_profiles', { token: a.token })).payload;
    expect(all).toHaveLength(8);
    const some = (
      await ctx.api.get('/employees/employee_profiles', {
        token: a.token,
        query: { profiles: JSON.stringify(['liam-carter']) },
      })
    ).payload;
    expect(some.map((profile) => profile.name)).toEqual(['Liam Carter']);
    const bad = await ctx.api.unchecked.get('/employees/employee_profiles', {
      token: a.token,
      query: { profiles: 'nope' },
    });
    expect(bad.status).toBe(400);
  });

  it('gives a series per day with zeros, and the totals', async () => {
    const employee = await employeeOf(a);
    const today = ctx.clock.now().toISOString().slice(0, 10);
    await ctx.database.db.insert(aiEmployeeDailyStats).values({
      spaceId: a.space.id,
      employeeId: employee.id,
      day: today,
      emailsSent: 4,
      replies: 1,
    });
    const stats = (
      await ctx.api.get('/employees/statistics', {
        token: a.token,
        query: { employees: JSON.stringify([employee.id]), days: 7 },
      })
    ).payload;
    const [series] = stats.employees;
    expect(series?.series).toHaveLength(7);
    expect(series?.series.at(-1)).toEqual({
      day: today,
      emails_sent: 4,
      messages_sent: 0,
      replies: 1,
      meetings_booked: 0,
    });
    expect(series?.series[0]?.emails_sent).toBe(0);
    expect(series?.totals).toEqual({ emails_sent: 4, messages_sent: 0, replies: 1, meetings_booked: 0 });
  });

  it("loads predefined settings from the workspace's latest finished company research", async () => {
    const none = await ctx.api.get('/employees/load_from_company', { token: b.token });
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ ok: false, error: employeesMessages.noResearch });
    await ctx.database.db.insert(companyResearches).values({
      spaceId: b.space.id,
      hostName: 'acme.test',
      objective: 'Book demos with hiring managers',
      status: 'done',
      summary: 'Acme screens candidates in a day. It serves tech companies.',
      details: {
        value_proposition: 'Hire in a week, not a month',
        audience: 'Tech hiring managers',
        products: ['Screening', 'Scheduling'],
        proof_points: ['Cut time-to-hire by 40% at Globex'],
      },
      facts: [{ text: 'Cut time-to-hire by 40% at Globex', source_url: 'https://acme.test/cases' }],
    });
    const loaded = (await ctx.api.get('/employees/load_from_company', { token: b.token })).payload;
    expect(loaded.employee_settings.objective).toMatchObject({
      problem: 'Acme screens candidates in a day.',
      solution: 'Hire in a week, not a month',
      contact_reason: 'Book demos with hiring managers',
    });
    expect(loaded.employee_settings.cases).toEqual([
      {
        whom: 'Tech hiring managers',
        problem: 'Cut time-to-hire by 40% at Globex',
        solution: 'Hire in a week, not a month',
        link: 'https://acme.test/cases',
      },
    ]);
    expect(loaded.employee_settings.faq[0]).toEqual({
      question: 'What does acme.test do?',
      answer: 'Acme screens candidates in a day. It serves tech companies.',
    });
    // A's workspace has no research of its own: B's is not A's.
    expect((await ctx.api.get('/employees/load_from_company', { token: a.token })).status).toBe(404);
  });
});
