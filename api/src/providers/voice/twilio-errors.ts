/**
 * Twilio's refusals in plain words (issue 27): the SDK throws a RestException with Twilio's
 * error code, HTTP status and message, or a network error when Twilio cannot be reached. The API
 * user sees a 4xx with a sentence, never a 5xx: a carrier that refuses or is away is not a fault
 * of this server's. The codes are Twilio's (twilio.com/docs/api/errors).
 */
import { CarrierError, carrierMessages } from './voice.provider';

const plainWords: Record<number, { code: CarrierError['code']; message: string; status?: 404 | 409 | 429 }> =
  {
    20003: { code: 'rejected', message: 'The phone carrier refused this server’s Twilio credentials' },
    20404: { code: 'unknown_number', message: carrierMessages.unknownNumber },
    20429: {
      code: 'rejected',
      message: 'The phone carrier is busy, please try again in a minute',
      status: 429,
    },
    21210: {
      code: 'rejected',
      message: 'This number cannot call from Twilio: it is not one of the account’s numbers',
    },
    21211: { code: 'rejected', message: 'Wrong phone number format' },
    21421: { code: 'rejected', message: 'The phone carrier needs a phone number to buy' },
    21422: { code: 'sold_out', message: carrierMessages.soldOut },
    21452: { code: 'sold_out', message: carrierMessages.soldOut },
  };

interface TwilioRestError {
  status: number;
  code?: number;
  message?: string;
}

function isRestError(error: unknown): error is TwilioRestError {
  return typeof error === 'object' && error !== null && typeof (error as TwilioRestError).status === 'number';
}

/** Rethrows what the SDK threw as a CarrierError (anything else, a bug, as it is); always throws. */
export function twilioErrorToCarrier(error: unknown): never {
  if (error instanceof CarrierError) throw error;
  if (isRestError(error)) {
    const known = error.code === undefined ? undefined : plainWords[error.code];
    if (known) throw new CarrierError(known.code, known.message, known.status);
    if (error.status === 404) throw new CarrierError('unknown_number', carrierMessages.unknownNumber);
    if (error.status === 429) throw new CarrierError('rejected', plainWords[20429]?.message ?? '', 429);
    if (error.status >= 500)
      throw new CarrierError('rejected', 'The phone carrier is unavailable, please try again later');
    const detail = error.message ? `: ${error.message.replace(/\s+$/, '')}` : '';
    throw new CarrierError('rejected', `The phone carrier refused the request${detail}`);
  }
  if (isNetworkError(error))
    throw new CarrierError('rejected', 'The phone carrier cannot be reached, please try again later');
  throw error;
}

/** Axios's failures to reach Twilio at all (refused, reset, timed out, no such host). */
function isNetworkError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, isAxiosError } = error as { code?: unknown; isAxiosError?: unknown };
  return isAxiosError === true || (typeof code === 'string' && /^(E[A-Z_]+|ERR_[A-Z_]+)$/.test(code));
}
