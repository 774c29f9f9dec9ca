/**
 * How many SQL statements GET /space/info runs (issue 25), on Postgres, for the demo workspace
 * with every part of the answer filled in (a second member with allowed pages, a subscription, a
 * wallet and usage, a CRM connection, the dialer). Prints the count for the route (session look-up
 * included) and for `spaceInfo` alone; SPACE_INFO_JSON=FILE also writes the answer, so two versions
 * can be compared byte for byte.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/space-info-statements.ts
 */
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import {
  billingAccounts,
  creditLedger,
  creditWallets,
  crmConnections,
  dialerAccounts,
  spaceMembers,
  spaces,
  users,
} from '../api/src/db/schema';
import { issueToken } from '../api/src/modules/auth/auth.service';
import { spaceInfo } from '../api/src/modules/spaces';
import { demoOnPostgres } from './demo-context';

const { context, db, demo, spaceId } = await demoOnPostgres();
try {
  const now = context.clock.now();
  const [worker] = await db
    .insert(users)
    .values({ email: 'worker@example.test', firstName: 'Wendy', lastName: '', createdAt: now })
    .returning();
  if (!worker) throw new Error('no worker');
  await db.insert(spaceMembers).values({
    spaceId,
    userId: worker.id,
    isAdmin: false,
    allowedPages: { inbox: true, campaigns: false } as never,
    createdAt: now,
  });
  await db
    .insert(billingAccounts)
    .values({
      spaceId,
      stripeSubscriptionId: 'sub_1',
      subscriptionStatus: 'active',
      interval: 'yearly',
      currency: 'EUR',
      amountCents: 12345,
    })
    .onConflictDoNothing();
  await db.insert(creditWallets).values({ spaceId, balance: 77 }).onConflictDoNothing();
  await db.insert(creditLedger).values([
    { spaceId, delta: -5, balanceAfter: 72, kind: 'usage', idempotencyKey: 'bench-1', createdAt: now },
    { spaceId, delta: -3, balanceAfter: 69, kind: 'usage', idempotencyKey: 'bench-2', createdAt: now },
  ]);
  await db.insert(crmConnections).values({
    spaceId,
    platform: 'hubspot',
    authKind: 'oauth',
    status: 'expired',
    accessToken: 'sealed',
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(dialerAccounts).values({ spaceId, activatedBy: demo.id, activatedAt: now });

  const token = await issueToken(db, context.clock, demo.id);
  const client = context.database.driver.client as unknown as { unsafe: (...args: unknown[]) => unknown };
  const unsafe = client.unsafe.bind(client);
  let statements = 0;
  const texts: string[] = [];
  client.unsafe = (...args: unknown[]) => {
    statements += 1;
    texts.push(String(args[0]).replace(/\s+/g, ' ').slice(0, 120));
    return unsafe(...args);
  };
  const count = async (work: () => Promise<unknown>) => {
    statements = 0;
    texts.length = 0;
    const result = await work();
    return { statements, texts: [...texts], result };
  };

  await context.request('/api/space/info', { token }); // warm: prepared statements, brand rows
  const route = await count(() => context.request('/api/space/info', { token }));
  const [space] = await db.select().from(spaces).where(eq(spaces.id, spaceId));
  if (!space) throw new Error('no space');
  const alone = await count(() => spaceInfo(db, space, demo));
  console.log(`space/info statements: route ${route.statements}, spaceInfo ${alone.statements}`);
  for (const text of alone.texts) console.log(`  ${text}`);
  const file = process.env.SPACE_INFO_JSON;
  if (file) {
    const body = (route.result as { body: unknown }).body;
    writeFileSync(file, `${JSON.stringify(body, null, 1)}\n`);
  }
} finally {
  await context.close();
}
