import type { AppDependencies } from '../../platform/context';
import { errorMessages } from '../../errors';
import {
  createRoute,
  createRouter,
  failure,
  guarded,
  jsonBody,
  okBody,
  sessionSecurity,
  success,
  z,
} from '../../openapi/contract';
import { strictObject } from '../../strict-object';
import { userJson } from '../users';
import { authenticate } from '../../platform/authenticate';
import { AuthSessionSchema } from './auth-session.schema';
import { confirmEmailChange, emailChangeMessages, requestEmailChange } from './email-change.service';

const tags = ['Auth'] as const;

export const changeEmailInput = strictObject({
  new_email: z.email({ error: errorMessages.emailNotValid }).max(254),
  password: z.string().max(1000),
});

export const confirmEmailChangeInput = strictObject({ code: z.string().max(200) });

export const EmailChangeRequestedSchema = z
  .object({ message: z.literal(emailChangeMessages.sent), new_email: z.string() })
  .openapi('EmailChangeRequested');

export const changeEmail = createRoute({
  operationId: 'changeEmail',
  method: 'post',
  path: '/change_email',
  tags,
  security: sessionSecurity,
  summary:
    'Ask to change your own sign-in email (current password required): a confirmation link goes to the new address, a notice to the old one; nothing changes until the new address confirms',
  request: { body: jsonBody(changeEmailInput) },
  responses: {
    200: success(EmailChangeRequestedSchema, 'The confirmation link is on its way'),
    400: failure(
      `${errorMessages.emailNotValid}; ${errorMessages.oldPasswordIncorrect}; ${emailChangeMessages.passwordRequired}; ${emailChangeMessages.noPassword}; ${emailChangeMessages.sameEmail}`,
    ),
    401: failure(errorMessages.tokenNotValid),
    403: failure(errorMessages.sessionOnly),
    409: failure(errorMessages.emailTaken),
    429: failure(errorMessages.tooManyEmails),
    503: failure(errorMessages.mailNotSent),
  },
});

export const confirmEmailChangeRoute = createRoute({
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

/** The user's own email change (issue 23 item 3), mounted on /auth next to authRoutes. */
export function emailChangeRoutes(deps: AppDependencies) {
  const router = createRouter();
  router.openapi(guarded(changeEmail, authenticate(deps)), async (c) =>
    c.json(okBody(await requestEmailChange(deps, c.get('user'), c.req.valid('json'))), 200),
  );
  router.openapi(confirmEmailChangeRoute, async (c) => {
    const { token, user } = await confirmEmailChange(deps, c.req.valid('json').code);
    await deps.realtime.sessionsChanged?.(user.id);
    return c.json(okBody({ token, user: userJson(user) }), 200);
  });
  return router;
}
