import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` (from the repository root) writes a new migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/schema/index.ts',
  out: './api/src/db/migrations',
});
