import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    dataDir: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  // The engine at test speed: a pass every second, a second or two between a sender's actions,
  // every day a work day (CI may run on a weekend), the sandbox worker answering every second.
  // The sandbox network sends no limit signals of its own: the walk raises one on purpose and
  // reads the lowered limits, which a random second signal would halve again.
  server = await startServer({
    ENGINE_TICK_SECONDS: '1',
    ENGINE_SPACING_MIN_SECONDS: '1',
    ENGINE_SPACING_MAX_SECONDS: '2',
    ENGINE_WORK_WEEKENDS: 'true',
    SANDBOX_WORKER_INTERVAL_SECONDS: '1',
    SANDBOX_LIMIT_RATE: '0',
    // The walk's mailbox is a mail server on 127.0.0.1.
    MAIL_SERVERS_ALLOW_PRIVATE: 'true',
    // The webhooks e2e delivers to a receiver on 127.0.0.1 (refused unless allowed).
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    // Sign-ups are limited to 20 an hour per client address (issue 11): the files' API sign-ups
    // (e2e/sign-up.ts) each come from an address of their own, so the pages' own sign-ups keep
    // 127.0.0.1's allowance.
    TRUST_PROXY: 'true',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('port', server.port);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
