import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An expected failure with the HTTP status and the text the user sees. Thrown
 * anywhere (services included); the one `onError` in app.ts turns it into
 * `{ ok: false, error: message }`. No route builds error JSON by hand.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra response headers, e.g. `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
    /** Extra fields of the error body beside `error` (a locked feature's code, feature and tier). */
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
  }
}

/** Messages the client shows verbatim (spec platform §8 where it names them). */
export const errorMessages = {
  invalidJson: 'Invalid JSON body',
  notFound: 'Not found',
  unexpected: 'Something went wrong',
  tokenNotValid: 'Token is not valid',
  invalidCredentials: 'Invalid email or password',
  spaceNotFound: 'Can not find space',
  workflowNotFound: 'Workflow not found',
  databaseUnavailable: 'Database is unavailable',
  // Workspaces, users and roles (platform §5, §6, §8).
  nameRequired: 'Name is required',
  cannotCreateSpace: "You can't create a new workspace",
  spaceBlocked: 'Workspace blocked or deleted, contact admin',
  spaceAlreadyActive: 'Space already active',
  spaceAdminOnly: 'Only workspace admins can do this',
  platformAdminOnly: 'Only platform admins can do this',
  superAdminOnly: 'Only super admins can do this',
  /** A route declared session-only (openapi/contract.ts sessionSecurity) called with an API key. */
  sessionOnly: 'API keys can not be used for this call',
  userNotFound: 'User not found',
  lastAdminLeaving: 'Assign another admin before leaving',
  lastAdminDemoted: 'A workspace needs at least one admin',
  emailRequired: 'Please enter email',
  emailNotValid: 'Not valid email',
  inviteCodeInvalid: 'invalid invite code',
  invitedWithAnotherEmail: "You've been invited with another email!",
  inviteNotFound: 'Invite not found',
  inviteRevoked: 'This invite was revoked',
  inviteAccepted: 'This invite was already accepted',
  oldPasswordIncorrect: 'Old password is incorrect',
  passwordLength: 'The password must be 8 to 40 characters',
  imageRequired: 'Please choose an image',
  imageType: 'The image must be a PNG, JPEG, WEBP or GIF',
  imageSize: 'The image must be at most 2 MB',
  // Auth (platform §7 Auth, §8; issue 3).
  emailTaken: 'Account with such email already exists',
  restoreCodeInvalid: 'Restore code is invalid or expired',
  activationCodeInvalid: 'Activation code is invalid or expired',
  emailAlreadyConfirmed: 'Your email is already confirmed',
  mailNotSent: 'The email could not be sent, please try again later',
  tooManyEmails: 'Too many emails sent, please try again in an hour',
  unknownOauthClient: 'Unknown OAuth client',
  googleNotConfigured: 'Google sign-in is not configured',
  microsoftNotConfigured: 'Microsoft sign-in is not configured',
} as const;
