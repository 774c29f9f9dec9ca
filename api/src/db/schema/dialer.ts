import { boolean, customType, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { credentials } from './credentials';
import { stepExecutions } from './engine';
import { prospects } from './prospects';
import { spaceKey, spaceOwned, spaces } from './spaces';
import { users } from './users';
import { voicemails } from './voicemails';
import { createdAt, enumCheck, optionalRef, ownerRef, timestamps, timestamptz } from './columns';

/**
 * The dialer (spec ai-telephony §2 Dialer, §3, §4, issue 27): a workspace's dialer account, its
 * phone numbers bought from the voice carrier (providers/voice), the call history, the one-time
 * keys of the SIP token exchange and the voicemail drops.
 */

/** spec ai-telephony §5 Buy form: the carrier's number categories. */
export const phoneNumberCategories = ['local', 'mobile', 'toll_free'] as const;
export type PhoneNumberCategory = (typeof phoneNumberCategories)[number];

/** An owned number is active, or suspended when its monthly charge failed (issue 27). */
export const phoneNumberStatuses = ['active', 'suspended'] as const;
export type PhoneNumberStatus = (typeof phoneNumberStatuses)[number];

export const callDirections = ['incoming', 'outgoing'] as const;
export type CallDirection = (typeof callDirections)[number];

/** How a call ended (the history's `result` filter). */
export const callResults = ['answered', 'no_answer', 'busy', 'failed', 'voicemail'] as const;
export type CallResult = (typeof callResults)[number];

/**
 * What a call row's `result` may hold: a result, or `in_progress` from POST /dialer/calls until the
 * browser reports the end (PUT /dialer/calls/{id}).
 */
export const callRowResults = [...callResults, 'in_progress'] as const;
export type CallRowResult = (typeof callRowResults)[number];

/** spec ai-telephony §6 "The dialer needs the account flag has_dialer": one row once activated. */
export const dialerAccounts = pgTable('dialer_accounts', {
  spaceId: spaceKey(),
  activatedBy: optionalRef('activated_by', () => users.id),
  activatedAt: timestamptz('activated_at').notNull(),
});

export type DialerAccountRow = typeof dialerAccounts.$inferSelect;

/**
 * spec ai-telephony §3 Owned phone number: number, status, country, region, state, SMS support,
 * prices in credits. `carrierId` is the carrier's own id of the number (released through it);
 * `nextChargeAt` is when the monthly job charges "phone monthly" next.
 */
export const dialerPhones = pgTable(
  'dialer_phones',
  {
    ...spaceOwned(),
    /** The member who bought it: incoming calls ring in their browser. */
    userId: optionalRef('user_id', () => users.id),
    number: text('number').notNull(),
    carrierId: text('carrier_id').notNull(),
    category: text('category', { enum: phoneNumberCategories }).notNull(),
    countryCode: text('country_code').notNull(),
    regionId: text('region_id').notNull(),
    regionName: text('region_name').notNull(),
    stateName: text('state_name'),
    isSmsSupported: boolean('is_sms_supported').notNull(),
    monthlyPrice: integer('monthly_price').notNull(),
    installationPrice: integer('installation_price').notNull(),
    numberToRedirect: text('number_to_redirect'),
    status: text('status', { enum: phoneNumberStatuses }).notNull().default('active'),
    /** Why the number is suspended, for the numbers page (a failed monthly charge). */
    notice: text('notice'),
    nextChargeAt: timestamptz('next_charge_at').notNull(),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('dialer_phones_number_unique').on(table.number),
    index('dialer_phones_space_idx').on(table.spaceId, table.createdAt),
    index('dialer_phones_next_charge_idx').on(table.nextChargeAt),
    enumCheck('dialer_phones_category_check', table.category, phoneNumberCategories),
    enumCheck('dialer_phones_status_check', table.status, phoneNumberStatuses),
  ],
);

export type DialerPhoneRow = typeof dialerPhones.$inferSelect;

/** spec ai-telephony §3 Call history entry. */
export const dialerCalls = pgTable(
  'dialer_calls',
  {
    ...spaceOwned(),
    phoneId: optionalRef('phone_id', () => dialerPhones.id),
    userId: optionalRef('user_id', () => users.id),
    credentialId: optionalRef('credential_id', () => credentials.id),
    prospectId: optionalRef('prospect_id', () => prospects.id),
    direction: text('direction', { enum: callDirections }).notNull(),
    result: text('result', { enum: callRowResults }).notNull(),
    /** The dialer's own number, as it was at the time of the call. */
    phoneNumber: text('phone_number').notNull(),
    prospectPhoneNumber: text('prospect_phone_number').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    startDate: timestamptz('start_date').notNull(),
    recordUrl: text('record_url'),
    /** When the callee (or, incoming, the member) answered; null for a call never answered. */
    answeredAt: timestamptz('answered_at'),
    /** When the end was reported (PUT /dialer/calls/{id}); null while in progress. */
    endedAt: timestamptz('ended_at'),
    /** The member's disposition of the call (a short label) and note, for reports and the timeline. */
    disposition: text('disposition'),
    note: text('note'),
    /** Credits charged as `call` for the started minutes (once, when the end is reported). */
    credits: integer('credits').notNull().default(0),
    /** The carrier's id of the call (Twilio's CallSid), for the calls its webhooks report. */
    carrierCallId: text('carrier_call_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('dialer_calls_carrier_call_unique').on(table.carrierCallId),
    index('dialer_calls_space_start_idx').on(table.spaceId, table.startDate),
    index('dialer_calls_phone_start_idx').on(table.phoneId, table.startDate),
    index('dialer_calls_prospect_idx').on(table.spaceId, table.prospectId),
    enumCheck('dialer_calls_direction_check', table.direction, callDirections),
    enumCheck('dialer_calls_result_check', table.result, callRowResults),
  ],
);

export type DialerCallRow = typeof dialerCalls.$inferSelect;

/** Raw bytes (Postgres bytea; PGlite and postgres-js both hand back a Uint8Array/Buffer). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** The audio types a call recording is kept in (what browsers' MediaRecorder and carriers give). */
export const recordingContentTypes = ['audio/webm', 'audio/ogg', 'audio/wav', 'audio/mpeg'] as const;
export type RecordingContentType = (typeof recordingContentTypes)[number];

/**
 * A call's recording (spec ai-telephony §3 Call recording), one per call. The bytes (at most 20 MB)
 * live in the row, as the voicemails' do, so a backup of the database is a backup of the
 * recordings; the history never selects them. `generated`: the sandbox's tone, not a real recording.
 */
export const dialerCallRecordings = pgTable(
  'dialer_call_recordings',
  {
    callId: uuid('call_id')
      .primaryKey()
      .references(() => dialerCalls.id, { onDelete: 'cascade' }),
    spaceId: ownerRef('space_id', () => spaces.id),
    contentType: text('content_type', { enum: recordingContentTypes }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    generated: boolean('generated').notNull().default(false),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('dialer_call_recordings_space_idx').on(table.spaceId, table.createdAt),
    enumCheck('dialer_call_recordings_type_check', table.contentType, recordingContentTypes),
  ],
);

/** GET /dialer/token: each one-time key is exchanged once (kept until it would have expired). */
export const dialerLoginKeys = pgTable(
  'dialer_login_keys',
  {
    ...spaceOwned(),
    userId: optionalRef('user_id', () => users.id),
    key: text('key').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('dialer_login_keys_key_unique').on(table.key),
    index('dialer_login_keys_expires_idx').on(table.expiresAt),
  ],
);

/**
 * POST /profiles/{id}/send_voicemail (spec ai-telephony §9 "up to 3 per 3 days per number"): one
 * row per drop, counted per recipient number.
 */
export const dialerVoicemailDrops = pgTable(
  'dialer_voicemail_drops',
  {
    ...spaceOwned(),
    prospectId: optionalRef('prospect_id', () => prospects.id),
    phoneId: optionalRef('phone_id', () => dialerPhones.id),
    userId: optionalRef('user_id', () => users.id),
    credentialId: optionalRef('credential_id', () => credentials.id),
    audioId: optionalRef('audio_id', () => voicemails.id),
    fromNumber: text('from_number').notNull(),
    toNumber: text('to_number').notNull(),
    note: text('note'),
    credits: integer('credits').notNull(),
    carrierId: text('carrier_id').notNull(),
    /** The campaign step execution that dropped it (a re-run finds it instead of dropping twice). */
    stepExecutionId: optionalRef('step_execution_id', () => stepExecutions.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('dialer_voicemail_drops_to_idx').on(table.spaceId, table.toNumber, table.createdAt),
    uniqueIndex('dialer_voicemail_drops_execution_unique').on(table.stepExecutionId),
  ],
);

export type DialerVoicemailDropRow = typeof dialerVoicemailDrops.$inferSelect;
