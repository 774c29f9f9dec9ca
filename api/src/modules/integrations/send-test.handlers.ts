import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import { integrations, workflowSteps, workflows } from '../../db/schema';
import { AppError } from '../../errors';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import {
  bodyParts,
  renderForProspect,
  sampleProspect,
  withSignature,
  withUnsubscribeLink,
} from '../../providers/outreach-email/compose';
import { openServer } from '../../providers/outreach-email/email-secrets';
import { recordMailboxSuccess, recordSendFailure } from '../../providers/outreach-email/mailbox-state';
import { disconnectRefusedMailbox, MailboxSignInRefused } from '../../providers/outreach-email/oauth-mailbox';
import { signatureContent } from '../../providers/outreach-email/signature';
import {
  classifySendError,
  messageIdFor,
  sendEmail,
  sharedTransports,
} from '../../providers/outreach-email/sender';
import { canSee } from '../credentials';
import { type IntegrationsRoutesOptions, integrationContext } from './integration-context';
import { integrationMessages } from './integrations.schema';
import type { IntegrationContext } from './integrations.service';
import * as routes from './send-test.routes';
import { sendTestMessages } from './send-test.schema';
import { sendingIntegration } from './sending-integration';

/**
 * The connected integration a test email goes through: the one named, or the credential's; 404
 * for a credential the member may not see, 400 when there is none to send with.
 */
async function integrationToTest(
  deps: AppDependencies,
  context: IntegrationContext,
  input: { integration_id?: string | null; credentials_id?: string | null },
) {
  const spaceId = context.scope.spaceId;
  if (input.credentials_id && !canSee(context.access, input.credentials_id)) {
    throw new AppError(404, integrationMessages.credentialNotFound);
  }
  if (!input.integration_id && !input.credentials_id)
    throw new AppError(400, integrationMessages.needIntegration);
  const integration = await sendingIntegration(
    deps.db,
    spaceId,
    input.integration_id ?? null,
    input.credentials_id ?? null,
  );
  if (integration?.smtp && integration.email && canSee(context.access, integration.credentialId)) {
    return { ...integration, smtp: integration.smtp, email: integration.email };
  }
  if (input.integration_id) {
    // An integration of this workspace that is not connected is "down"; any other id is unknown to us.
    const [known] = await deps.db
      .select({ id: integrations.id, credentialId: integrations.credentialId })
      .from(integrations)
      .where(and(eq(integrations.spaceId, spaceId), eq(integrations.id, input.integration_id)))
      .limit(1);
    if (known && canSee(context.access, known.credentialId)) {
      throw new AppError(400, integrationMessages.integrationDown);
    }
  }
  throw new AppError(400, integrationMessages.needIntegration);
}

/**
 * What a test email says (issue 26 item 13: it used to say the button's label): the subject and
 * text given (the builder's step as edited), else the first email step of `workflow_id`, else a
 * plain test message naming the mailbox. A thread step without a subject of its own takes the
 * test subject.
 */
async function testEmailContent(
  deps: AppDependencies,
  spaceId: string,
  input: { subject: string; text: string; workflow_id?: string | null },
  mailbox: string,
): Promise<{ subject: string; text: string }> {
  const fallback = sendTestMessages.content(mailbox);
  if (input.subject.trim() || input.text.trim())
    return { subject: input.subject.trim() || fallback.subject, text: input.text };
  if (!input.workflow_id) return fallback;
  const [workflow] = await deps.db
    .select({ id: workflows.id })
    .from(workflows)
    .where(and(eq(workflows.spaceId, spaceId), eq(workflows.id, input.workflow_id)))
    .limit(1);
  if (!workflow) throw new AppError(404, sendTestMessages.campaignNotFound);
  const [step] = await deps.db
    .select({ subject: workflowSteps.subject, text: workflowSteps.text })
    .from(workflowSteps)
    .where(
      and(
        eq(workflowSteps.spaceId, spaceId),
        eq(workflowSteps.workflowId, workflow.id),
        eq(workflowSteps.kind, 'send_email'),
      ),
    )
    .orderBy(asc(workflowSteps.number))
    .limit(1);
  if (!step) throw new AppError(400, sendTestMessages.noEmailStep);
  return { subject: step.subject?.trim() || fallback.subject, text: step.text ?? '' };
}

/**
 * POST /workflows/steps/send_email/test (outreach §7): one email of a step,
 * rendered with sample prospect values, sent through the chosen integration (or
 * the credential's connected one) to `receiver`. Not recorded in any dialog.
 * It carries no List-Unsubscribe header (it goes to the sender's own people, never to a
 * prospect); the visible unsubscribe link, when asked for, opens the page that shows a prospect
 * what it does (GET /u/test), and suppresses nobody.
 */
export function sendTestHandlers(
  deps: AppDependencies,
  options: IntegrationsRoutesOptions,
): Handlers<typeof routes> {
  return {
    sendStepTestEmail: async (c) => {
      const input = c.req.valid('json');
      const context = await integrationContext(deps, c, options);
      const integration = await integrationToTest(deps, context, input);
      const { secrets } = await context.keys();
      const content = await testEmailContent(deps, context.scope.spaceId, input, integration.email);
      let body = bodyParts(renderForProspect(content.text, sampleProspect));
      body = withSignature(
        body,
        await signatureContent(
          deps.db,
          context.scope.spaceId,
          integration.credentialId,
          input.signature_id ?? null,
        ),
      );
      const link = `${deps.linkOrigin()}/u/test`;
      if (input.with_unsubscribe_button) body = withUnsubscribeLink(body, link);
      const messageId = messageIdFor(`test:${randomUUID()}`, integration.email);
      try {
        const transport = await sharedTransports.checked(
          integration.id,
          integration.updatedAt.toISOString(),
          openServer(secrets, integration.smtp),
          context.allowPrivateHosts,
        );
        await sendEmail(transport, {
          from: { name: integration.fromName ?? '', address: integration.email },
          to: input.receiver,
          subject: renderForProspect(content.subject, sampleProspect),
          text: body.text,
          html: body.html,
          messageId,
        });
      } catch (error) {
        // Google or Microsoft refused the mailbox's refresh token: it is disconnected until connected again.
        if (error instanceof MailboxSignInRefused)
          await disconnectRefusedMailbox(deps, integration.id, error.message);
        if (error instanceof AppError) throw error;
        const failure = classifySendError(error);
        // What a test send shows of the mailbox is its state too (issue 26 item 11).
        await recordSendFailure(deps, integration.id, failure, error);
        throw new AppError(400, failure.reason);
      }
      await recordMailboxSuccess(deps, integration.id, 'smtp');
      return c.json(okBody({ message_id: messageId, receiver: input.receiver }), 200);
    },
  };
}

/** POST /workflows/steps/send_email/test, behind sign-in and the workspace (sendTestHandlers). */
export function sendEmailTestRoutes(deps: AppDependencies, options: IntegrationsRoutesOptions = {}) {
  return bindOperations(workspaceRouter(deps), routes, sendTestHandlers(deps, options));
}
