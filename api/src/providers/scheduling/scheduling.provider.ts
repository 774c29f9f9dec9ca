/**
 * The scheduling port (issue 28, spec ai-telephony §2-§4 "Scheduling"): a user's Calendly account
 * through OAuth, its event types, and a webhook subscription that reports bookings. Two adapters:
 * Calendly's API v2 (calendly.adapter.ts, CALENDLY_* settings) and the sandbox of the default
 * install (sandbox.scheduling.ts: no internet account). One contract suite runs on both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The tokens of a connection: OAuth's access and refresh tokens. */
export interface SchedulingTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
}

/** The account the tokens belong to (Calendly's GET /users/me). */
export interface SchedulingAccount {
  /** Calendly's user URI: the account's identity. */
  uri: string;
  name: string;
  email: string | null;
  avatarUrl: string | null;
  organizationUri: string | null;
}

/** An event type people book (Calendly's GET /event_types). */
export interface SchedulingEventType {
  uri: string;
  name: string;
  durationMinutes: number | null;
  schedulingUrl: string | null;
  active: boolean;
}

/** The booking webhook of one account. */
export interface WebhookSubscriptionInput {
  callbackUrl: string;
  /** Signs each delivery (Calendly-Webhook-Signature); we keep it sealed. */
  signingKey: string;
  account: SchedulingAccount;
}

/** The events a connection subscribes to: a booking and its cancellation. */
export const bookingEvents = ['invitee.created', 'invitee.canceled'] as const;
export type BookingEventName = (typeof bookingEvents)[number];

/** An invitee booking as the webhook delivers it (the fields we read of Calendly's payload). */
export interface BookingPayload {
  event: BookingEventName;
  created_at: string;
  payload: {
    uri: string;
    email: string;
    name?: string | null;
    status?: string;
    scheduled_event?: {
      uri?: string;
      name?: string | null;
      start_time?: string | null;
      event_type?: string | null;
    } | null;
  };
}

/** How an account is called: its tokens, and where a refreshed pair is kept. */
export interface SchedulingAuth extends SchedulingTokens {
  onRefreshed?: (tokens: SchedulingTokens) => Promise<void>;
}

/** What the app does with one connected account. */
export interface SchedulingClient {
  /** Who the token belongs to; a refused token throws SchedulingUnauthorized. */
  currentUser(): Promise<SchedulingAccount>;
  /** All the account's event types, every page. */
  eventTypes(userUri: string): Promise<SchedulingEventType[]>;
  /** Subscribes the booking webhook (an existing one for the same URL is reused); its URI. */
  subscribe(input: WebhookSubscriptionInput): Promise<string>;
  /** Removes a subscription; one already gone is fine. */
  unsubscribe(uri: string): Promise<void>;
  /** Revokes the access token (disconnect); a refused one is fine. */
  revoke(): Promise<void>;
}

export interface SchedulingProvider {
  readonly kind: 'calendly' | 'sandbox';
  /** The page the user opens in a new tab to allow access; it comes back to `redirectUri` with a code. */
  authorizeUrl(state: string, redirectUri: string): string;
  /** The code of the redirect, for the tokens; a refused code throws SchedulingRequestFailed. */
  exchangeCode(code: string, redirectUri: string): Promise<SchedulingTokens>;
  client(auth: SchedulingAuth): SchedulingClient;
}

/** The service refused the token (401), after a refresh: the connection is revoked. */
export class SchedulingUnauthorized extends Error {
  override name = 'SchedulingUnauthorized';
}

/** Any other refusal or failure of the service. */
export class SchedulingRequestFailed extends Error {
  override name = 'SchedulingRequestFailed';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The header Calendly signs deliveries with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const signatureHeader = 'calendly-webhook-signature';

/** A delivery older (or newer) than this is refused: a replayed body. */
export const signatureToleranceSeconds = 180;

function hmac(key: string, timestamp: number, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex');
}

/** The Calendly-Webhook-Signature value for a body (what Calendly and the sandbox send). */
export function signBooking(key: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(key, timestamp, body)}`;
}

/** Whether `header` signs `body` with `key`, within the tolerance of `now`. */
export function verifyBookingSignature(key: string, body: string, header: string | undefined, now: Date) {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const [name = '', value = ''] = part.trim().split('=');
      return [name, value] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > signatureToleranceSeconds) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(hmac(key, timestamp, body), 'hex'));
}
