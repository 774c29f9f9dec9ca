/**
 * The AI Employees (issue 28, spec ai-telephony §7 "AI Employees"): save, list, read, change and
 * delete a workspace's employees, bind them to its credentials (one employee per credential),
 * enable and disable a binding, their daily statistics and the personas they wear. Every query is
 * scoped to the caller's workspace; the handlers check the credential is one the member may see.
 */
import { campaignKinds, defaultMessagingSettings, type MessagingSettings } from '@outreach/core/ai';
import { and, asc, count, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { isUuid } from '../../db/ids';
import {
  type AiEmployeeBindingRow,
  type AiEmployeeProfileRow,
  type AiEmployeeRow,
  aiEmployeeBindings,
  aiEmployeeDailyStats,
  aiEmployeeProfiles,
  aiEmployees,
} from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { startMagicCampaigns } from '../workflows';
import {
  type Employee,
  type EmployeeCampaigns,
  employeesMessages,
  type SaveEmployeeInput,
  type UpdateEmployeeInput,
} from './employees.schema';

type Scope = Pick<SpaceScope, 'db' | 'spaceId' | 'clock'>;

/** A generated avatar: the persona's initials on a colour of its own, as an SVG data URL. */
export function profileAvatar(profile: Pick<AiEmployeeProfileRow, 'id' | 'name'>): string {
  const initials = profile.name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const hue = [...profile.id].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 7);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="hsl(${hue},55%,45%)"/><text x="48" y="58" font-family="sans-serif" font-size="34" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function profileJson(profile: AiEmployeeProfileRow) {
  return {
    id: profile.id,
    name: profile.name,
    photo: profile.photo ?? profileAvatar(profile),
    description: profile.description,
  };
}

export async function listProfiles(scope: Pick<Scope, 'db'>, ids?: string[]) {
  const rows = await scope.db
    .select()
    .from(aiEmployeeProfiles)
    .where(ids ? inArray(aiEmployeeProfiles.id, ids.length > 0 ? ids : ['']) : undefined)
    .orderBy(asc(aiEmployeeProfiles.position), asc(aiEmployeeProfiles.id));
  return rows.map(profileJson);
}

async function profileOf(scope: Pick<Scope, 'db'>, id: string): Promise<AiEmployeeProfileRow> {
  const [row] = await scope.db.select().from(aiEmployeeProfiles).where(eq(aiEmployeeProfiles.id, id));
  if (!row) throw new AppError(404, employeesMessages.profileNotFound);
  return row;
}

async function employeeRow(scope: Scope, id: string): Promise<AiEmployeeRow> {
  if (!isUuid(id)) throw new AppError(404, employeesMessages.notFound);
  const [row] = await scope.db
    .select()
    .from(aiEmployees)
    .where(and(inSpace(aiEmployees, scope), eq(aiEmployees.id, id)));
  if (!row) throw new AppError(404, employeesMessages.notFound);
  return row;
}

function bindingJson(row: AiEmployeeBindingRow) {
  return {
    credentials_id: row.credentialId,
    profile_id: row.profileId,
    employee_id: row.employeeId,
    enabled: row.enabled,
  };
}

/** The API objects of `rows`, with their personas and bindings read in two queries. */
async function employeesJson(scope: Scope, rows: AiEmployeeRow[]): Promise<Employee[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const profiles = new Map(
    (await listProfiles(scope, [...new Set(rows.map((row) => row.profileId))])).map((p) => [p.id, p]),
  );
  const bindings = await scope.db
    .select()
    .from(aiEmployeeBindings)
    .where(and(inSpace(aiEmployeeBindings, scope), inArray(aiEmployeeBindings.employeeId, ids)))
    .orderBy(asc(aiEmployeeBindings.createdAt));
  return rows.map((row) => {
    const profile = profiles.get(row.profileId);
    if (!profile) throw new Error(`AI Employee ${row.id} wears an unknown profile`);
    return {
      id: row.id,
      space: row.spaceId,
      name: row.name,
      profile,
      campaigns_count: 0,
      employee_settings: row.settings,
      targeting: row.targeting,
      messaging_settings: row.messagingSettings,
      calendly_event: row.calendlyEvent,
      calendly_user: row.calendlyUser,
      enabled: row.enabled,
      bindings: bindings.filter((binding) => binding.employeeId === row.id).map(bindingJson),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

async function employeeJson(scope: Scope, row: AiEmployeeRow): Promise<Employee> {
  const [json] = await employeesJson(scope, [row]);
  if (!json) throw new Error('no employee');
  return json;
}

/** The messaging settings sent over `base`: manual approval unless the payload says otherwise. */
function mergedMessaging(
  base: MessagingSettings,
  input: SaveEmployeeInput['messaging_settings'],
): MessagingSettings {
  if (!input) return base;
  return { ...base, ...input, manual_settings: { ...base.manual_settings, ...input.manual_settings } };
}

/** The binding of `credentialId`, or a refusal when another employee holds it. */
async function assertBindable(scope: Scope, credentialId: string, employeeId: string) {
  const [bound] = await scope.db
    .select()
    .from(aiEmployeeBindings)
    .where(and(inSpace(aiEmployeeBindings, scope), eq(aiEmployeeBindings.credentialId, credentialId)));
  if (bound && bound.employeeId !== employeeId) throw new AppError(409, employeesMessages.alreadyBound);
  return bound ?? null;
}

export interface Actor {
  userId: string;
}

/** POST /employees: the employee, bound to `credentialId` when one is given (checked visible). */
export async function createEmployee(
  scope: Scope,
  actor: Actor,
  input: SaveEmployeeInput,
  credentialId: string | null,
  /** Why the plan may not generate campaigns (the 402 message), or null when it may. */
  magicRefusal: string | null = null,
) {
  const profile = await profileOf(scope, input.profile);
  return scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const [row] = await tx
      .insert(aiEmployees)
      .values({
        spaceId: scope.spaceId,
        creatorId: actor.userId,
        profileId: profile.id,
        name: input.name ?? profile.name,
        settings: input.employee_settings,
        targeting: input.targeting.settings,
        messagingSettings: mergedMessaging(defaultMessagingSettings(actor.userId), input.messaging_settings),
        generateCampaigns: input.generate_campaigns ?? null,
        calendlyEvent: input.calendly_event ?? null,
        calendlyUser: input.calendly_user ?? null,
      })
      .returning();
    if (!row) throw new Error('no employee');
    if (credentialId) await bind(inTx, { credentialId, profileId: profile.id, employeeId: row.id });
    const generation = await startEmployeeCampaigns(
      { ...inTx, userId: actor.userId },
      row,
      credentialId,
      magicRefusal,
    );
    return {
      employee: await employeeJson(inTx, row),
      generate_campaigns: { requested: row.generateCampaigns, ...generation },
    };
  });
}

/**
 * The magic campaigns the save asked for (issue 28 item 3), started with the employee: none when
 * `refusal` says the plan has no ai_magic_campaigns, or when the credits do not cover them (the
 * employee is saved either way, the answer says why). Run kickMagicCampaigns after the commit.
 */
async function startEmployeeCampaigns(
  scope: Scope & { userId: string },
  employee: AiEmployeeRow,
  credentialId: string | null,
  refusal: string | null,
): Promise<EmployeeCampaigns> {
  const counts = employee.generateCampaigns;
  const requests = counts
    ? campaignKinds.flatMap((kind) =>
        Array.from({ length: counts[kind] }, () => ({
          kind,
          objective: employee.settings.objective,
          cases: employee.settings.cases,
          credentialId,
          employeeId: employee.id,
        })),
      )
    : [];
  if (requests.length === 0) return { status: 'not_started', error: null, campaigns: [] };
  if (refusal) return { status: 'refused', error: refusal, campaigns: [] };
  try {
    // A savepoint: credits that do not cover them undo the campaigns, not the employee.
    const started = await scope.db.transaction((tx) => startMagicCampaigns({ ...scope, db: tx }, requests));
    return { status: 'building', error: null, campaigns: started.map(({ _id, name }) => ({ _id, name })) };
  } catch (error) {
    if (error instanceof AppError && error.status === 402)
      return { status: 'refused', error: error.message, campaigns: [] };
    throw error;
  }
}

export async function listEmployees(scope: Scope, page: { offset: number; limit: number }) {
  const rows = await scope.db
    .select()
    .from(aiEmployees)
    .where(inSpace(aiEmployees, scope))
    .orderBy(desc(aiEmployees.createdAt), desc(aiEmployees.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await scope.db.select({ n: count() }).from(aiEmployees).where(inSpace(aiEmployees, scope));
  return { items: await employeesJson(scope, rows), total: total?.n ?? 0 };
}

export async function getEmployee(scope: Scope, id: string) {
  return employeeJson(scope, await employeeRow(scope, id));
}

export async function updateEmployee(scope: Scope, id: string, input: UpdateEmployeeInput) {
  const row = await employeeRow(scope, id);
  const profile = input.profile ? await profileOf(scope, input.profile) : null;
  const [updated] = await scope.db
    .update(aiEmployees)
    .set({
      profileId: profile?.id,
      name: input.name,
      settings: input.employee_settings,
      targeting: input.targeting?.settings,
      messagingSettings: mergedMessaging(row.messagingSettings, input.messaging_settings),
      generateCampaigns: input.generate_campaigns,
      calendlyEvent: input.calendly_event,
      calendlyUser: input.calendly_user,
      enabled: input.enabled,
      updatedAt: scope.clock.now(),
    })
    .where(and(inSpace(aiEmployees, scope), eq(aiEmployees.id, row.id)))
    .returning();
  if (!updated) throw new AppError(404, employeesMessages.notFound);
  return employeeJson(scope, updated);
}

export async function deleteEmployee(scope: Scope, id: string) {
  const row = await employeeRow(scope, id);
  await scope.db.delete(aiEmployees).where(and(inSpace(aiEmployees, scope), eq(aiEmployees.id, row.id)));
  return { id: row.id };
}

export interface BindingTarget {
  credentialId: string;
  profileId: string;
  employeeId: string;
}

/**
 * POST /employees/bind: `employeeId` works `credentialId` wearing `profileId`. A credential has one
 * employee: binding one held by another is refused (unbind it first); binding it again to the
 * same employee changes the profile.
 */
export async function bind(scope: Scope, target: BindingTarget) {
  const employee = await employeeRow(scope, target.employeeId);
  await profileOf(scope, target.profileId);
  const existing = await assertBindable(scope, target.credentialId, employee.id);
  const [row] = existing
    ? await scope.db
        .update(aiEmployeeBindings)
        .set({ profileId: target.profileId, updatedAt: scope.clock.now() })
        .where(eq(aiEmployeeBindings.id, existing.id))
        .returning()
    : await scope.db
        .insert(aiEmployeeBindings)
        .values({
          spaceId: scope.spaceId,
          employeeId: employee.id,
          credentialId: target.credentialId,
          profileId: target.profileId,
        })
        .returning();
  if (!row) throw new Error('no binding');
  return bindingJson(row);
}

async function bindingOf(scope: Scope, credentialId: string, employeeId?: string) {
  if (employeeId !== undefined && !isUuid(employeeId)) throw new AppError(404, employeesMessages.notBound);
  const [row] = await scope.db
    .select()
    .from(aiEmployeeBindings)
    .where(
      and(
        inSpace(aiEmployeeBindings, scope),
        eq(aiEmployeeBindings.credentialId, credentialId),
        employeeId ? eq(aiEmployeeBindings.employeeId, employeeId) : undefined,
      ),
    );
  if (!row) throw new AppError(404, employeesMessages.notBound);
  return row;
}

/** POST /employees/unbind: the credential has no employee any more. */
export async function unbind(scope: Scope, credentialId: string) {
  const row = await bindingOf(scope, credentialId);
  await scope.db.delete(aiEmployeeBindings).where(eq(aiEmployeeBindings.id, row.id));
  return { ...bindingJson(row), enabled: false };
}

/** POST /employees/enable and /disable: the employee works (or stops working) this credential. */
export async function setBindingEnabled(scope: Scope, target: BindingTarget, enabled: boolean) {
  const row = await bindingOf(scope, target.credentialId, target.employeeId);
  const [updated] = await scope.db
    .update(aiEmployeeBindings)
    .set({ enabled, updatedAt: scope.clock.now() })
    .where(eq(aiEmployeeBindings.id, row.id))
    .returning();
  if (!updated) throw new AppError(404, employeesMessages.notBound);
  return bindingJson(updated);
}

const dayMs = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const zeroDay = { emails_sent: 0, messages_sent: 0, replies: 0, meetings_booked: 0 };

/**
 * GET /employees/statistics: per employee (those named, or all of the workspace), one entry per
 * UTC day of the last `days` days, zero where nothing happened, and the totals.
 */
export async function employeeStatistics(scope: Scope, ids: string[] | undefined, days: number) {
  const to = scope.clock.now().getTime();
  const from = to - (days - 1) * dayMs;
  const wanted = ids?.filter(isUuid);
  const employees = await scope.db
    .select({ id: aiEmployees.id })
    .from(aiEmployees)
    .where(
      and(
        inSpace(aiEmployees, scope),
        wanted ? inArray(aiEmployees.id, wanted.length > 0 ? wanted : [crypto.randomUUID()]) : undefined,
      ),
    )
    .orderBy(asc(aiEmployees.createdAt));
  const rows =
    employees.length === 0
      ? []
      : await scope.db
          .select()
          .from(aiEmployeeDailyStats)
          .where(
            and(
              inSpace(aiEmployeeDailyStats, scope),
              inArray(
                aiEmployeeDailyStats.employeeId,
                employees.map((employee) => employee.id),
              ),
              gte(aiEmployeeDailyStats.day, isoDay(from)),
              lte(aiEmployeeDailyStats.day, isoDay(to)),
            ),
          );
  const dayList = Array.from({ length: days }, (_, index) => isoDay(from + index * dayMs));
  return {
    from: isoDay(from),
    to: isoDay(to),
    employees: employees.map(({ id }) => {
      const series = dayList.map((day) => {
        const row = rows.find((stat) => stat.employeeId === id && stat.day === day);
        return row
          ? {
              day,
              emails_sent: row.emailsSent,
              messages_sent: row.messagesSent,
              replies: row.replies,
              meetings_booked: row.meetingsBooked,
            }
          : { day, ...zeroDay };
      });
      const totals = { ...zeroDay };
      for (const entry of series) {
        totals.emails_sent += entry.emails_sent;
        totals.messages_sent += entry.messages_sent;
        totals.replies += entry.replies;
        totals.meetings_booked += entry.meetings_booked;
      }
      return { id, series, totals };
    }),
  };
}
