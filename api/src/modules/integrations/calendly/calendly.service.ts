/**
 * Calendly connections (issue 28, spec ai-telephony §3-§4 "Scheduling"): one per workspace user,
 * made by OAuth, with its event types cached (reload refreshes them) and a booking webhook whose
 * deliveries end the prospect's AI threads as meeting_booked. A connection Calendly refuses (401) or
 * its owner disconnects stops the employees booking on it (calendly_event_disconnected).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { isUuid } from '../../../db/ids';
import {
  aiEmployees,
  prospects,
  type SchedulingConnectionRow,
  schedulingBookings,
  schedulingConnections,
  schedulingEventTypes,
  spaceMembers,
  users,
} from '../../../db/schema';
import { AppError } from '../../../errors';
import type { AppDependencies } from '../../../platform/context';
import type { SecretBox } from '../../../providers/secrets/credential-secrets';
import {
  type BookingPayload,
  bookingEvents,
  type SchedulingClient,
  type SchedulingProvider,
  SchedulingUnauthorized,
  verifyBookingSignature,
} from '../../../providers/scheduling/scheduling.provider';
import {
  calendlyMessages,
  type SchedulingEventTypeJson,
  type SchedulingUserJson,
  type WebhookAnswerJson,
} from './calendly.schema';

/**
 * What a booking or a lost connection does to the AI employees' threads: modules/employees'
 * markMeetingBooked and markCalendlyDisconnected, handed in by the composition root (app.ts), so
 * integrations does not import employees (which stands on inbox, which stands on integrations).
 */
export interface CalendlyThreads {
  /** Ends the prospect's AI threads as meeting_booked; the ids of the threads it ended. */
  markMeetingBooked(db: Db, booking: { spaceId: string; prospectEmail: string; at: Date }): Promise<string[]>;
  /** Stops the employee's threads waiting on follow-ups as calendly_event_disconnected and tells its owner. */
  markCalendlyDisconnected(
    db: Db,
    input: { spaceId: string; employeeId: string; at: Date },
  ): Promise<string[]>;
}

/** No AI threads to move (an app built without the employees module). */
export const noThreads: CalendlyThreads = {
  markMeetingBooked: async () => [],
  markCalendlyDisconnected: async () => [],
};

/** What the service stands on: the app's db, clock and events, the provider, the secret box, the threads. */
export interface CalendlyContext {
  deps: Pick<AppDependencies, 'db' | 'clock' | 'events' | 'logger'>;
  provider: SchedulingProvider;
  secrets: () => Promise<SecretBox>;
  threads: CalendlyThreads;
}

/** The webhook's path under the app's origin, per connection (its signing key is the connection's). */
export const webhookPath = (connectionId: string) =>
  `/api/integrations/calendly/webhook?connection_id=${connectionId}`;

async function connectionOf(context: CalendlyContext, spaceId: string, userId: string) {
  const [row] = await context.deps.db
    .select()
    .from(schedulingConnections)
    .where(and(eq(schedulingConnections.spaceId, spaceId), eq(schedulingConnections.userId, userId)));
  return row ?? null;
}

/** The client of a stored connection: tokens unsealed, a refreshed pair sealed back. */
async function clientOf(context: CalendlyContext, row: SchedulingConnectionRow): Promise<SchedulingClient> {
  const box = await context.secrets();
  return context.provider.client({
    accessToken: box.decrypt(row.accessToken),
    refreshToken: row.refreshToken ? box.decrypt(row.refreshToken) : null,
    expiresAt: row.expiresAt,
    onRefreshed: async (tokens) => {
      await context.deps.db
        .update(schedulingConnections)
        .set({
          accessToken: box.encrypt(tokens.accessToken),
          refreshToken: tokens.refreshToken ? box.encrypt(tokens.refreshToken) : row.refreshToken,
          expiresAt: tokens.expiresAt,
          updatedAt: context.deps.clock.now(),
        })
        .where(eq(schedulingConnections.id, row.id));
    },
  });
}

/** spec §7 GET users: the workspace's members, each with their Calendly connection when they have one. */
export async function schedulingUsers(
  context: CalendlyContext,
  spaceId: string,
): Promise<SchedulingUserJson[]> {
  const rows = await context.deps.db
    .select({ user: users, connection: schedulingConnections })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .leftJoin(
      schedulingConnections,
      and(
        eq(schedulingConnections.spaceId, spaceMembers.spaceId),
        eq(schedulingConnections.userId, users.id),
      ),
    )
    .where(eq(spaceMembers.spaceId, spaceId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ user, connection }) => ({
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    user_avatar: user.avatar ?? connection?.avatarUrl ?? null,
    calendly_token:
      connection?.status === 'connected'
        ? { id: connection.id, calendly_user_id: connection.externalUserUri }
        : null,
    calendly_error:
      connection?.status === 'revoked' ? (connection.lastError ?? calendlyMessages.revoked) : null,
  }));
}

/**
 * The end of the OAuth round: the code for tokens, the account they open (refused when another
 * user of the workspace holds that Calendly account), the connection stored with its event types
 * and the booking webhook subscribed (a refusal of the webhook, e.g. Calendly's free plan, is kept
 * as the connection's last error: the connection still serves event types).
 */
export async function completeConnection(
  context: CalendlyContext,
  input: {
    spaceId: string;
    userId: string;
    credentialId: string | null;
    code: string;
    redirectUri: string;
    origin: string;
  },
): Promise<SchedulingConnectionRow> {
  const tokens = await context.provider.exchangeCode(input.code, input.redirectUri);
  const client = context.provider.client(tokens);
  const account = await client.currentUser();
  const { db, clock } = context.deps;
  const [taken] = await db
    .select({ userId: schedulingConnections.userId })
    .from(schedulingConnections)
    .where(
      and(
        eq(schedulingConnections.spaceId, input.spaceId),
        eq(schedulingConnections.externalUserUri, account.uri),
        eq(schedulingConnections.status, 'connected'),
      ),
    );
  if (taken && taken.userId !== input.userId) throw new AppError(409, calendlyMessages.alreadyConnected);
  const box = await context.secrets();
  const signingKey = randomBytes(32).toString('base64url');
  const previous = await connectionOf(context, input.spaceId, input.userId);
  if (previous?.webhookUri && previous.status === 'connected') {
    await (await clientOf(context, previous)).unsubscribe(previous.webhookUri).catch(() => undefined);
  }
  const values = {
    credentialId: input.credentialId,
    status: 'connected' as const,
    externalUserUri: account.uri,
    organizationUri: account.organizationUri,
    name: account.name,
    email: account.email,
    avatarUrl: account.avatarUrl,
    accessToken: box.encrypt(tokens.accessToken),
    refreshToken: tokens.refreshToken ? box.encrypt(tokens.refreshToken) : null,
    expiresAt: tokens.expiresAt,
    webhookUri: null,
    webhookSigningKey: box.encrypt(signingKey),
    lastError: null,
    updatedAt: clock.now(),
  };
  const [row] = await db
    .insert(schedulingConnections)
    .values({ spaceId: input.spaceId, userId: input.userId, ...values })
    .onConflictDoUpdate({
      target: [schedulingConnections.spaceId, schedulingConnections.userId],
      set: values,
    })
    .returning();
  if (!row) throw new Error('scheduling_connections upsert returned no row');
  await storeEventTypes(context, row, await client.eventTypes(account.uri));
  try {
    const webhookUri = await client.subscribe({
      callbackUrl: `${input.origin}${webhookPath(row.id)}`,
      signingKey,
      account,
    });
    await db.update(schedulingConnections).set({ webhookUri }).where(eq(schedulingConnections.id, row.id));
    return { ...row, webhookUri };
  } catch (error) {
    const lastError = `Calendly did not accept the booking webhook: ${error instanceof Error ? error.message : String(error)}`;
    context.deps.logger.warn({ err: error, connection: row.id }, 'calendly webhook subscription failed');
    await db.update(schedulingConnections).set({ lastError }).where(eq(schedulingConnections.id, row.id));
    return { ...row, lastError };
  }
}

/** The event types as Calendly listed them now: new ones added, changed ones renamed, gone ones removed. */
async function storeEventTypes(
  context: CalendlyContext,
  row: SchedulingConnectionRow,
  types: Awaited<ReturnType<SchedulingClient['eventTypes']>>,
) {
  const now = context.deps.clock.now();
  const active = types.filter((type) => type.active);
  await context.deps.db.transaction(async (tx) => {
    // Kept by URI, so an event type's _id (what an employee stores) outlives a reload.
    await tx.delete(schedulingEventTypes).where(
      and(
        eq(schedulingEventTypes.connectionId, row.id),
        active.length > 0
          ? notInArray(
              schedulingEventTypes.externalUri,
              active.map((type) => type.uri),
            )
          : undefined,
      ),
    );
    if (active.length > 0)
      await tx
        .insert(schedulingEventTypes)
        .values(
          active.map((type, position) => ({
            spaceId: row.spaceId,
            connectionId: row.id,
            externalUri: type.uri,
            name: type.name,
            durationMinutes: type.durationMinutes,
            schedulingUrl: type.schedulingUrl,
            active: type.active,
            position,
          })),
        )
        .onConflictDoUpdate({
          target: [schedulingEventTypes.connectionId, schedulingEventTypes.externalUri],
          set: {
            name: sql`excluded.name`,
            durationMinutes: sql`excluded.duration_minutes`,
            schedulingUrl: sql`excluded.scheduling_url`,
            position: sql`excluded.position`,
            updatedAt: now,
          },
        });
    await tx
      .update(schedulingConnections)
      .set({ eventTypesLoadedAt: now, updatedAt: now })
      .where(eq(schedulingConnections.id, row.id));
  });
}

/** The workspace's employees that book on this user's Calendly stop (calendly_event_disconnected). */
async function disconnectEmployees(context: CalendlyContext, row: SchedulingConnectionRow) {
  const employees = await context.deps.db
    .select({ id: aiEmployees.id })
    .from(aiEmployees)
    .where(and(eq(aiEmployees.spaceId, row.spaceId), eq(aiEmployees.calendlyUser, row.userId)));
  for (const employee of employees) {
    await context.threads.markCalendlyDisconnected(context.deps.db, {
      spaceId: row.spaceId,
      employeeId: employee.id,
      at: context.deps.clock.now(),
    });
  }
}

/** Calendly refused the token (401 after a refresh): the connection is revoked, its employees stop. */
async function markRevoked(context: CalendlyContext, row: SchedulingConnectionRow) {
  await context.deps.db
    .update(schedulingConnections)
    .set({ status: 'revoked', lastError: calendlyMessages.revoked, updatedAt: context.deps.clock.now() })
    .where(eq(schedulingConnections.id, row.id));
  await disconnectEmployees(context, row);
}

/** spec §4 "Disconnect clears the token": the webhook removed, the token revoked, the row gone. */
export async function disconnect(context: CalendlyContext, spaceId: string, userId: string) {
  const row = await connectionOf(context, spaceId, userId);
  if (!row) throw new AppError(404, calendlyMessages.notConnected);
  if (row.status === 'connected') {
    try {
      const client = await clientOf(context, row);
      if (row.webhookUri) await client.unsubscribe(row.webhookUri);
      await client.revoke();
    } catch (error) {
      // Calendly's side is best effort: the token is cleared here whatever it answers.
      context.deps.logger.warn({ err: error, connection: row.id }, 'calendly disconnect: Calendly refused');
    }
  }
  await context.deps.db.delete(schedulingConnections).where(eq(schedulingConnections.id, row.id));
  await disconnectEmployees(context, row);
}

/** A connected user's connection, else 404 (an unknown user, another workspace's, never connected or revoked). */
async function connectedRow(context: CalendlyContext, spaceId: string, userId: string) {
  if (!isUuid(userId)) throw new AppError(404, calendlyMessages.userNotFound);
  const row = await connectionOf(context, spaceId, userId);
  if (row?.status !== 'connected') throw new AppError(404, calendlyMessages.notConnected);
  return row;
}

function eventTypeJson(userId: string) {
  return (type: typeof schedulingEventTypes.$inferSelect): SchedulingEventTypeJson => ({
    _id: type.id,
    name: type.name,
    user_id: userId,
    duration: type.durationMinutes,
    scheduling_url: type.schedulingUrl,
  });
}

/** spec §7 POST reload: the event types fetched again; any failure is "Can not refresh Event Types". */
export async function reloadEventTypes(context: CalendlyContext, spaceId: string, userId: string) {
  const row = await connectedRow(context, spaceId, userId);
  try {
    const client = await clientOf(context, row);
    await storeEventTypes(context, row, await client.eventTypes(row.externalUserUri));
  } catch (error) {
    if (error instanceof SchedulingUnauthorized) await markRevoked(context, row);
    else context.deps.logger.warn({ err: error, connection: row.id }, 'calendly event types reload failed');
    throw new AppError(400, calendlyMessages.cannotRefresh);
  }
  return userEventTypes(context, spaceId, userId, 100);
}

/** spec §7 GET /integrations/calendly/{id}/event_types: the user's cached event types (limit ≤ 100). */
export async function userEventTypes(
  context: CalendlyContext,
  spaceId: string,
  userId: string,
  limit: number,
) {
  const row = await connectedRow(context, spaceId, userId);
  const types = await context.deps.db
    .select()
    .from(schedulingEventTypes)
    .where(eq(schedulingEventTypes.connectionId, row.id))
    .orderBy(asc(schedulingEventTypes.position), asc(schedulingEventTypes.id))
    .limit(limit);
  return types.map(eventTypeJson(userId));
}

/** spec §7 GET event_types: every connected user's event types in the workspace, a page at a time. */
export async function pagedEventTypes(
  context: CalendlyContext,
  spaceId: string,
  page: { offset: number; limit: number },
) {
  const { db } = context.deps;
  const where = and(eq(schedulingEventTypes.spaceId, spaceId), eq(schedulingConnections.status, 'connected'));
  const rows = await db
    .select({ type: schedulingEventTypes, userId: schedulingConnections.userId })
    .from(schedulingEventTypes)
    .innerJoin(schedulingConnections, eq(schedulingConnections.id, schedulingEventTypes.connectionId))
    .where(where)
    .orderBy(
      asc(schedulingConnections.createdAt),
      asc(schedulingEventTypes.position),
      asc(schedulingEventTypes.id),
    )
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ value: count() })
    .from(schedulingEventTypes)
    .innerJoin(schedulingConnections, eq(schedulingConnections.id, schedulingEventTypes.connectionId))
    .where(where);
  return {
    event_types: rows.map(({ type, userId }) => eventTypeJson(userId)(type)),
    total: total?.value ?? 0,
    ...page,
  };
}

function parseBooking(raw: string): BookingPayload | null {
  try {
    const body = JSON.parse(raw) as Partial<BookingPayload>;
    const event = body.event;
    if (!event || !(bookingEvents as readonly string[]).includes(event)) return null;
    if (typeof body.payload?.uri !== 'string' || typeof body.payload.email !== 'string') return null;
    return body as BookingPayload;
  } catch {
    return null;
  }
}

/**
 * POST /integrations/calendly/webhook/{connection_id}: a delivery signed with the connection's key
 * (else 400 and nothing is read). invitee.created records the booking once (a redelivery changes
 * nothing), ends the prospect's AI threads as meeting_booked and emits meet_booked (the activity
 * feed, webhooks, Zapier); invitee.canceled marks the booking canceled. Other events are ignored.
 */
export async function receiveBooking(
  context: CalendlyContext,
  connectionId: string,
  raw: string,
  signature: string | undefined,
): Promise<WebhookAnswerJson> {
  const { db, clock } = context.deps;
  if (!isUuid(connectionId)) throw new AppError(404, calendlyMessages.connectionNotFound);
  const [row] = await db
    .select()
    .from(schedulingConnections)
    .where(eq(schedulingConnections.id, connectionId));
  if (!row) throw new AppError(404, calendlyMessages.connectionNotFound);
  const key = (await context.secrets()).decrypt(row.webhookSigningKey);
  if (!verifyBookingSignature(key, raw, signature, clock.now()))
    throw new AppError(400, calendlyMessages.invalidSignature);
  const booking = parseBooking(raw);
  if (!booking) return { received: false, booking_id: null, conversations_ended: 0 };
  const invitee = booking.payload;
  const email = invitee.email.trim().toLowerCase();
  if (booking.event === 'invitee.canceled') {
    const [canceled] = await db
      .update(schedulingBookings)
      .set({ status: 'canceled', updatedAt: clock.now() })
      .where(and(eq(schedulingBookings.connectionId, row.id), eq(schedulingBookings.inviteeUri, invitee.uri)))
      .returning({ id: schedulingBookings.id });
    return { received: true, booking_id: canceled?.id ?? null, conversations_ended: 0 };
  }
  const [prospect] = await db
    .select({ id: prospects.id })
    .from(prospects)
    .where(and(eq(prospects.spaceId, row.spaceId), eq(prospects.emailKey, email)));
  const startsAt = invitee.scheduled_event?.start_time ? new Date(invitee.scheduled_event.start_time) : null;
  const [inserted] = await db
    .insert(schedulingBookings)
    .values({
      spaceId: row.spaceId,
      connectionId: row.id,
      inviteeUri: invitee.uri,
      inviteeEmail: email,
      inviteeName: invitee.name ?? null,
      eventTypeUri: invitee.scheduled_event?.event_type ?? null,
      eventName: invitee.scheduled_event?.name ?? null,
      startsAt: startsAt && !Number.isNaN(startsAt.getTime()) ? startsAt : null,
      prospectId: prospect?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  // A redelivery: the booking was handled the first time.
  if (!inserted) return { received: true, booking_id: null, conversations_ended: 0 };
  const at = clock.now();
  const ended = await context.threads.markMeetingBooked(db, {
    spaceId: row.spaceId,
    prospectEmail: email,
    at,
  });
  await context.deps.events.emit({
    name: 'meet_booked',
    spaceId: row.spaceId,
    prospectId: prospect?.id ?? null,
    workflowId: null,
    credentialId: row.credentialId,
    at,
    data: {
      source: 'calendly',
      invitee_email: email,
      invitee_name: inserted.inviteeName,
      event_name: inserted.eventName,
      start_time: inserted.startsAt?.toISOString() ?? null,
    },
  });
  return { received: true, booking_id: inserted.id, conversations_ended: ended.length };
}

/** The signing key and account of a user's connection (the sandbox's simulated booking). */
export async function bookingTarget(context: CalendlyContext, spaceId: string, userId: string) {
  const row = await connectedRow(context, spaceId, userId);
  return { row, signingKey: (await context.secrets()).decrypt(row.webhookSigningKey) };
}
