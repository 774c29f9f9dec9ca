/**
 * bench webhooks-p99: Stripe webhook handling under 50 events a second (issue 13 Performance):
 * signed customer.subscription.updated events (each its own event id, so each is handled, not
 * answered as a duplicate) posted to POST /api/billing/webhooks/stripe on an open-loop schedule,
 * the app's Stripe SDK on the local payments server (each event retrieves the subscription from
 * it, as in production). The p99 of the answers' latency, against the p99 of GET /api/health
 * (public, no database write) on the same schedule in the same run.
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { createApp } from '../api/src/app';
import { spaceMembers, spaces, users } from '../api/src/db/schema';
import { issueToken } from '../api/src/modules/auth/auth.service';
import { payCheckoutSession } from '../api/src/providers/payments/local-stripe/checkout';
import { createLocalStripe } from '../api/src/providers/payments/local-stripe/server';
import { createBenchDatabase } from './database';

const eventsPerSecond = 50;
const count = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 250);

function p99(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

/** Runs `send` `count` times, one every 1000/rate ms from the start (open loop), and gives each latency. */
async function schedule(send: (index: number) => Promise<void>): Promise<number[]> {
  const interval = 1000 / eventsPerSecond;
  const started = performance.now();
  const runs: Promise<number>[] = [];
  for (let index = 0; index < count; index++) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    runs.push(
      (async () => {
        const begun = performance.now();
        await send(index);
        return performance.now() - begun;
      })(),
    );
  }
  return Promise.all(runs);
}

export async function webhooksBench(): Promise<string[]> {
  const bench = await createBenchDatabase('webhooks');
  const local = await createLocalStripe({ deliver: async () => ({ status: 200 }) });
  try {
    const stripe = new Stripe(local.secretKey, local.sdkOptions);
    const app = createApp({
      db: bench.database,
      payments: { stripe, webhookSecret: local.webhookSecret, mode: 'local', localUrl: local.url },
    });
    const db = bench.database.db;
    const [space] = await db.insert(spaces).values({ name: 'Bench', tier: 'free' }).returning();
    const [user] = await db
      .insert(users)
      .values({ email: 'bench-webhooks@example.test', emailConfirmed: true, currentSpaceId: space?.id })
      .returning();
    if (!space || !user) throw new Error('seed failed');
    await db.insert(spaceMembers).values({ spaceId: space.id, userId: user.id, isAdmin: true });
    const token = await issueToken(db, { now: () => new Date() }, user.id);
    const call = async (path: string) => {
      const response = await app.request(`/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { ok: boolean; payload: unknown; error?: string };
      if (!body.ok) throw new Error(`${path}: ${body.error}`);
      return body.payload as Record<string, unknown>;
    };
    const prices = (await call('/billing/prices?currency=USD&interval=monthly')) as {
      plans: { tier: string; prices: { _id: string }[] }[];
    };
    const growth = prices.plans.find((plan) => plan.tier === 'growth')?.prices[0]?._id;
    const checkout = (await call(`/billing/checkout?price_id=${growth}`)) as { url: string };
    const session = local.core.state.checkoutSessions[checkout.url.split('/').pop() ?? ''];
    if (!session) throw new Error('no checkout session');
    payCheckoutSession(
      local.core,
      session,
      { number: '4242424242424242', expMonth: 12, expYear: 2040, name: null },
      null,
    );
    await local.flush();
    const template = local.events().find((event) => event.type === 'customer.subscription.created');
    if (!template) throw new Error('no subscription event');

    const signedEvent = () => {
      const payload = JSON.stringify({
        ...template,
        id: `evt_bench_${randomBytes(8).toString('hex')}`,
        type: 'customer.subscription.updated',
      });
      return {
        payload,
        signature: stripe.webhooks.generateTestHeaderString({ payload, secret: local.webhookSecret }),
      };
    };
    const webhook = async () => {
      const { payload, signature } = signedEvent();
      const response = await app.request('/api/billing/webhooks/stripe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
        body: payload,
      });
      if (response.status !== 200)
        throw new Error(`webhook answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
    };
    const health = async () => {
      const response = await app.request('/api/health');
      await response.arrayBuffer();
    };
    // Warm both paths (JIT, connections) before measuring.
    for (let index = 0; index < 10; index++) {
      await webhook();
      await health();
    }
    const ours = p99(await schedule(webhook));
    const baseline = p99(await schedule(health));
    const ratio = baseline > 0 ? ours / baseline : 0;
    return [
      `bench webhooks-p99: ${ours.toFixed(1)} ms vs health-p99 ${baseline.toFixed(1)} ms = ratio ${ratio.toFixed(2)} (${count} events at ${eventsPerSecond}/s)`,
    ];
  } finally {
    await local.close();
    await bench.drop();
  }
}
