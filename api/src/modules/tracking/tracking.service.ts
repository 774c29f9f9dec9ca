import { resolveCname } from 'node:dns/promises';
import { and, count, eq, ne } from 'drizzle-orm';
import { type TrackingDomainRow, trackingDomains, workflows } from '../../db/schema';
import { AppError } from '../../errors';
import { inSpace, type SpaceScope } from '../../platform/tenancy';
import { videoUsageByDomain } from '../videos';
import {
  type CreateDomainInput,
  type TrackingDomainJson,
  type TrackingTargetType,
  trackingMessages,
  type UpdateDomainInput,
  type VerifyResultJson,
} from './tracking.schema';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Postgres unique violation (23505), through drizzle's wrapping. */
function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const record = current as {
      code?: string;
      constraint_name?: string;
      constraint?: string;
      message?: string;
      cause?: unknown;
    };
    if (record.code === '23505') return record.constraint_name ?? record.constraint ?? record.message ?? '';
    current = record.cause;
  }
  return null;
}

function conflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === null) throw error;
  if (constraint.includes('host')) throw new AppError(409, trackingMessages.hostTaken);
  throw new AppError(409, trackingMessages.defaultConflict);
}

/** The CNAME target of every tracking domain: `track.<our host>` (PUBLIC_URL's host). */
export function cnameTarget(origin: string): string {
  return `track.${new URL(origin).hostname}`;
}

async function usage(scope: SpaceScope, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: workflows.customDomainId, total: count() })
    .from(workflows)
    .where(and(inSpace(workflows, scope), ne(workflows.status, 'deleted')))
    .groupBy(workflows.customDomainId);
  return new Map(rows.filter((row) => row.id).map((row) => [row.id as string, row.total]));
}

function domainJson(row: TrackingDomainRow, workflowCount: number, videoCount: number): TrackingDomainJson {
  return {
    _id: row.id,
    type: row.type,
    host: row.host,
    value: row.value,
    is_default_for_link_tracking: row.isDefaultForLinkTracking,
    is_default_for_video_scenario: row.isDefaultForVideoScenario,
    video_usage_counter: videoCount,
    workflow_usage_counter: workflowCount,
    status: row.status,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function withUsage(scope: SpaceScope, row: TrackingDomainRow): Promise<TrackingDomainJson> {
  const [workflowCounts, videoCounts] = await Promise.all([
    usage(scope, [row.id]),
    videoUsageByDomain(scope, [row]),
  ]);
  return domainJson(row, workflowCounts.get(row.id) ?? 0, videoCounts.get(row.id) ?? 0);
}

async function requireDomain(scope: SpaceScope, id: string): Promise<TrackingDomainRow> {
  if (!uuidPattern.test(id)) throw new AppError(404, trackingMessages.notFound);
  const [row] = await scope.db
    .select()
    .from(trackingDomains)
    .where(and(eq(trackingDomains.id, id), inSpace(trackingDomains, scope)));
  if (!row) throw new AppError(404, trackingMessages.notFound);
  return row;
}

export async function listDomains(scope: SpaceScope): Promise<TrackingDomainJson[]> {
  const rows = await scope.db
    .select()
    .from(trackingDomains)
    .where(inSpace(trackingDomains, scope))
    .orderBy(trackingDomains.createdAt, trackingDomains.host);
  const [counts, videoCounts] = await Promise.all([
    usage(
      scope,
      rows.map((row) => row.id),
    ),
    videoUsageByDomain(scope, rows),
  ]);
  return rows.map((row) => domainJson(row, counts.get(row.id) ?? 0, videoCounts.get(row.id) ?? 0));
}

type Tx = Parameters<Parameters<SpaceScope['db']['transaction']>[0]>[0];

/** spec: outreach §4 "the same holds separately for the two tracking-domain defaults": one default per target. */
async function clearDefaults(tx: Tx, scope: SpaceScope, keep: string, target: TrackingTargetType) {
  const column = target === 'link_tracking' ? 'isDefaultForLinkTracking' : 'isDefaultForVideoScenario';
  await tx
    .update(trackingDomains)
    .set({ [column]: false, updatedAt: scope.clock.now() })
    .where(
      and(inSpace(trackingDomains, scope), ne(trackingDomains.id, keep), eq(trackingDomains[column], true)),
    );
}

export async function createDomain(scope: SpaceScope, origin: string, input: CreateDomainInput) {
  const now = scope.clock.now();
  try {
    const row = await scope.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(trackingDomains)
        .values({
          spaceId: scope.spaceId,
          host: input.host,
          value: cnameTarget(origin),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('domain not created');
      return applyDefaults(tx, scope, created, input);
    });
    return withUsage(scope, row);
  } catch (error) {
    conflict(error);
  }
}

async function applyDefaults(
  tx: Tx,
  scope: SpaceScope,
  row: TrackingDomainRow,
  input: Pick<UpdateDomainInput, 'is_default_for_link_tracking' | 'is_default_for_video_scenario'>,
): Promise<TrackingDomainRow> {
  if (input.is_default_for_link_tracking) await clearDefaults(tx, scope, row.id, 'link_tracking');
  if (input.is_default_for_video_scenario) await clearDefaults(tx, scope, row.id, 'video_scenario');
  if (input.is_default_for_link_tracking === undefined && input.is_default_for_video_scenario === undefined)
    return row;
  const [updated] = await tx
    .update(trackingDomains)
    .set({
      ...(input.is_default_for_link_tracking !== undefined && {
        isDefaultForLinkTracking: input.is_default_for_link_tracking,
      }),
      ...(input.is_default_for_video_scenario !== undefined && {
        isDefaultForVideoScenario: input.is_default_for_video_scenario,
      }),
    })
    .where(eq(trackingDomains.id, row.id))
    .returning();
  return updated ?? row;
}

export async function updateDomain(scope: SpaceScope, id: string, input: UpdateDomainInput) {
  const existing = await requireDomain(scope, id);
  try {
    const row = await scope.db.transaction(async (tx) => {
      let current = existing;
      if (input.host !== undefined && input.host !== existing.host) {
        const [updated] = await tx
          .update(trackingDomains)
          // A new host must be checked again.
          .set({ host: input.host, status: 'unverified', verifiedAt: null, updatedAt: scope.clock.now() })
          .where(eq(trackingDomains.id, id))
          .returning();
        if (updated) current = updated;
      }
      return applyDefaults(tx, scope, current, input);
    });
    return withUsage(scope, row);
  } catch (error) {
    conflict(error);
  }
}

/**
 * Deleting a domain campaigns use unsets it on them (they fall back to the
 * workspace default, else PUBLIC_URL): links already sent keep working only
 * while the host still points here, which is the user's choice to make.
 */
export async function deleteDomain(scope: SpaceScope, id: string) {
  await requireDomain(scope, id);
  const campaigns = await scope.db.transaction(async (tx) => {
    const unset = await tx
      .update(workflows)
      .set({ customDomainId: null })
      .where(and(inSpace(workflows, scope), eq(workflows.customDomainId, id)))
      .returning({ id: workflows.id });
    await tx.delete(trackingDomains).where(and(eq(trackingDomains.id, id), inSpace(trackingDomains, scope)));
    return unset.length;
  });
  return { _id: id, unset_workflows: campaigns };
}

/**
 * POST /tracking/custom_domains/{id}/set_for_all: makes the domain the default
 * for the target (clearing it on the others); for link tracking every campaign
 * of the workspace is pointed at it too.
 */
export async function setForAll(scope: SpaceScope, id: string, target: TrackingTargetType) {
  const existing = await requireDomain(scope, id);
  try {
    const row = await scope.db.transaction(async (tx) => {
      const updated = await applyDefaults(
        tx,
        scope,
        existing,
        target === 'link_tracking'
          ? { is_default_for_link_tracking: true }
          : { is_default_for_video_scenario: true },
      );
      if (target === 'link_tracking') {
        await tx
          .update(workflows)
          .set({ customDomainId: id })
          .where(and(inSpace(workflows, scope), ne(workflows.status, 'deleted')));
      }
      return updated;
    });
    return withUsage(scope, row);
  } catch (error) {
    conflict(error);
  }
}

/** The DNS look-up, replaceable in tests. */
export type CnameResolver = (host: string) => Promise<string[]>;

const withTimeout = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })), ms).unref(),
    ),
  ]);

/**
 * Optional DNS check: does `host` have a CNAME to `value`? Never required (links
 * are rewritten to the domain either way); the status tells the user whether
 * their DNS is right.
 */
export async function verifyDomain(
  scope: SpaceScope,
  id: string,
  resolver: CnameResolver = resolveCname,
): Promise<VerifyResultJson> {
  const row = await requireDomain(scope, id);
  let message: string;
  let verified = false;
  try {
    const targets = await withTimeout(resolver(row.host), 5_000);
    const normalised = targets.map((target) => target.replace(/\.$/, '').toLowerCase());
    verified = normalised.includes(row.value);
    message = verified
      ? `${row.host} points to ${row.value}`
      : `${row.host} points to ${normalised.join(', ') || 'nothing'}, not ${row.value}`;
  } catch (error) {
    const code = (error as { code?: string }).code;
    message =
      code === 'ENODATA' || code === 'ENOTFOUND'
        ? `No CNAME record found for ${row.host}; create one pointing to ${row.value}`
        : `The DNS look-up of ${row.host} failed (${code ?? 'error'}), please try again later`;
  }
  const now = scope.clock.now();
  const [updated] = await scope.db
    .update(trackingDomains)
    .set({ status: verified ? 'verified' : 'failed', verifiedAt: verified ? now : null, updatedAt: now })
    .where(eq(trackingDomains.id, row.id))
    .returning();
  return { ...(await withUsage(scope, updated ?? row)), message };
}
