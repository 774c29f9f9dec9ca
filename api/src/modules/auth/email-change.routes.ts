/**
 * The declarations of the user's own email change on /auth, each named by its operationId; the
 * handlers are in email-change.handlers.ts.
 */
import { errorMessages } from '../../errors';
import { createRoute, failure, jsonBody, success, z } from '../../openapi/contract';
import { sessionRoute } from '../../openapi/route-kinds';
import { strictObject } from '../../strict-object';
import { AuthSessionSchema } from './auth-session.schema';
import { emailChangeMessages } from './email-change.service';

const tags = ['Auth'] as const;

const changeEmailInput = strictObject({
  new_email: z.email({ error: errorMessages.emailNotValid }).max(254),
  password: z.string().max(1000),
});

const confirmEmailChangeInput = strictObject({ code: z.string().max(200) });

const EmailChangeRequestedSchema = z
  .object({ message: z.literal(emailChangeMessages.sent), new_email: z.string() })
  .openapi('EmailChangeRequested');

export const changeEmail = sessionRoute({
  operationId: 'changeEmail',
  method: 'post',
  path: '/change_email',
  tags,
  summary:
    'Ask to change your own sign-in email (current password required): a confirmation link goes to the new address, a notice to the old one; nothing changes until the new address confirms',
  request: { body: jsonBody(changeEmailInput) },
  responses: {
    200: success(EmailChangeRequestedSchema, 'The confirmation link is on its way'),
    400: failure(
      `${errorMessages.emailNotValid}; ${errorMessages.oldPasswordIncorrect}; ${emailChangeMessages.passwordRequired}; ${emailChangeMessages.noPassword}; ${emailChangeMessages.sameEmail}`,
    ),
    409: failure(errorMessages.emailTaken),
    429: failure(errorMessages.tooManyEmails),
    503: failure(errorMessages.mailNotSent),
  },
});

export const confirmEmailChange = createRoute({
  operationId: 'confirmEmailChange',
  method: 'post',
  path: '/confirm_email_change',
  tags,
  security: [],
  summary:
    'Confirm a new sign-in email with the code mailed to it: the email changes and counts as confirmed, every session ends and a new one is returned',
  request: { body: jsonBody(confirmEmailChangeInput) },
  responses: {
    200: success(AuthSessionSchema, 'The email is changed, and a new session'),
    400: failure(emailChangeMessages.codeInvalid),
    409: failure(errorMessages.emailTaken),
  },
});
