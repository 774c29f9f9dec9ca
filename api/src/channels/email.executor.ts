import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { html } from 'hono/html';
import type { Db } from '../db/client';
import {
  dialogs,
  type IntegrationRow,
  integrations,
  type MessageRow,
  messages,
  stepExecutions,
} from '../db/schema';
import { AppError } from '../errors';
import { addTracking, trackingOrigin } from '../modules/tracking';
import { mailServersAllowPrivateFromEnv } from '../ssrf';
import { createUnsubscribeToken, unsubscribeUrl } from '../modules/unsubscribe';
import {
  bodyParts,
  renderForProspect,
  withSignature,
  withUnsubscribeLink,
} from '../providers/outreach-email/compose';
import { emailKeys, openServer } from '../providers/outreach-email/email-secrets';
import { signatureContent } from '../providers/outreach-email/signature';
import {
  classifySendError,
  messageIdFor,
  type SendFailure,
  sendEmail,
  sharedTransports,
  type TransportCache,
  unsubscribeHeaders,
} from '../providers/outreach-email/sender';
import { suppressAddress, suppressionOf } from '../providers/outreach-email/suppressions';
import { stepVideo, videoLink } from '../modules/videos';
import { recipientOf, sendingIntegration } from '../modules/integrations';
import { serverEvents } from '../realtime/events';
import type { EngineDeps, StepContext, StepExecutor, StepResult } from '../engine/contracts';

export interface EmailExecutorOptions {
  /** CREDENTIALS_KEY (decrypts SMTP passwords); process.env.CREDENTIALS_KEY or the per-install key otherwise. */
  credentialsKey?: string;
  transports?: TransportCache;
  /** MAIL_SERVERS_ALLOW_PRIVATE; from the environment when not given. */
  allowPrivate?: boolean;
}

/** Retry a step whose mail server is unreachable or throttling after this long. */
const temporaryRetryMs = 15 * 60 * 1000;

export async function dialogFor(db: Db, spaceId: string, credentialId: string, prospectId: string) {
  await db.insert(dialogs).values({ spaceId, credentialId, prospectId }).onConflictDoNothing();
  const [dialog] = await db
    .select()
    .from(dialogs)
    .where(
      and(
        eq(dialogs.spaceId, spaceId),
        eq(dialogs.credentialId, credentialId),
        eq(dialogs.prospectId, prospectId),
      ),
    )
    .limit(1);
  if (!dialog) throw new Error('dialog upsert found no row');
  return dialog;
}

function stringConfig(config: Record<string, unknown>, key: string): string | null {
  const value = config[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function previousEmail(db: Db, dialogId: string): Promise<MessageRow | undefined> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, dialogId),
        eq(messages.channel, 'email'),
        eq(messages.direction, 'out'),
        isNotNull(messages.messageIdHeader),
      ),
    )
    .orderBy(desc(messages.sentAt))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Stands for `{video}` while the text is rendered (renderTemplate empties unknown placeholders). */
const videoMarker = '\u2063outreach-video-link\u2063';
const videoPattern = /\{\s*video\s*(?::[^{}]*)?\}/gi;

function markVideo(text: string): string {
  return text.replace(videoPattern, videoMarker);
}

/**
 * `{video}` becomes the link: in HTML a "▶ Watch the video" anchor, in plain
 * text the URL. A text without `{video}` gets the link after it (before the
 * signature), so a chosen video always reaches the prospect.
 */
export function withVideoLink(body: { text: string; html: string }, url: string) {
  const anchor = String(html`<a href="${url}">▶ Watch the video</a>`);
  if (!body.text.includes(videoMarker) && !body.html.includes(videoMarker)) {
    return { text: `${body.text}\n\n${url}`, html: `${body.html}\n<p>${anchor}</p>` };
  }
  return { text: body.text.split(videoMarker).join(url), html: body.html.split(videoMarker).join(anchor) };
}

/**
 * The send's record, `messages.detail.status` (exactly once, docs/engine.md "The email executor"):
 * - `sending`: claimed; the server has not been sent the end of DATA, so it kept nothing. A run
 *   taken over from a dead process sends again (same Message-ID).
 * - `committing`: written (fenced on the run) just before the end of DATA: from here the server
 *   may have accepted the message. A run finding it does not send again.
 * - `sent`: the server said 250.
 * - `unconfirmed`: cut off while committing (the process died, or the connection dropped before
 *   the answer): taken as sent, and marked for review.
 */
const sendStatus = {
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
async function markUnconfirmed(deps: EngineDeps, row: MessageRow, reason: string): Promise<StepResult> {
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

/**
 * send_email (outreach §3 Step, §4 outcomes). Exactly once: the outgoing message
 * row is written with status `sending` under a lock on the execution row before
 * the SMTP call; just before the end of DATA (the moment the server may accept)
 * it becomes `committing`, in a transaction that checks this run still owns the
 * execution (`detail.runs`, moved on by every take: a stalled run taken over can
 * no longer commit); after the server's 250 it is `sent`. A run taken over from a
 * dead process that finds `sending` sends again (the server never got the end of
 * DATA, so it kept nothing); `committing` means the server may have it, and we
 * choose at-most-once there (a prospect getting the same cold email twice is
 * worse than one missing email): the step is done, `unconfirmed`, marked for
 * review. The Message-ID is derived from the idempotency key as well, so even a
 * send outside this path is recognisable.
 */
export async function executeSendEmail(
  context: StepContext,
  deps: EngineDeps,
  options: EmailExecutorOptions = {},
): Promise<StepResult> {
  const { db } = deps;
  const { step, prospect, execution, spaceId } = context;
  const config = step.config ?? {};

  // This run's fencing token: every take of the execution counts one more run.
  const run = Number(execution.detail.runs ?? 0);
  const [existing] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.spaceId, spaceId), eq(messages.stepExecutionId, execution.id)))
    .limit(1);
  if (existing?.detail.status === sendStatus.committing)
    return markUnconfirmed(deps, existing, 'cut off while the server was accepting it');
  if (existing && existing.detail.status !== sendStatus.sending) return doneWith(existing);

  const integration = await sendingIntegration(
    db,
    spaceId,
    stringConfig(config, 'integration_id'),
    context.credential?.id ?? null,
  );
  if (!integration?.smtp || !integration.email) return { type: 'wait', reason: 'invalid_email_integration' };

  const to = recipientOf(prospect, step.emailType);
  if (!to) return { type: 'wait', reason: 'no_required_email' };
  const suppressed = await suppressionOf(db, spaceId, to);
  if (suppressed)
    return { type: 'skipped', reason: 'no_emails', detail: { suppressed: suppressed.reason, to } };

  const credentialId = context.credential?.id ?? integration.credentialId;
  const dialog = await dialogFor(db, spaceId, credentialId, prospect.id);
  const previous = step.thread ? await previousEmail(db, dialog.id) : undefined;
  const previousReferences = Array.isArray(previous?.detail.references)
    ? (previous.detail.references as unknown[]).filter((id): id is string => typeof id === 'string')
    : [];
  const references = previous?.messageIdHeader ? [...previousReferences, previous.messageIdHeader] : [];

  const renderedSubject = renderForProspect(step.subject ?? '', prospect).trim();
  const subject =
    renderedSubject ||
    (previous?.subject ? `Re: ${previous.subject.replace(/^re:\s*/i, '')}` : renderedSubject);
  // The step's video (outreach §3 step `video`): a link to its public page in place of `{video}`.
  let videoUrl: string | null = null;
  if (step.videoId) {
    const video = await stepVideo(db, spaceId, step.videoId);
    if (!video) return { type: 'wait', reason: 'video_template_not_found' };
    // The video's own tracking domain, else the workspace's default video domain, else PUBLIC_URL.
    const origin = await trackingOrigin(
      db,
      deps.publicUrl,
      spaceId,
      video.trackingDomainId,
      'video_scenario',
    );
    videoUrl = videoLink(origin, video.id, context.campaignProspect.id);
  }
  let body = bodyParts(
    renderForProspect(videoUrl ? markVideo(step.text ?? '') : (step.text ?? ''), prospect),
  );
  if (videoUrl) body = withVideoLink(body, videoUrl);

  // C2's signatures: the step's `signature_id`, else the sender's default one.
  body = withSignature(
    body,
    await signatureContent(db, spaceId, credentialId, stringConfig(config, 'signature_id')),
  );

  const keys = await emailKeys(db, options.credentialsKey);
  const link = unsubscribeUrl(
    deps.publicUrl,
    createUnsubscribeToken(keys.unsubscribeKey, { spaceId, prospectId: prospect.id, email: to }),
  );
  if (config.with_unsubscribe_button === true) body = withUnsubscribeLink(body, link);

  const messageId = messageIdFor(execution.idempotencyKey, integration.email);
  const now = deps.clock.now();

  // Claim the send: lock the execution, re-check, write the row as `sending` (or take over the
  // `sending` row of a run cut off before the end of DATA: the server kept nothing of it).
  const claimed = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ detail: stepExecutions.detail })
      .from(stepExecutions)
      .where(eq(stepExecutions.id, execution.id))
      .for('update');
    if (Number(current?.detail.runs ?? 0) !== run) return { superseded: true as const };
    const [again] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.spaceId, spaceId), eq(messages.stepExecutionId, execution.id)))
      .limit(1);
    if (again && again.detail.status !== sendStatus.sending) return { existing: again };
    const values = {
      subject,
      text: body.text,
      inReplyTo: previous?.messageIdHeader ?? null,
      detail: {
        status: sendStatus.sending,
        run,
        to,
        integration_id: integration.id,
        references,
        step_key: step.key,
        ...(again ? { resent: Number(again.detail.resent ?? 0) + 1 } : {}),
      },
      sentAt: now,
    };
    const [row] = again
      ? await tx.update(messages).set(values).where(eq(messages.id, again.id)).returning()
      : await tx
          .insert(messages)
          .values({
            ...values,
            spaceId,
            dialogId: dialog.id,
            direction: 'out',
            channel: 'email',
            kind: 'message',
            messageIdHeader: messageId,
            stepExecutionId: execution.id,
          })
          .returning();
    if (!row) throw new Error('message insert returned no row');
    return { row };
  });
  if ('superseded' in claimed) throw new SendSuperseded();
  if ('existing' in claimed && claimed.existing) {
    if (claimed.existing.detail.status === sendStatus.committing)
      return markUnconfirmed(deps, claimed.existing, 'cut off while the server was accepting it');
    return doneWith(claimed.existing);
  }
  const row = 'row' in claimed ? claimed.row : undefined;
  if (!row) throw new Error('no message row claimed');

  // The fence before the end of DATA: this run still owns the execution, and says so on the row.
  let committing = false;
  const beforeCommit = async () => {
    const fenced = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ status: stepExecutions.status, detail: stepExecutions.detail })
        .from(stepExecutions)
        .where(eq(stepExecutions.id, execution.id))
        .for('update');
      if (current?.status !== 'running' || Number(current.detail.runs ?? 0) !== run) return false;
      const marked = await tx
        .update(messages)
        .set({
          detail: sql`${messages.detail} || ${JSON.stringify({ status: sendStatus.committing })}::jsonb`,
        })
        .where(and(eq(messages.id, row.id), sql`${messages.detail}->>'status' = ${sendStatus.sending}`))
        .returning({ id: messages.id });
      return marked.length > 0;
    });
    if (!fenced) throw new SendSuperseded();
    committing = true;
  };

  // B2's link and open tracking, after the claim so a duplicate run creates no tracking rows.
  const { workflow } = context;
  if (workflow.isLinkTracking || workflow.isOpenTracking) {
    body = {
      ...body,
      html: await addTracking(deps, {
        spaceId,
        workflowId: workflow.id,
        prospectId: prospect.id,
        executionId: execution.id,
        html: body.html,
        linkTracking: workflow.isLinkTracking,
        openTracking: workflow.isOpenTracking,
        customDomainId: workflow.customDomainId,
      }),
    };
  }

  const transports = options.transports ?? sharedTransports;
  try {
    const transport = await transports.checked(
      integration.id,
      integration.updatedAt.toISOString(),
      openServer(keys.secrets, integration.smtp),
      options.allowPrivate ?? deps.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
    );
    const info = await sendEmail(transport, {
      from: { name: integration.fromName ?? '', address: integration.email },
      to,
      subject,
      text: body.text,
      html: body.html,
      messageId,
      inReplyTo: previous?.messageIdHeader ?? null,
      references,
      headers: unsubscribeHeaders(link, integration.email),
      beforeCommit,
    });
    await db
      .update(messages)
      .set({ detail: { ...row.detail, status: sendStatus.sent, response: info.response } })
      .where(eq(messages.id, row.id));
    await db.update(dialogs).set({ lastMessageAt: now }).where(eq(dialogs.id, dialog.id));
  } catch (error) {
    if (error instanceof SendSuperseded || (error as { cause?: unknown }).cause instanceof SendSuperseded)
      throw new SendSuperseded();
    // The end of DATA went out but no answer came back (the connection dropped): the server may
    // have the message. Not sent again.
    if (committing && (error as { responseCode?: unknown }).responseCode === undefined)
      return markUnconfirmed(deps, row, `no answer after the end of DATA: ${String(error)}`.slice(0, 300));
    // Not sent (refused, or cut off before the end of DATA): remove this run's claim so a later
    // attempt may send.
    await db
      .delete(messages)
      .where(and(eq(messages.id, row.id), sql`(${messages.detail}->>'run')::int = ${run}`));
    return sendFailed(deps, integration, { spaceId, to, prospectId: prospect.id }, error);
  }

  await deps.events.emit({
    name: 'email_sent',
    spaceId,
    prospectId: prospect.id,
    workflowId: context.workflow.id,
    credentialId,
    at: now,
    data: { message_id: messageId, to, subject, text: body.text, step_key: step.key },
  });
  return { type: 'done', outcome: 'positive', detail: { message_id: messageId, to } };
}

async function sendFailed(
  deps: EngineDeps,
  integration: IntegrationRow,
  target: { spaceId: string; to: string; prospectId: string },
  error: unknown,
): Promise<StepResult> {
  // The server's address was refused (pinMailServer) or its name does not resolve: nothing was sent.
  const failure: SendFailure =
    error instanceof AppError ? { kind: 'auth', reason: error.message } : classifySendError(error);
  const now = deps.clock.now();
  deps.logger.warn({ integration: integration.id, failure }, 'email send failed');
  if (failure.kind === 'auth') {
    // Our login (or the server) was refused: the integration is down until the user fixes it
    // (spec §8 "email integration down").
    await deps.db
      .update(integrations)
      .set({ status: 'disconnected', lastError: failure.reason, updatedAt: now })
      .where(eq(integrations.id, integration.id));
    deps.realtime.toCredential(integration.credentialId, serverEvents.updateIntegration, {
      _id: integration.id,
      status: 'disconnected',
      error: failure.reason,
    });
    return { type: 'wait', reason: 'invalid_email_integration' };
  }
  if (failure.kind === 'temporary') {
    if (failure.throttled) return { type: 'limit', signal: 'mailbox_throttled' };
    await deps.db
      .update(integrations)
      .set({ lastError: failure.reason })
      .where(eq(integrations.id, integration.id));
    return {
      type: 'wait',
      reason: 'invalid_email_integration',
      retryAt: new Date(now.getTime() + temporaryRetryMs),
    };
  }
  if (failure.badAddress) {
    await suppressAddress(deps.db, {
      spaceId: target.spaceId,
      email: target.to,
      reason: 'bounce',
      at: now,
      detail: { smtp: failure.reason, prospect_id: target.prospectId },
    });
  }
  return { type: 'failed', error: failure.reason, pauseReason: 'email_failed' };
}

export function createEmailExecutor(options: EmailExecutorOptions = {}): StepExecutor {
  return {
    kinds: ['send_email'],
    execute: (context, deps) => executeSendEmail(context, deps, options),
  };
}

/** The executor the scheduler registers (CREDENTIALS_KEY from the environment). */
export const emailExecutor = createEmailExecutor();
