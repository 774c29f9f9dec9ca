import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { html } from 'hono/html';
import type { Db } from '../db/client';
import { type DialogRow, dialogs, type IntegrationRow, type MessageRow, messages } from '../db/schema';
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
import { type EmailKeys, emailKeys, openServer } from '../providers/outreach-email/email-secrets';
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
import { recordMailboxSuccess, recordSendFailure } from '../providers/outreach-email/mailbox-state';
import { suppressAddress, suppressionOf } from '../providers/outreach-email/suppressions';
import { stepVideo, videoLink } from '../modules/videos';
import { holdsFollowUps, recipientOf, sendingIntegration } from '../modules/integrations';
import { aiMessageText } from '../modules/ai';
import type { EngineDeps, StepContext, StepExecutor, StepResult } from '../engine/contracts';
import { ensureDialog } from './dialog';
import {
  claimSend,
  commitFence,
  markUnconfirmed,
  messageOfExecution,
  recordedResult,
  SendSuperseded,
  sendStatus,
  settledResult,
} from './email-send-record';

export { SendSuperseded } from './email-send-record';

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
  const dialog = await ensureDialog(db, spaceId, credentialId, prospectId);
  if (!dialog) throw new Error('dialog upsert found no row');
  return dialog;
}

function stringConfig(config: Record<string, unknown>, key: string): string | null {
  const value = config[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

function previousEmail(
  db: Db,
  dialogId: string,
  exceptExecutionId?: string,
): Promise<MessageRow | undefined> {
  return db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, dialogId),
        eq(messages.channel, 'email'),
        eq(messages.direction, 'out'),
        isNotNull(messages.messageIdHeader),
        // This step's own earlier attempt (a send cut off and taken over) is not a previous email.
        exceptExecutionId
          ? or(isNull(messages.stepExecutionId), ne(messages.stepExecutionId, exceptExecutionId))
          : undefined,
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

/** An integration that can send: connected, with an SMTP server and an address. */
type SendingIntegration = IntegrationRow & { smtp: NonNullable<IntegrationRow['smtp']>; email: string };

function canSend(row: IntegrationRow | null): row is SendingIntegration {
  return Boolean(row?.smtp && row.email);
}

/** The earlier email of the dialog a threaded step replies to, and the References it carries on. */
async function threadOf(db: Db, threaded: boolean, dialogId: string) {
  const previous = threaded ? await previousEmail(db, dialogId) : undefined;
  const previousReferences = Array.isArray(previous?.detail.references)
    ? (previous.detail.references as unknown[]).filter((id): id is string => typeof id === 'string')
    : [];
  const references = previous?.messageIdHeader ? [...previousReferences, previous.messageIdHeader] : [];
  return { previous, references };
}

/** The step's subject, else `Re:` the thread's previous subject. */
function subjectOf(context: StepContext, previous: MessageRow | undefined): string {
  const rendered = renderForProspect(context.step.subject ?? '', context.prospect).trim();
  return rendered || (previous?.subject ? `Re: ${previous.subject.replace(/^re:\s*/i, '')}` : rendered);
}

/**
 * The link to the step's video (outreach §3 step `video`) that takes the place of `{video}`: null
 * for a step without one, 'missing' when its video is gone. The video's own tracking domain, else
 * the workspace's default video domain, else PUBLIC_URL.
 */
async function videoUrlOf(context: StepContext, deps: EngineDeps): Promise<string | null | 'missing'> {
  const { step, spaceId } = context;
  if (!step.videoId) return null;
  const video = await stepVideo(deps.db, spaceId, step.videoId);
  if (!video) return 'missing';
  const origin = await trackingOrigin(
    deps.db,
    deps.publicUrl,
    spaceId,
    video.trackingDomainId,
    'video_scenario',
  );
  return videoLink(origin, video.id, context.campaignProspect.id);
}

/** Everything a send needs, worked out before anything is claimed. */
interface EmailDraft {
  integration: SendingIntegration;
  to: string;
  credentialId: string;
  dialog: DialogRow;
  previous: MessageRow | undefined;
  references: string[];
  subject: string;
  body: { text: string; html: string };
  keys: EmailKeys;
  unsubscribeLink: string;
}

/**
 * The email of the step, or why it cannot be sent now (a `wait` or `skipped` result): its sending
 * integration, recipient (unless suppressed), dialog and thread, subject and body with the video
 * link, C2's signature (the step's `signature_id`, else the sender's default) and unsubscribe link.
 */
async function draftEmail(
  context: StepContext,
  deps: EngineDeps,
  options: EmailExecutorOptions,
): Promise<EmailDraft | StepResult> {
  const { db } = deps;
  const { step, prospect, spaceId } = context;
  const config = step.config ?? {};
  const integration = await sendingIntegration(
    db,
    spaceId,
    stringConfig(config, 'integration_id'),
    context.credential?.id ?? null,
  );
  if (!canSend(integration)) return { type: 'wait', reason: 'invalid_email_integration' };
  const to = recipientOf(prospect, step.emailType);
  if (!to) return { type: 'wait', reason: 'no_required_email' };
  const suppressed = await suppressionOf(db, spaceId, to);
  if (suppressed)
    return { type: 'skipped', reason: 'no_emails', detail: { suppressed: suppressed.reason, to } };

  const credentialId = context.credential?.id ?? integration.credentialId;
  const dialog = await dialogFor(db, spaceId, credentialId, prospect.id);
  // A follow-up through a mailbox that reads no replies waits, unless its user chose otherwise.
  if (holdsFollowUps(integration) && (await previousEmail(db, dialog.id, context.execution.id)))
    return { type: 'wait', reason: 'invalid_email_integration' };
  const { previous, references } = await threadOf(db, Boolean(step.thread), dialog.id);
  const subject = subjectOf(context, previous);
  const videoUrl = await videoUrlOf(context, deps);
  if (videoUrl === 'missing') return { type: 'wait', reason: 'video_template_not_found' };
  let body = bodyParts(
    renderForProspect(videoUrl ? markVideo(step.text ?? '') : (step.text ?? ''), prospect),
  );
  if (videoUrl) body = withVideoLink(body, videoUrl);
  body = withSignature(
    body,
    await signatureContent(db, spaceId, credentialId, stringConfig(config, 'signature_id')),
  );
  const keys = await emailKeys(db, options.credentialsKey);
  const unsubscribeLink = unsubscribeUrl(
    deps.publicUrl,
    createUnsubscribeToken(keys.unsubscribeKey, { spaceId, prospectId: prospect.id, email: to }),
  );
  if (config.with_unsubscribe_button === true) body = withUnsubscribeLink(body, unsubscribeLink);
  return {
    integration,
    to,
    credentialId,
    dialog,
    previous,
    references,
    subject,
    body,
    keys,
    unsubscribeLink,
  };
}

/** B2's link and open tracking, added after the claim so a duplicate run creates no tracking rows. */
async function withTracking(context: StepContext, deps: EngineDeps, body: EmailDraft['body']) {
  const { workflow } = context;
  if (!workflow.isLinkTracking && !workflow.isOpenTracking) return body;
  return {
    ...body,
    html: await addTracking(deps, {
      spaceId: context.spaceId,
      workflowId: workflow.id,
      prospectId: context.prospect.id,
      executionId: context.execution.id,
      html: body.html,
      linkTracking: workflow.isLinkTracking,
      openTracking: workflow.isOpenTracking,
      customDomainId: workflow.customDomainId,
    }),
  };
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
  const { execution, spaceId } = context;
  // This run's fencing token: every take of the execution counts one more run.
  const run = Number(execution.detail.runs ?? 0);
  const recorded = recordedResult(deps, await messageOfExecution(deps.db, spaceId, execution.id));
  if (recorded) return recorded;

  // The AI message switch (issue 28): the model's personalised text, or the wait that stops the step.
  const written = await aiMessageText(context, deps);
  if ('result' in written) return written.result;
  const draft = await draftEmail(
    { ...context, step: { ...context.step, text: written.text } },
    deps,
    options,
  );
  if ('type' in draft) return draft;
  const messageId = messageIdFor(execution.idempotencyKey, draft.integration.email);
  const now = deps.clock.now();
  const claimed = await claimSend(deps.db, context, {
    run,
    to: draft.to,
    subject: draft.subject,
    text: draft.body.text,
    inReplyTo: draft.previous?.messageIdHeader ?? null,
    references: draft.references,
    integrationId: draft.integration.id,
    dialog: draft.dialog,
    messageId,
    now,
  });
  if ('superseded' in claimed) throw new SendSuperseded();
  if ('existing' in claimed) return settledResult(deps, claimed.existing);

  const fence = commitFence(deps.db, execution.id, run, claimed.row.id);
  const body = await withTracking(context, deps, draft.body);
  const failed = await deliver(context, deps, options, {
    ...draft,
    body,
    row: claimed.row,
    run,
    messageId,
    now,
    fence,
  });
  if (failed) return failed;

  await deps.events.emit({
    name: 'email_sent',
    spaceId,
    prospectId: context.prospect.id,
    workflowId: context.workflow.id,
    credentialId: draft.credentialId,
    at: now,
    data: {
      message_id: messageId,
      to: draft.to,
      subject: draft.subject,
      text: body.text,
      step_key: context.step.key,
    },
  });
  return { type: 'done', outcome: 'positive', detail: { message_id: messageId, to: draft.to } };
}

/** A claimed email on its way out. */
interface ClaimedSend extends EmailDraft {
  row: MessageRow;
  run: number;
  messageId: string;
  now: Date;
  fence: ReturnType<typeof commitFence>;
}

/**
 * The SMTP exchange of a claimed email, and its record after it: `sent` on the server's 250;
 * otherwise the step's result (undefined when sent). A supersede anywhere is thrown on.
 */
async function deliver(
  context: StepContext,
  deps: EngineDeps,
  options: EmailExecutorOptions,
  send: ClaimedSend,
): Promise<StepResult | undefined> {
  const { db } = deps;
  const { integration, row, to } = send;
  const transports = options.transports ?? sharedTransports;
  try {
    const transport = await transports.checked(
      integration.id,
      integration.updatedAt.toISOString(),
      openServer(send.keys.secrets, integration.smtp),
      options.allowPrivate ?? deps.mailServersAllowPrivate ?? mailServersAllowPrivateFromEnv(),
    );
    const info = await sendEmail(transport, {
      from: { name: integration.fromName ?? '', address: integration.email },
      to,
      subject: send.subject,
      text: send.body.text,
      html: send.body.html,
      messageId: send.messageId,
      inReplyTo: send.previous?.messageIdHeader ?? null,
      references: send.references,
      headers: unsubscribeHeaders(send.unsubscribeLink, integration.email),
      beforeCommit: send.fence.commit,
    });
    await db
      .update(messages)
      .set({ detail: { ...row.detail, status: sendStatus.sent, response: info.response } })
      .where(eq(messages.id, row.id));
    await db.update(dialogs).set({ lastMessageAt: send.now }).where(eq(dialogs.id, send.dialog.id));
    await recordMailboxSuccess(deps, integration.id, 'smtp');
    return undefined;
  } catch (error) {
    if (error instanceof SendSuperseded || (error as { cause?: unknown }).cause instanceof SendSuperseded)
      throw new SendSuperseded();
    // The end of DATA went out but no answer came back (the connection dropped): the server may
    // have the message. Not sent again.
    if (send.fence.committing() && (error as { responseCode?: unknown }).responseCode === undefined)
      return markUnconfirmed(deps, row, `no answer after the end of DATA: ${String(error)}`.slice(0, 300));
    // Not sent (refused, or cut off before the end of DATA): remove this run's claim so a later
    // attempt may send.
    await db
      .delete(messages)
      .where(and(eq(messages.id, row.id), sql`(${messages.detail}->>'run')::int = ${send.run}`));
    return sendFailed(
      deps,
      integration,
      { spaceId: context.spaceId, to, prospectId: context.prospect.id },
      error,
    );
  }
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
  // The mailbox's state: down on a refused login, failing while unreachable; set, announced and
  // logged once while unchanged (mailbox-state.ts).
  await recordSendFailure(deps, integration.id, failure, error);
  if (failure.kind === 'auth') {
    // Our login (or the server) was refused: the integration is down until the user fixes it
    // (spec §8 "email integration down").
    return { type: 'wait', reason: 'invalid_email_integration' };
  }
  if (failure.kind === 'temporary') {
    if (failure.throttled) return { type: 'limit', signal: 'mailbox_throttled' };
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
  // One prospect's address refused: the mailbox works; said once per prospect.
  deps.logger.warn({ integration: integration.id, failure }, 'email send failed');
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
