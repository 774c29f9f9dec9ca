/**
 * The exactly-once record of an outgoing email (docs/engine.md "The email executor"): the
 * `messages` row a send claims before the SMTP call, the fence written just before the end of
 * DATA, and what a later run makes of a record it finds. Split out of email.executor.ts so the
 * executor reads as the steps of a send and this file as its state machine.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type DialogRow, type MessageRow, messages, stepExecutions } from '../db/schema';
import type { EngineDeps, StepContext, StepResult } from '../engine/contracts';

/**
 * The send's record, `messages.detail.status`:
 * - `sending`: claimed; the server has not been sent the end of DATA, so it kept nothing. A run
 *   taken over from a dead process sends again (same Message-ID).
 * - `committing`: written (fenced on the run) just before the end of DATA: from here the server
 *   may have accepted the message. A run finding it does not send again.
 * - `sent`: the server said 250.
 * - `unconfirmed`: cut off while committing (the process died, or the connection dropped before
 *   the answer): taken as sent, and marked for review.
 */
export const sendStatus = {
  sending: 'sending',
  committing: 'committing',
  sent: 'sent',
  unconfirmed: 'unconfirmed',
} as const;

/** What the Step's detail says when the server's acceptance was not heard: somebody should look. */
const unconfirmedReview = 'email_delivery_unconfirmed';

function doneWith(
  row: MessageRow,
  status: string = String(row.detail.status ?? sendStatus.sent),
): StepResult {
  return {
    type: 'done',
    outcome: 'positive',
    detail: {
      message_id: row.messageIdHeader,
      to: row.detail.to ?? null,
      send_status: status,
      ...(status === sendStatus.unconfirmed ? { review: unconfirmedReview } : {}),
    },
  };
}

/** A run that lost its execution to another (taken over while it stalled): it must not send. */
export class SendSuperseded extends Error {
  constructor() {
    super('another run took this email over; not sent');
  }
}

/** The record of a send cut off while committing: taken as sent (at most once), marked for review. */
export async function markUnconfirmed(
  deps: EngineDeps,
  row: MessageRow,
  reason: string,
): Promise<StepResult> {
  await deps.db
    .update(messages)
    .set({
      detail: sql`${messages.detail} || ${JSON.stringify({ status: sendStatus.unconfirmed, reason })}::jsonb`,
    })
    .where(eq(messages.id, row.id));
  deps.logger.warn(
    { messageId: row.messageIdHeader, to: row.detail.to, reason },
    'email: the server may have accepted this message; not sent again, marked for review',
  );
  return doneWith(row, sendStatus.unconfirmed);
}

/** The result of a settled record (not `sending`): `committing` is taken as sent but unconfirmed. */
export function settledResult(deps: EngineDeps, row: MessageRow): StepResult | Promise<StepResult> {
  if (row.detail.status === sendStatus.committing)
    return markUnconfirmed(deps, row, 'cut off while the server was accepting it');
  return doneWith(row);
}

/**
 * What an earlier run's record means for this one: undefined when there is none or it is still
 * `sending` (the server kept nothing: send again), else its settled result.
 */
export function recordedResult(
  deps: EngineDeps,
  row: MessageRow | undefined,
): StepResult | Promise<StepResult> | undefined {
  if (!row || row.detail.status === sendStatus.sending) return undefined;
  return settledResult(deps, row);
}

/** The outgoing message row of an execution, if a run wrote one. */
export async function messageOfExecution(
  db: Pick<Db, 'select'>,
  spaceId: string,
  executionId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.spaceId, spaceId), eq(messages.stepExecutionId, executionId)))
    .limit(1);
  return row;
}

/** What a claim writes on the message row: the email as it will be sent. */
export interface ClaimedEmail {
  run: number;
  to: string;
  subject: string;
  text: string;
  inReplyTo: string | null;
  references: string[];
  integrationId: string;
  dialog: DialogRow;
  messageId: string;
  now: Date;
}

/**
 * Claim the send: lock the execution, re-check, write the row as `sending` (or take over the
 * `sending` row of a run cut off before the end of DATA: the server kept nothing of it). Another
 * run having moved the execution on supersedes this one; a settled record found under the lock
 * is returned as `existing`.
 */
export async function claimSend(
  db: Db,
  context: StepContext,
  email: ClaimedEmail,
): Promise<{ superseded: true } | { existing: MessageRow } | { row: MessageRow }> {
  const { execution, spaceId, step } = context;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ detail: stepExecutions.detail })
      .from(stepExecutions)
      .where(eq(stepExecutions.id, execution.id))
      .for('update');
    if (Number(current?.detail.runs ?? 0) !== email.run) return { superseded: true as const };
    const again = await messageOfExecution(tx, spaceId, execution.id);
    if (again && again.detail.status !== sendStatus.sending) return { existing: again };
    const values = {
      subject: email.subject,
      text: email.text,
      inReplyTo: email.inReplyTo,
      detail: {
        status: sendStatus.sending,
        run: email.run,
        to: email.to,
        integration_id: email.integrationId,
        references: email.references,
        step_key: step.key,
        ...(again ? { resent: Number(again.detail.resent ?? 0) + 1 } : {}),
      },
      sentAt: email.now,
    };
    const [row] = again
      ? await tx.update(messages).set(values).where(eq(messages.id, again.id)).returning()
      : await tx
          .insert(messages)
          .values({
            ...values,
            spaceId,
            dialogId: email.dialog.id,
            direction: 'out',
            channel: 'email',
            kind: 'message',
            messageIdHeader: email.messageId,
            stepExecutionId: execution.id,
          })
          .returning();
    if (!row) throw new Error('message insert returned no row');
    return { row };
  });
}

/**
 * The fence before the end of DATA: `commit` checks this run still owns the execution and marks
 * the row `committing` (else throws SendSuperseded); `committing()` says whether it got that far.
 */
export function commitFence(db: Db, executionId: string, run: number, rowId: string) {
  let committing = false;
  const commit = async () => {
    const fenced = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: stepExecutions.status, detail: stepExecutions.detail })
        .from(stepExecutions)
        .where(eq(stepExecutions.id, executionId))
        .for('update');
      if (current?.status !== 'running' || Number(current.detail.runs ?? 0) !== run) return false;
      const marked = await tx
        .update(messages)
        .set({
          detail: sql`${messages.detail} || ${JSON.stringify({ status: sendStatus.committing })}::jsonb`,
        })
        .where(and(eq(messages.id, rowId), sql`${messages.detail}->>'status' = ${sendStatus.sending}`))
        .returning({ id: messages.id });
      return marked.length > 0;
    });
    if (!fenced) throw new SendSuperseded();
    committing = true;
  };
  return { commit, committing: () => committing };
}
