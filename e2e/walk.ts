import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach } from 'vitest';
import {
  startImapServer,
  startSmtpServer,
  type TestImapServer,
  type TestSmtpServer,
} from '../api/src/providers/outreach-email/testing/mail-servers';
import { engineAtTestSpeed, type RunningServer, startServer } from './server';

/** A walk's own server and the mail servers of its mailbox (startWalkServers). */
export interface WalkServers {
  server: RunningServer;
  smtp: TestSmtpServer;
  imap: TestImapServer;
  /** Stops all three. */
  stop(): Promise<void>;
}

/**
 * The servers of a walk that needs a server of its own (a fresh embedded database, so nothing of
 * the other browser tests is seen or disturbed): the product with the engine at test speed, mail
 * servers allowed on 127.0.0.1, and `env`; a local SMTP server and a local IMAP server that accept
 * `mailbox`. What started is stopped again when a later one fails to start.
 */
export async function startWalkServers(
  mailbox: { email: string; password: string },
  env: Record<string, string> = {},
): Promise<WalkServers> {
  // A busy machine (other servers running beside this one) starts it slowly.
  const server = await startServer(
    { ...engineAtTestSpeed, MAIL_SERVERS_ALLOW_PRIVATE: 'true', ...env },
    { startTimeoutMs: 180_000 },
  );
  let smtp: TestSmtpServer | undefined;
  try {
    smtp = await startSmtpServer({ [mailbox.email]: mailbox.password });
    const imap = await startImapServer({ [mailbox.email]: mailbox.password });
    return {
      server,
      smtp,
      imap,
      async stop() {
        await server.stop();
        await smtp?.close();
        await imap.close();
      },
    };
  } catch (error) {
    await smtp?.close();
    await server.stop();
    throw error;
  }
}

/**
 * A walk stops at its first failing step: every later one stands on it, and is skipped. The page
 * the step failed on is saved as `<name>-failure.png` in the temporary folder, for the person
 * reading the failure. Call once at the top of the walk's file.
 */
export function stopWalkAtFirstFailure(name: string, page: () => Page | undefined): void {
  let stoppedAt = '';
  beforeEach(({ task, skip, onTestFailed }) => {
    if (stoppedAt) skip(`the walk stopped at: ${stoppedAt}`);
    onTestFailed(async () => {
      stoppedAt = task.name;
      const file = path.join(tmpdir(), `${name}-failure.png`);
      await page()
        ?.screenshot({ path: file, fullPage: true })
        .catch(() => undefined);
      console.error(`${name}: "${task.name}" failed on ${page()?.url()}; the page is in ${file}`);
    });
  });
}
