/**
 * npm run admin -- grant <email> [--super] | revoke <email>: makes or unmakes a platform admin
 * (api/src/modules/admin/admin-cli.ts) on the database the app uses: DATABASE_URL, or the
 * embedded PGlite in DATA_DIR (./data) when it is not set. PGlite is one process at a time:
 * stop the server first when it runs on the embedded database.
 */
import { join } from 'node:path';
import { createDatabase } from '../api/src/db/client';
import { migrate } from '../api/src/db/migrate';
import { EnvError, loadEnv } from '../api/src/env';
import { runAdminCli } from '../api/src/modules/admin/admin-cli';

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const database = await createDatabase({ url: env.DATABASE_URL, dataDir: join(env.DATA_DIR, 'pglite') });
let code = 1;
try {
  await migrate(database);
  code = await runAdminCli(
    database.db,
    process.argv.slice(2),
    (line) => process.stdout.write(`${line}\n`),
    (line) => process.stderr.write(`${line}\n`),
  );
} finally {
  await database.close();
}
process.exit(code);
