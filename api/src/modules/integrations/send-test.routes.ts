/**
 * The declaration of POST /workflows/steps/send_email/test (outreach §7); the handler is in
 * send-test.handlers.ts.
 */
import { failure, jsonBody, success } from '../../openapi/contract';
import { workspaceRoute } from '../../openapi/route-kinds';
import { integrationMessages, sendTestInput } from './integrations.schema';
import { SentTestEmailSchema } from './send-test.schema';

export const sendStepTestEmail = workspaceRoute({
  operationId: 'sendStepTestEmail',
  method: 'post',
  path: '/test',
  tags: ['Campaigns'],
  summary: 'Send one email of a step, with sample prospect values, to `receiver`',
  request: { body: jsonBody(sendTestInput) },
  responses: {
    200: success(SentTestEmailSchema, 'The email was sent'),
    400: failure(
      [
        `receiver: ${integrationMessages.invalidEmail}`,
        integrationMessages.needIntegration,
        integrationMessages.integrationDown,
        'the mail server’s refusal, in plain words',
      ].join('; '),
    ),
    404: failure(integrationMessages.credentialNotFound),
  },
});
