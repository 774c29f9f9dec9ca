import { eq } from 'drizzle-orm';
import { users } from '../api/src/db/schema';
import { demoCredentials, seedDemo } from '../api/src/seeds/seed';
import { createTestContext } from '../api/test/helpers';

/**
 * The start of the bench scripts that read the demo workspace's answers (list-answers,
 * space-info-statements): an app on a fresh Postgres test database (TEST_DATABASE_URL, the local
 * server by default) with the demo seeded, its user and its workspace. The caller closes `context`.
 */
export async function demoOnPostgres() {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';
  const context = await createTestContext({ mode: 'postgres' });
  const db = context.database.db;
  await seedDemo(db, context.clock);
  const [demo] = await db.select().from(users).where(eq(users.email, demoCredentials.email));
  if (!demo?.currentSpaceId) {
    await context.close();
    throw new Error('no demo user');
  }
  return { context, db, demo, spaceId: demo.currentSpaceId };
}
