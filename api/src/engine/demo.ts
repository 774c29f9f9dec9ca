import { and, eq } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import {
  campaignProspects,
  credentials,
  integrations,
  prospects,
  workflowCredentials,
  workflowSteps,
  workflows,
} from '../db/schema';
import { profileKeyOf } from '../modules/prospects/prospect-keys';

/**
 * The demo campaign (issue 4 "Demo"): on a fresh start the demo workspace holds
 * a running campaign with the sandbox sender and prospects that visibly
 * advance, reply and pause within the first minutes. The sandbox worker
 * (engine/sandbox-worker.ts) plays the network; the steps have no wait, so the
 * pace is the engine's spacing between actions and the sandbox's acceptance and
 * reply delays (minutes). Decisions: docs/decisions.md "D2".
 */
export const demoCampaignName = 'Demo: sandbox outreach';

/** 24 made-up people on the sandbox network (profile URLs under sandbox.reachly.io). */
const demoPeople: [first: string, last: string, position: string, company: string, location: string][] = [
  ['Maya', 'Patel', 'Head of Sales', 'Brightline Analytics', 'Austin, TX'],
  ['Lucas', 'Schneider', 'VP Revenue', 'Nordwind Software', 'Berlin, Germany'],
  ['Amara', 'Okafor', 'Founder & CEO', 'Lagoon Health', 'Lagos, Nigeria'],
  ['Ethan', 'Brooks', 'Sales Director', 'Cobalt Logistics', 'Chicago, IL'],
  ['Sofia', 'Marquez', 'Growth Lead', 'Tierra Foods', 'Madrid, Spain'],
  ['Hiro', 'Tanaka', 'Business Development Manager', 'Kumo Robotics', 'Osaka, Japan'],
  ['Chloe', 'Martin', 'CMO', 'Atelier Nine', 'Paris, France'],
  ['Noah', 'Fischer', 'Account Executive', 'Helix Security', 'Zurich, Switzerland'],
  ['Priya', 'Raman', 'Head of Partnerships', 'Indus Cloud', 'Bengaluru, India'],
  ['Oliver', 'Hughes', 'COO', 'Harbour Finance', 'London, UK'],
  ['Isabela', 'Costa', 'Marketing Manager', 'Verde Energia', 'Lisbon, Portugal'],
  ['Jonas', 'Berg', 'Chief Revenue Officer', 'Fjord Data', 'Oslo, Norway'],
  ['Grace', 'Kim', 'Sales Operations Lead', 'Maple Commerce', 'Toronto, Canada'],
  ['Mateo', 'Rossi', 'Regional Sales Manager', 'Vela Mobility', 'Milan, Italy'],
  ['Leah', 'Cohen', 'Head of Customer Success', 'Orbit HR', 'Tel Aviv, Israel'],
  ['Daniel', 'Nowak', 'CTO', 'Wisla Labs', 'Warsaw, Poland'],
  ['Zoe', 'Anderson', 'Demand Generation Manager', 'Summit CRM', 'Denver, CO'],
  ['Samuel', 'Osei', 'Founder', 'Akoma Payments', 'Accra, Ghana'],
  ['Emma', 'Lindqvist', 'VP Marketing', 'Polar Studio', 'Stockholm, Sweden'],
  ['Ryan', "O'Connor", 'Enterprise Account Manager', 'Shamrock Systems', 'Dublin, Ireland'],
  ['Aisha', 'Rahman', 'Head of Growth', 'Crescent Apps', 'Dubai, UAE'],
  ['Felix', 'Wagner', 'Sales Team Lead', 'Alpen Cloud', 'Vienna, Austria'],
  ['Nina', 'Petrova', 'Partnerships Director', 'Baltic Bytes', 'Tallinn, Estonia'],
  ['Caleb', 'Turner', 'Head of Sales Development', 'Redwood Ventures', 'San Francisco, CA'],
];

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

/**
 * Creates the demo campaign once per workspace (idempotent: a campaign with the
 * demo name is left as it is) in one transaction, and opens the sandbox
 * sender's work hours to the whole day so the demo runs whenever the app starts.
 */
export async function seedDemoCampaign(db: Db, options: DemoCampaignOptions): Promise<DemoCampaignResult> {
  const { spaceId, credentialId, clock } = options;
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: workflows.id })
      .from(workflows)
      .where(and(eq(workflows.spaceId, spaceId), eq(workflows.name, demoCampaignName)))
      .limit(1);
    if (existing) return { created: false, workflowId: existing.id };

    await tx
      .update(credentials)
      .set({ workHoursStart: 0, workHoursEnd: 24, updatedAt: now })
      .where(and(eq(credentials.spaceId, spaceId), eq(credentials.id, credentialId)));

    const [workflow] = await tx
      .insert(workflows)
      .values({
        spaceId,
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

    const [email] = await tx
      .select({ id: integrations.id })
      .from(integrations)
      .where(and(eq(integrations.spaceId, spaceId), eq(integrations.status, 'connected')))
      .limit(1);
    const steps = [
      { key: 'demo-view', kind: 'view_profile', text: null, subject: null, config: {} },
      { key: 'demo-connect', kind: 'connection_request', text: connectionNote, subject: null, config: {} },
      // The engine moves a prospect here once the request is accepted (awaiting_connection).
      { key: 'demo-message', kind: 'send_message', text: followUp, subject: null, config: {} },
      ...(email
        ? [
            {
              key: 'demo-email',
              kind: 'send_email',
              text: 'Hi {first_name},\n\nFollowing up on my note on the network. Worth a chat?\n',
              subject: 'Quick question, {first_name}',
              config: { integration_id: email.id },
            },
          ]
        : [
            {
              key: 'demo-bump',
              kind: 'send_message',
              text: 'Hi {first_name}, bumping this up in case it got buried. Worth a quick chat?',
              subject: null,
              config: {},
            },
          ]),
    ];
    await tx.insert(workflowSteps).values(
      steps.map((step, index) => ({
        spaceId,
        workflowId: workflow.id,
        key: step.key,
        number: index + 1,
        kind: step.kind,
        text: step.text,
        subject: step.subject,
        emailType: step.kind === 'send_email' ? 'work' : null,
        config: step.config,
        // Demo only: no wait up to the message, so something happens within minutes; the
        // follow-up waits a day, so a reply meanwhile visibly pauses the prospect.
        waitDays: index === steps.length - 1 && index > 2 ? 1 : 0,
        waitHours: 0,
        createdAt: now,
      })),
    );

    const people = await tx
      .insert(prospects)
      .values(
        demoPeople.map(([first, last, position, company, location]) => {
          const slug = `${first}-${last}`.toLowerCase().replace(/[^a-z-]/g, '');
          const profileUrl = `https://sandbox.reachly.io/in/${slug}`;
          const domain = `${company.toLowerCase().replace(/[^a-z]/g, '')}.example`;
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
            workEmail: `${slug.split('-')[0]}@${domain}`,
            emailKey: `${slug.split('-')[0]}@${domain}`,
            source: 'demo',
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: prospects.id });
    if (people.length > 0) {
      await tx.insert(campaignProspects).values(
        people.map((person) => ({
          spaceId,
          workflowId: workflow.id,
          prospectId: person.id,
          credentialId,
          // The scheduler starts pending prospects of an active campaign at the first step.
          state: 'pending' as const,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    return { created: true, workflowId: workflow.id };
  });
}
