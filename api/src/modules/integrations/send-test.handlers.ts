import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppDependencies } from '../../platform/context';
import { integrations } from '../../db/schema';
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
  unsubscribeHeaders,
} from '../../providers/outreach-email/sender';
import { canSee } from '../credentials';
import { type IntegrationsRoutesOptions, integrationContext } from './integration-context';
import { integrationMessages } from './integrations.schema';
import type { IntegrationContext } from './integrations.service';
import * as routes from './send-test.routes';
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
 * POST /workflows/steps/send_email/test (outreach §7): one email of a step,
 * rendered with sample prospect values, sent through the chosen integration (or
 * the credential's connected one) to `receiver`. Not recorded in any dialog.
 * The unsubscribe link of a test email points at a token that suppresses nobody.
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
      let body = bodyParts(renderForProspect(input.text, sampleProspect));
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
          subject: renderForProspect(input.subject, sampleProspect),
          text: body.text,
          html: body.html,
          messageId,
          headers: unsubscribeHeaders(link, integration.email),
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
