import type { TestProject } from 'vitest/node';
import { engineAtTestSpeed, type RunningServer, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
    dataDir: string;
  }
}

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer({
    ...engineAtTestSpeed,
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
