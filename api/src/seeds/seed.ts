import { type Clock, systemClock } from '../clock';
import { seedDemoCampaign } from '../demo/demo';
import type { Db } from '../db/client';
import {
  credentials,
  type WorkflowStatus,
  type WorkflowType,
  workflowCredentials,
  workflowSteps,
  workflows,
} from '../db/schema';
import { type SeedResult, seedDemoAccount } from './demo-account';

/** The demo sign-in printed at start-up and used by the README and the e2e tests. */
export const demoCredentials = { email: 'demo@reachly.io', password: 'demo-password-2026' } as const;
export const demoWorkspaceName = 'Demo workspace';
/** The demo's connected account, on the sandbox network (docs/sandbox-network.md). */
export const demoSenderEmail = 'dana.demo@sandbox.reachly.io';

/** Ten visible campaigns (two pages of 8) plus one archived and one deleted. Newest first. */
const demoWorkflows: { name: string; status: WorkflowStatus; type: WorkflowType; isEmailOnly?: boolean }[] = [
  { name: 'Q4 SaaS founders – LinkedIn + email', status: 'active', type: 'smart' },
  { name: 'Series A CTOs – connect and follow up', status: 'active', type: 'simple' },
  { name: 'Berlin fintech heads of sales', status: 'active', type: 'simple' },
  { name: 'Webinar no-shows – email only', status: 'active', type: 'simple', isEmailOnly: true },
  { name: 'Recruiting: senior React engineers', status: 'paused', type: 'simple' },
  { name: 'HR leaders in healthcare – InMail', status: 'active', type: 'simple' },
  { name: 'Agency owners – AI Employee', status: 'active', type: 'magic' },
  { name: 'SaaStr Europa event follow-up', status: 'draft', type: 'simple' },
  { name: 'Partner re-engagement – email only', status: 'draft', type: 'simple', isEmailOnly: true },
  { name: 'Churned trial users win-back', status: 'paused', type: 'smart' },
  { name: '2025 conference leads', status: 'archived', type: 'simple' },
  { name: 'Old test campaign', status: 'deleted', type: 'simple' },
];

/**
 * Steps that pass the step rules (sdk step-rules.ts): email-only campaigns get a manual
 * task (an email step needs an integration the demo does not have); the others view,
 * connect and message, linked as a graph for smart ones.
 */
function demoSteps(workflow: (typeof demoWorkflows)[number]) {
  if (workflow.isEmailOnly) {
    return [{ key: 'task', kind: 'manual_task', config: { task_name: 'Write a personal follow-up' } }];
  }
  const smart = workflow.type === 'smart';
  return [
    { key: 'view', kind: 'view_profile', positiveKey: smart ? 'connect' : null },
    {
      key: 'connect',
      kind: 'connection_request',
      waitDays: 1,
      text: 'Hi {first_name}, glad to connect.',
      positiveKey: smart ? 'message' : null,
      negativeKey: smart ? 'follow' : null,
    },
    { key: 'message', kind: 'send_message', waitDays: 2, text: 'Thanks for connecting, {first_name}!' },
    ...(smart ? [{ key: 'follow', kind: 'follow', waitDays: 1 }] : []),
  ];
}

export type { SeedResult } from './demo-account';

/**
 * Creates the demo workspace, user and campaigns once. Idempotent: when the demo
 * user exists (even if changed since) nothing is touched. All in one transaction.
 */
export async function seedDemo(db: Db, clock: Clock = systemClock): Promise<SeedResult> {
  const now = clock.now().getTime();
  const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000);
  return seedDemoAccount(
    db,
    {
      credentials: demoCredentials,
      // On Growth, so a new user sees smart sequences, videos, voicemails and the prospect finder too.
      space: { name: demoWorkspaceName, brand: 'reachly', tier: 'growth', subscriptionMode: 'manual' },
      user: { firstName: 'Demo', lastName: 'User' },
      createdAt: hoursAgo(24 * 30),
    },
    async (tx, { space, user }) => {
      // A connected sandbox account, so the demo opens on campaigns rather than on "add your first account".
      const [sender] = await tx
        .insert(credentials)
        .values({
          spaceId: space.id,
          username: demoSenderEmail,
          firstName: 'Dana',
          lastName: 'Demo',
          status: 'active',
          automationType: 'cloud',
          countryCode: 'US',
          timezone: 'America/New_York',
          createdAt: hoursAgo(24 * 29),
        })
        .returning();
      if (!sender) throw new Error('insert into credentials returned no row');
      const campaigns = await tx
        .insert(workflows)
        .values(
          demoWorkflows.map((workflow, index) => ({
            spaceId: space.id,
            ownerId: user.id,
            name: workflow.name,
            status: workflow.status,
            type: workflow.type,
            sequenceType: workflow.type === 'smart' ? ('smart' as const) : ('simple' as const),
            isEmailOnly: workflow.isEmailOnly ?? false,
            createdAt: hoursAgo(6 * (index + 1)),
            updatedAt: hoursAgo(6 * (index + 1)),
          })),
        )
        .returning();
      // Every demo campaign has steps (and the social ones the demo sender), as the campaigns API requires.
      await tx.insert(workflowSteps).values(
        campaigns.flatMap((campaign, index) =>
          demoSteps(demoWorkflows[index] ?? { name: '', status: 'draft', type: 'simple' }).map(
            (step, number) => ({
              ...step,
              spaceId: space.id,
              workflowId: campaign.id,
              number: number + 1,
            }),
          ),
        ),
      );
      const social = campaigns.filter((campaign) => !campaign.isEmailOnly);
      await tx
        .insert(workflowCredentials)
        .values(
          social.map((campaign) => ({ workflowId: campaign.id, credentialId: sender.id, spaceId: space.id })),
        );
      // A running campaign the sandbox worker plays, so the product is seen working (engine/demo.ts).
      await seedDemoCampaign(tx, { spaceId: space.id, credentialId: sender.id, clock });
    },
  );
}
