/**
 * npm run admin -- grant <email> [--super] | revoke <email>: makes or unmakes a platform admin
 * (api/src/modules/admin/admin-cli.ts) on the database the app uses: DATABASE_URL, or the
 * embedded PGlite in DATA_DIR (./data) when it is not set.
 *
 * PGlite is one process per data folder (issue 26 item 27). When no server holds it, the command
 * opens it under the folder's lock (api/src/db/data-dir-lock.ts); a server started meanwhile is
 * refused until the command is done. When a server holds it, the command runs inside that server
 * (POST /api/operator/admin, with the secret the server wrote into DATA_DIR/admin-endpoint.json),
 * so the server sees the change at once. When the holder can not be reached, it refuses and says why.
 */
import { join } from 'node:path';
import { createDatabase, type Database } from '../api/src/db/client';
import { DataDirLockedError } from '../api/src/db/data-dir-lock';
import { migrate } from '../api/src/db/migrate';
import { EnvError, loadEnv } from '../api/src/env';
import { runAdminCli } from '../api/src/modules/admin';
import { readAdminEndpoint } from '../api/src/modules/operator';

const out = (line: string) => process.stdout.write(`${line}\n`);
const err = (line: string) => process.stderr.write(`${line}\n`);

interface CommandResult {
  exit_code: number;
  stdout: string[];
  stderr: string[];
}

/** Runs the command in the server that holds the embedded database; null when it can not be reached. */
async function runInServer(dataDir: string, args: string[]): Promise<CommandResult | null> {
  const endpoint = readAdminEndpoint(dataDir);
  if (!endpoint) return null;
  try {
    const response = await fetch(`${endpoint.url}/api/operator/admin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${endpoint.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ args }),
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json()) as { ok: boolean; payload?: CommandResult };
    return response.ok && body.ok && body.payload ? body.payload : null;
  } catch {
    return null;
  }
}

async function runHere(database: Database, args: string[]): Promise<number> {
  try {
    await migrate(database);
    return await runAdminCli(database.db, args, out, err);
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    err(error.message);
    return 1;
  }
  const args = process.argv.slice(2);
  let database: Database;
  try {
    database = await createDatabase({ url: env.DATABASE_URL, dataDir: join(env.DATA_DIR, 'pglite') });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const result = await runInServer(env.DATA_DIR, args);
    if (!result) {
      err(
        `Nothing was changed. ${error.message} It is not a server this command can reach (no answer at the address in ${join(env.DATA_DIR, 'admin-endpoint.json')}).`,
      );
      return 1;
    }
    for (const line of result.stdout) out(line);
    for (const line of result.stderr) err(line);
    return result.exit_code;
  }
  return runHere(database, args);
}

process.exit(await main());
