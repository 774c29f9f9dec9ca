import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import {
  campaignProspects,
  credentials,
  integrations,
  prospects,
  spaceMembers,
  workflowCredentials,
  workflowSteps,
  workflows,
} from '../db/schema';
import { profileKeyOf } from '../modules/prospects';
import { sandboxPeople, sandboxProfileUrl } from '../providers/social-network/sandbox-people';

/**
 * The demo campaign (issue 4 "Demo"): on a fresh start the demo workspace holds
 * a running campaign with the sandbox sender and prospects that visibly
 * advance, reply and pause within the first minutes. The sandbox worker
 * (engine/sandbox-worker.ts) plays the network, and the demo's people are scripted
 * there (providers/social-network/sandbox-people.ts), so every install shows the same
 * first minutes: the connection request (with a note) is the first step, the first
 * person accepts within a minute and answers a minute later, whatever the engine's
 * spacing between actions. Decisions: docs/decisions.md "D2" and "Demo first run (issue 11)".
 */
export const demoCampaignName = 'Demo: sandbox outreach';

const connectionNote = 'Hi {first_name}, I enjoyed reading about {company_name}. Would be great to connect!';
const followUp =
  'Thanks for connecting, {first_name}! We help teams like {company_name} book more meetings without more tools. Open to a quick chat next week?';

export interface DemoCampaignOptions {
  spaceId: string;
  credentialId: string;
  clock: Clock;
}

export interface DemoCampaignResult {
  created: boolean;
  workflowId: string;
}

/** What the seeding writes with: the workspace, its sandbox sender and the time of the seed. */
interface DemoSeed {
  spaceId: string;
  credentialId: string;
  now: Date;
}

/** The demo campaign, owned by the workspace's first admin (the reports' member), on the sandbox sender. */
async function insertDemoWorkflow(tx: Db, { spaceId, credentialId, now }: DemoSeed) {
  const [owner] = await tx
    .select({ userId: spaceMembers.userId })
    .from(spaceMembers)
    .where(and(eq(spaceMembers.spaceId, spaceId), eq(spaceMembers.isAdmin, true)))
    .orderBy(asc(spaceMembers.createdAt))
    .limit(1);
  const [workflow] = await tx
    .insert(workflows)
    .values({
      spaceId,
      ownerId: owner?.userId ?? null,
      name: demoCampaignName,
      status: 'active',
      type: 'simple',
      sequenceType: 'simple',
      // Newest in the list, first on My Campaigns.
      position: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!workflow) throw new Error('insert into workflows returned no row');
  await tx.insert(workflowCredentials).values({ workflowId: workflow.id, credentialId, spaceId });
  return workflow;
}

/**
 * The demo's steps. The request comes first: it is what the first minutes of a demo are about (an
 * answer). The last step is an email when the workspace has a connected mailbox, else a bump message.
 */
function demoSteps(emailIntegrationId: string | undefined) {
  const last = emailIntegrationId
    ? {
        key: 'demo-email',
        kind: 'send_email',
        text: 'Hi {first_name},\n\nFollowing up on my note on the network. Worth a chat?\n',
        subject: 'Quick question, {first_name}',
        config: { integration_id: emailIntegrationId },
      }
    : {
        key: 'demo-bump',
        kind: 'send_message',
        text: 'Hi {first_name}, bumping this up in case it got buried. Worth a quick chat?',
        subject: null,
        config: {},
      };
  return [
    { key: 'demo-connect', kind: 'connection_request', text: connectionNote, subject: null, config: {} },
    // The engine moves a prospect here once the request is accepted (awaiting_connection).
    { key: 'demo-message', kind: 'send_message', text: followUp, subject: null, config: {} },
    last,
  ];
}

async function insertDemoSteps(tx: Db, { spaceId, now }: DemoSeed, workflowId: string): Promise<void> {
  const [email] = await tx
    .select({ id: integrations.id })
    .from(integrations)
    .where(and(eq(integrations.spaceId, spaceId), eq(integrations.status, 'connected')))
    .limit(1);
  const steps = demoSteps(email?.id);
  await tx.insert(workflowSteps).values(
    steps.map((step, index) => ({
      spaceId,
      workflowId,
      key: step.key,
      number: index + 1,
      kind: step.kind,
      text: step.text,
      subject: step.subject,
      emailType: step.kind === 'send_email' ? 'work' : null,
      config: step.config,
      // Demo only: no wait up to the message, so something happens within minutes; the
      // follow-up waits a day, so a reply meanwhile visibly pauses the prospect.
      waitDays: index === steps.length - 1 ? 1 : 0,
      waitHours: 0,
      createdAt: now,
    })),
  );
}

/** The sandbox's scripted people as prospects of the workspace, with a made-up work email. */
function demoProspectValues({ spaceId, now }: DemoSeed) {
  return sandboxPeople.map(({ first, last, position, company, location }) => {
    const profileUrl = sandboxProfileUrl({ first, last });
    const domain = `${company.toLowerCase().replace(/[^a-z]/g, '')}.example`;
    const mailbox = `${first.toLowerCase().replace(/[^a-z]/g, '')}@${domain}`;
    return {
      spaceId,
      firstName: first,
      lastName: last,
      fullName: `${first} ${last}`,
      position,
      companyName: company,
      companyDomain: domain,
      location,
      profileUrl,
      profileKey: profileKeyOf(profileUrl),
      workEmail: mailbox,
      emailKey: mailbox,
      source: 'demo',
      createdAt: now,
      updatedAt: now,
    };
  });
}

/**
 * The new people enter the campaign as pending (the scheduler starts pending prospects of an active
 * campaign at the first step), in id order: ids sorted as the people are listed, so the demo
 * reaches them in the script's order (Maya Patel first) on every install.
 */
async function enrolDemoPeople(
  tx: Db,
  { spaceId, credentialId, now }: DemoSeed,
  workflowId: string,
  people: { id: string; profileUrl: string | null }[],
): Promise<void> {
  if (people.length === 0) return;
  const order = new Map(sandboxPeople.map((entry, index) => [sandboxProfileUrl(entry), index]));
  const inOrder = [...people].sort(
    (a, b) => (order.get(a.profileUrl ?? '') ?? 0) - (order.get(b.profileUrl ?? '') ?? 0),
  );
  const ids = inOrder.map(() => randomUUID()).sort();
  await tx.insert(campaignProspects).values(
    inOrder.map((person, index) => ({
      id: ids[index],
      spaceId,
      workflowId,
      prospectId: person.id,
      credentialId,
      state: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    })),
  );
}

/**
 * Creates the demo campaign once per workspace (idempotent: a campaign with the
 * demo name is left as it is) in one transaction, and opens the sandbox
 * sender's work hours to the whole day so the demo runs whenever the app starts.
 */
export async function seedDemoCampaign(db: Db, options: DemoCampaignOptions): Promise<DemoCampaignResult> {
  const { spaceId, credentialId, clock } = options;
  const seed: DemoSeed = { spaceId, credentialId, now: clock.now() };
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: workflows.id })
      .from(workflows)
      .where(and(eq(workflows.spaceId, spaceId), eq(workflows.name, demoCampaignName)))
      .limit(1);
    if (existing) return { created: false, workflowId: existing.id };

    await tx
      .update(credentials)
      .set({ workHoursStart: 0, workHoursEnd: 24, workWeekends: true, updatedAt: seed.now })
      .where(and(eq(credentials.spaceId, spaceId), eq(credentials.id, credentialId)));
    const workflow = await insertDemoWorkflow(tx, seed);
    await insertDemoSteps(tx, seed, workflow.id);
    const people = await tx
      .insert(prospects)
      .values(demoProspectValues(seed))
      .onConflictDoNothing()
      .returning({ id: prospects.id, profileUrl: prospects.profileUrl });
    await enrolDemoPeople(tx, seed, workflow.id, people);
    return { created: true, workflowId: workflow.id };
  });
}
