import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseMode } from '../src/db/client';
import { webhookDeliveries } from '../src/db/schema';
import { silentLogger } from '../src/logger';
import type { OutreachEventName, OutreachEvents } from '../src/platform/outreach-events';
import { createTestContext, type Member, type TestClient, type TestContext } from './helpers';
import type { HookReceiver } from './stand-ins/hook-receiver';

/** What a webhook test works with, set before its first test. */
export interface HookHarness {
  ctx: TestContext;
  /** The same API with WEBHOOKS_ALLOW_PRIVATE on (the receiver is local) and the test's bus. */
  open: TestClient;
  receiver: HookReceiver;
  /** What deliverDueWebhooks takes: the context's database and clock, a silent logger. */
  deps(): { db: TestContext['database']['db']; clock: TestContext['clock']; logger: typeof silentLogger };
  /** Emits `name` on the test's bus in `member`'s workspace, at the context's now. */
  emit(
    member: Member,
    name: OutreachEventName,
    data?: Record<string, unknown>,
    prospectId?: string | null,
  ): Promise<void>;
}

/**
 * The setup the webhook and Zapier suites share, registered in the calling describe: a context,
 * the API over `events` that may deliver to the local receiver, and before each test a receiver
 * that answers 200 with nothing received, and no delivery an earlier test left pending (it must
 * not reach this test's receiver). `ready` gets the pieces once they are up.
 */
export function useHookHarness(
  mode: DatabaseMode,
  events: OutreachEvents,
  startReceiver: () => Promise<HookReceiver>,
  ready: (harness: HookHarness) => void,
): void {
  let harness: HookHarness | undefined;
  beforeAll(async () => {
    const ctx = await createTestContext({ mode });
    harness = {
      ctx,
      open: ctx.withApp({ events, webhooksAllowPrivate: true }),
      receiver: await startReceiver(),
      deps: () => ({ db: ctx.database.db, clock: ctx.clock, logger: silentLogger }),
      emit: (member, name, data = {}, prospectId = null) =>
        events.emit({
          name,
          spaceId: member.space.id,
          prospectId,
          workflowId: null,
          credentialId: null,
          at: ctx.clock.now(),
          data,
        }),
    };
    ready(harness);
  });
  afterAll(async () => {
    await harness?.receiver.close();
    await harness?.ctx.close();
  });
  beforeEach(async () => {
    if (!harness) throw new Error('the hook harness did not start');
    await harness.ctx.database.db
      .update(webhookDeliveries)
      .set({ status: 'failed' })
      .where(eq(webhookDeliveries.status, 'pending'));
    harness.receiver.received.length = 0;
    harness.receiver.state.status = 200;
  });
}
