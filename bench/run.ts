/**
 * npm run bench: every benchmark, one line each:
 *   bench NAME: OURS UNIT vs BASELINE_NAME BASELINE UNIT = ratio R
 * Baselines are measured in the same run. The production build must exist (npm run build).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../e2e/server';
import { aiConversationsBench } from './ai-conversations.bench';
import { apiBench } from './api.bench';
import { bundleSizeBench } from './bundle-size';
import { creditsBench } from './credits.bench';
import { csvImportBench } from './csv-import.bench';
import { pageLcpBench } from './page-lcp.bench';
import { reportsBench } from './reports.bench';
import { schedulerBench } from './scheduler.bench';
import { sipBench } from './sip.bench';
import { warmupPlanBench } from './warmup-plan.bench';
import { webhooksBench } from './webhooks.bench';

if (!existsSync(path.join(repoRoot, 'dist', 'shell', 'index.html'))) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
for (const line of await bundleSizeBench()) console.log(line);
for (const line of await pageLcpBench()) console.log(line);
for (const line of await apiBench()) console.log(line);
for (const line of await csvImportBench()) console.log(line);
for (const line of await schedulerBench()) console.log(line);
for (const line of await creditsBench()) console.log(line);
for (const line of await webhooksBench()) console.log(line);
for (const line of await reportsBench()) console.log(line);
for (const line of await sipBench()) console.log(line);
for (const line of await warmupPlanBench()) console.log(line);
for (const line of await aiConversationsBench()) console.log(line);
