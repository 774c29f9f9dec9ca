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
} as const;
