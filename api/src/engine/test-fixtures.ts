import { randomBytes } from 'node:crypto';
import type { StepKind } from '@outreach/core/outreach';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { createManualClock, type ManualClock } from '../clock';
import type { DatabaseMode, Db } from '../db/client';
import {
  type CampaignProspectRow,
  type CredentialRow,
  campaignProspects,
  credentials,
  type ProspectRow,
  prospects,
  type SpaceRow,
  spaces,
  type WorkflowRow,
  type WorkflowStepRow,
  workflowCredentials,
  workflowSteps,
  workflows,
} from '../db/schema';
import { silentLogger } from '../logger';
import { createRecordingEmitter, type RecordingEmitter } from '../platform/announce';
import type { EngineDeps, StepExecutor, StepResult } from './contracts';
import { createOutreachEvents, type OutreachEvent } from '../platform/outreach-events';

/**
 * Engine test fixtures: a migrated database, a manual clock, recorded realtime
 * and outreach events, and builders for a workspace's senders, campaigns, steps
 * and prospects. Only engine tests import this file.
 */
export interface EngineHarness {
  database: TestDatabase['database'];
  db: Db;
  clock: ManualClock;
  realtime: RecordingEmitter;
  events: OutreachEvent[];
  deps: EngineDeps;
  close(): Promise<void>;
}

export async function createEngineHarness(
  mode: DatabaseMode,
  start = '2026-01-05T09:00:00.000Z',
): Promise<EngineHarness> {
  const test = await createTestDatabase(mode);
  const clock = createManualClock(start);
  const realtime = createRecordingEmitter();
  const outreachEvents = createOutreachEvents();
  const events: OutreachEvent[] = [];
  outreachEvents.on((event) => {
    events.push(event);
  });
  let seed = 42;
  const deps: EngineDeps = {
    db: test.database.db,
    clock,
    logger: silentLogger,
    realtime,
    events: outreachEvents,
    publicUrl: 'http://localhost:3000',
    engine: { workWeekends: true, spacingMinSeconds: 0, spacingMaxSeconds: 0 },
    // A small seeded generator: spacing jitter is the same on every run.
    random: () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    },
  };
  return { database: test.database, db: test.database.db, clock, realtime, events, deps, close: test.drop };
}

const suffix = () => randomBytes(4).toString('hex');

export async function makeSpace(db: Db): Promise<SpaceRow> {
  const [space] = await db
    .insert(spaces)
    .values({ name: `Space ${suffix()}` })
    .returning();
  if (!space) throw new Error('no space');
  return space;
}

export async function makeCredential(
  db: Db,
  spaceId: string,
  values: Partial<typeof credentials.$inferInsert> = {},
): Promise<CredentialRow> {
  const [row] = await db
    .insert(credentials)
    .values({
      spaceId,
      username: `sender-${suffix()}@example.test`,
      timezone: 'UTC',
      workHoursStart: 0,
      workHoursEnd: 24,
      ...values,
    })
    .returning();
  if (!row) throw new Error('no credential');
  return row;
}

export interface StepSpec {
  key: string;
  kind: StepKind;
  waitDays?: number;
  waitHours?: number;
  positiveKey?: string | null;
  negativeKey?: string | null;
  requiresApproval?: boolean;
  addedInRevision?: number;
  number?: number;
}

export interface CampaignOptions {
  senders?: CredentialRow[];
  sequenceType?: 'simple' | 'smart';
  status?: WorkflowRow['status'];
  connectionDailyLimit?: number | null;
}

export async function makeCampaign(
  db: Db,
  spaceId: string,
  steps: StepSpec[],
  options: CampaignOptions = {},
): Promise<{ workflow: WorkflowRow; steps: WorkflowStepRow[] }> {
  const [workflow] = await db
    .insert(workflows)
    .values({
      spaceId,
      name: `Campaign ${suffix()}`,
      status: options.status ?? 'active',
      sequenceType: options.sequenceType ?? 'simple',
      connectionDailyLimit: options.connectionDailyLimit ?? null,
    })
    .returning();
  if (!workflow) throw new Error('no workflow');
  const rows = await db
    .insert(workflowSteps)
    .values(
      steps.map((step, index) => ({
        spaceId,
        workflowId: workflow.id,
        key: step.key,
        number: step.number ?? index + 1,
        kind: step.kind,
        waitDays: step.waitDays ?? 0,
        waitHours: step.waitHours ?? 0,
        positiveKey: step.positiveKey ?? null,
        negativeKey: step.negativeKey ?? null,
        requiresApproval: step.requiresApproval ?? false,
        addedInRevision: step.addedInRevision ?? 1,
      })),
    )
    .returning();
  for (const [position, sender] of (options.senders ?? []).entries()) {
    await db
      .insert(workflowCredentials)
      .values({ workflowId: workflow.id, credentialId: sender.id, spaceId, position });
  }
  return { workflow, steps: rows };
}

export async function makeProspect(
  db: Db,
  spaceId: string,
  values: Partial<typeof prospects.$inferInsert> = {},
): Promise<ProspectRow> {
  const [row] = await db
    .insert(prospects)
    .values({ spaceId, firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', ...values })
    .returning();
  if (!row) throw new Error('no prospect');
  return row;
}

export async function addToCampaign(
  db: Db,
  workflow: WorkflowRow,
  prospect: ProspectRow,
  values: Partial<typeof campaignProspects.$inferInsert> = {},
): Promise<CampaignProspectRow> {
  const [row] = await db
    .insert(campaignProspects)
    .values({ spaceId: workflow.spaceId, workflowId: workflow.id, prospectId: prospect.id, ...values })
    .returning();
  if (!row) throw new Error('no campaign prospect');
  return row;
}

/** A prospect's campaign row as activation leaves it: active on `stepKey` with `sender`, at revision 1. */
export function activeOn(
  stepKey: string,
  sender: CredentialRow,
  nextStepAt?: Date,
): Partial<typeof campaignProspects.$inferInsert> {
  return {
    state: 'active',
    currentStepKey: stepKey,
    credentialId: sender.id,
    progressRevision: 1,
    nextStepAt,
  };
}

/**
 * A campaign with senders of its own and prospects (`people`: P0, P1, …) in it, the start of most engine
 * tests: one sender and one pending prospect unless told; `enrol` gives each prospect's row values.
 */
export async function makeCampaignWithProspects(
  db: Db,
  spaceId: string,
  steps: StepSpec[],
  options: Omit<CampaignOptions, 'senders'> & {
    prospects?: number;
    senderCount?: number;
    senderValues?: Partial<typeof credentials.$inferInsert>;
    enrol?: (sender: CredentialRow) => Partial<typeof campaignProspects.$inferInsert>;
  } = {},
): Promise<{
  workflow: WorkflowRow;
  senders: CredentialRow[];
  sender: CredentialRow;
  people: ProspectRow[];
  rows: CampaignProspectRow[];
}> {
  const { prospects = 1, senderCount = 1, senderValues = {}, enrol = () => ({}), ...campaign } = options;
  const senders: CredentialRow[] = [];
  for (let i = 0; i < senderCount; i += 1) senders.push(await makeCredential(db, spaceId, senderValues));
  const [sender] = senders;
  if (!sender) throw new Error('a campaign needs a sender');
  const { workflow } = await makeCampaign(db, spaceId, steps, { ...campaign, senders });
  const people: ProspectRow[] = [];
  const rows: CampaignProspectRow[] = [];
  for (let i = 0; i < prospects; i += 1) {
    const prospect = await makeProspect(db, spaceId, { fullName: `P${i}` });
    people.push(prospect);
    rows.push(await addToCampaign(db, workflow, prospect, enrol(sender)));
  }
  return { workflow, senders, sender, people, rows };
}

/** A channel that records each call and answers what the test says (done positive by default). */
export function createFakeChannel(
  kinds: readonly StepKind[],
  answer: (key: string) => StepResult | Promise<StepResult> = () => ({ type: 'done', outcome: 'positive' }),
): StepExecutor & { calls: string[] } {
  const calls: string[] = [];
  return {
    kinds,
    calls,
    async execute(context) {
      calls.push(context.execution.idempotencyKey);
      return answer(context.step.key);
    },
  };
}
