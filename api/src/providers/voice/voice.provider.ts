/**
 * The voice carrier (ARCHITECTURE.md "Providers": voice = any SIP server over WebSocket or Twilio /
 * a sandbox carrier; issue 27). What the dialer asks of a carrier: its inventory of numbers per
 * country, category, state and region, with availability, SMS support and prices in credits;
 * buying, re-routing and releasing numbers; voicemail drops. The dialer module sees only this
 * port; the sandbox (sandbox.carrier.ts) is the default install's adapter, a Twilio adapter passes
 * the same contract suite (voice-carrier.contract.test.ts).
 *
 * The calls themselves never pass through the API: the browser registers with the SIP server
 * over WebSocket with the short-lived credentials of sip-credentials.ts.
 */
import type { PhoneNumberCategory } from '../../db/schema';
import { AppError } from '../../errors';

export type { PhoneNumberCategory };

/** One country of the inventory, with its categories and how many numbers each has. */
export interface CarrierCountry {
  /** ISO 3166-1 alpha-2, the code every other call takes (`US`). */
  countryCode: string;
  /** The international dialling code without `+` (`1`). */
  dialCode: string;
  name: string;
  hasStates: boolean;
  categories: { type: PhoneNumberCategory; count: number }[];
}

export interface CarrierState {
  id: string;
  name: string;
}

/** A region (a city or an area code) numbers are bought in. */
export interface CarrierRegion {
  id: string;
  name: string;
  countryCode: string;
  category: PhoneNumberCategory;
  state: CarrierState | null;
  isSmsSupported: boolean;
  /** How many numbers can be bought now; 0 disables the region in the buy form. */
  phonesAvailable: number;
  /** Credits per month, charged as "phone monthly". */
  monthlyPrice: number;
  /** Credits once, charged as "phone install". */
  installationPrice: number;
}

export interface PurchasedNumber {
  /** The carrier's id of the number: what release and re-routing name. */
  carrierId: string;
  /** E.164 (`+12125550123`). */
  number: string;
}

export interface PurchaseInput {
  regionId: string;
  count: number;
  /** Incoming calls go on to this number (digits) when set. */
  forwardTo: string | null;
  /**
   * The caller's idempotency key: the same reference buys once (a retried purchase answers the
   * numbers of the first).
   */
  reference: string;
}

export interface VoicemailDropInput {
  from: string;
  to: string;
  audio: Uint8Array;
  reference: string;
}

/** Prices of what is charged per use, in credits. */
export interface CarrierPricing {
  /** Per started minute of a call. */
  callMinute: number;
  sms: number;
  voicemailDrop: number;
}

/** A refusal of the carrier's, with a message the API may show as is (a 4xx, never a 5xx). */
export class CarrierError extends AppError {
  constructor(
    readonly code: 'unknown_region' | 'sold_out' | 'unknown_number' | 'rejected',
    message: string,
    status: 404 | 409 | 429 = code === 'unknown_region' || code === 'unknown_number' ? 404 : 409,
  ) {
    super(status, message);
    this.name = 'CarrierError';
  }
}

/** A token the browser's carrier SDK registers with (Twilio's Voice SDK); SIP carriers have none. */
export interface CarrierAccessToken {
  token: string;
  /** Who incoming calls to this browser are addressed to. */
  identity: string;
  expiresAt: Date;
}

export const carrierMessages = {
  unknownRegion: 'Region not found',
  soldOut: 'Not enough numbers are available in this region',
  unknownNumber: 'The carrier does not know this number',
} as const;

/** What a request to the voice webhook carries: the URL Twilio called, its signature and form fields. */
export interface VoiceWebhookRequest {
  url: string;
  signature: string | undefined;
  params: Record<string, string>;
}

export interface VoiceCarrier {
  readonly mode: 'sandbox' | 'twilio';
  countries(): Promise<CarrierCountry[]>;
  /** The states of a country's category; [] for a country without states. */
  states(countryCode: string, category: PhoneNumberCategory): Promise<CarrierState[]>;
  /** The regions of a country's category (in a state, for a country with states). */
  regions(
    countryCode: string,
    category: PhoneNumberCategory,
    stateId: string | null,
  ): Promise<CarrierRegion[]>;
  region(regionId: string): Promise<CarrierRegion | null>;
  /** Buys `count` numbers in the region; CarrierError sold_out when it has fewer. */
  purchase(input: PurchaseInput): Promise<PurchasedNumber[]>;
  updateForwarding(carrierId: string, forwardTo: string | null): Promise<void>;
  /** Gives the number back; releasing one the carrier no longer has is not an error. */
  release(carrierId: string): Promise<void>;
  dropVoicemail(input: VoicemailDropInput): Promise<{ carrierId: string }>;
  /**
   * Twilio: an access token with a voice grant for the browser's Voice SDK (incoming calls to
   * `identity` ring it). Carriers whose browsers register over SIP (the sandbox) have none.
   */
  accessToken?(identity: string): CarrierAccessToken;
  /**
   * Twilio: whether a request to our voice webhook (the TwiML app's voice URL) is signed by Twilio
   * (X-Twilio-Signature over the URL it called and the form fields). The sandbox has no webhook.
   */
  verifyWebhook?(request: VoiceWebhookRequest): boolean;
  pricing(): CarrierPricing;
}
