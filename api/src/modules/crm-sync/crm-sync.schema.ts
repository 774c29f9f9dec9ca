import { z } from '@hono/zod-openapi';
import { crmConnectionStatuses, type ExternalCrmPlatform } from '../../db/schema/crm-connections';
import { dateTime } from '../../openapi/json-fields';

/** How the product names each CRM in messages. */
export const platformLabels: Record<ExternalCrmPlatform, string> = {
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
};

/** Messages the client shows verbatim. */
export const crmSyncMessages = {
  tokenRefused: (platform: ExternalCrmPlatform) => `The token was refused by ${platformLabels[platform]}`,
  notConnected: (platform: ExternalCrmPlatform) =>
    `${platformLabels[platform]} is not connected: connect it first`,
  // platform spec §8 notices: "expired CRM token".
  expired: (platform: ExternalCrmPlatform) =>
    `Your ${platformLabels[platform]} token has expired: reconnect ${platformLabels[platform]}`,
  unreachable: (platform: ExternalCrmPlatform) =>
    `${platformLabels[platform]} did not answer: try again later`,
  oauthNotConfigured: (platform: ExternalCrmPlatform) =>
    `Connecting with ${platformLabels[platform]} sign-in is not set up here: use a token`,
  oauthFailed: (platform: ExternalCrmPlatform) => `${platformLabels[platform]} did not accept the sign-in`,
  oauthStateRefused: (platform: ExternalCrmPlatform) =>
    `This ${platformLabels[platform]} sign-in is not valid or has expired: connect ${platformLabels[platform]} again`,
  tokenRequired: 'token: Fill this field',
  profilesRequired: 'profile_ids: Choose at least one prospect',
  dealNotFound: 'Deal not found',
} as const;

/** At most this many prospects per push call and per sync (the rest waits for the next sync). */
export const maxPushBatch = 200;

export const loginInput = z.object(
  {
    token: z
      .string({ error: 'Fill this field' })
      .trim()
      .min(1, 'Fill this field')
      .max(500, 'message can not be longer than 500')
      .openapi({ description: 'A HubSpot private-app access token, or a Pipedrive API token' }),
  },
  { error: 'Body must be a JSON object' },
);

export const pushInput = z.object(
  {
    profile_ids: z
      .array(z.string().uuid('Prospect not found'), { error: 'Choose at least one prospect' })
      .min(1, 'Choose at least one prospect')
      .max(maxPushBatch, `At most ${maxPushBatch} prospects at a time`),
    /** Also make a deal for each pushed prospect, in this stage (of the first pipeline when left out). */
    create_deal: z.boolean().optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type PushInput = z.infer<typeof pushInput>;

const remoteId = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);
const amount = z
  .number({ error: 'Amount must be a number, 0 or more' })
  .min(0, 'Amount must be a number, 0 or more');

export const remoteDealInput = z.object(
  {
    name: z
      .string({ error: 'Fill this field' })
      .trim()
      .min(1, 'Fill this field')
      .max(200, 'message can not be longer than 200'),
    pipeline: remoteId('Pipeline not found'),
    crm_stage: remoteId('Stage not found'),
    amount: amount.nullable().optional(),
    currency: z.string().trim().length(3, 'Choose a currency from the list').optional(),
    crm_owner: remoteId('Owner not found').nullable().optional(),
    status: z.enum(['open', 'won', 'lost'], { error: 'Status must be one of open, won, lost' }).optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type RemoteDealBody = z.infer<typeof remoteDealInput>;

export const remoteDealUpdate = remoteDealInput.partial();
export type RemoteDealUpdateBody = z.infer<typeof remoteDealUpdate>;

/** PATCH deals/{id}/update: the board moves a card to `crm_stage` (the service keeps its own order). */
export const remoteDealMove = z.object(
  {
    crm_stage: remoteId('Stage not found'),
    new_position: z.number().int().min(0).optional(),
  },
  { error: 'Body must be a JSON object' },
);

export const remoteStagesQuery = z.object({
  pipeline_id: z
    .string()
    .max(100)
    .optional()
    .openapi({ description: 'The pipeline; the first when left out' }),
});

export const oauthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
});

// ---------------------------------------------------------------- answers

export const CrmSyncInfoSchema = z
  .object({
    platform: z.enum(['hubspot', 'pipedrive']),
    connected: z
      .boolean()
      .openapi({ description: 'A connection exists and its token works as far as we know' }),
    status: z.enum([...crmConnectionStatuses, 'none']).openapi({ description: 'none: never connected' }),
    auth_kind: z.enum(['oauth', 'token']).nullable(),
    account: z
      .object({ id: z.string(), name: z.string(), user_email: z.string().nullable(), currency: z.string() })
      .nullable(),
    last_synced_at: dateTime.nullable(),
    last_error: z.string().nullable(),
    oauth_available: z.boolean().openapi({ description: 'The server has an OAuth app for this CRM' }),
  })
  .openapi('CrmSyncInfo');
export type CrmSyncInfoJson = z.infer<typeof CrmSyncInfoSchema>;

export const CrmLoginStartSchema = z
  .object({
    oauth_url: z
      .string()
      .nullable()
      .openapi({ description: 'Where to send the browser; null: connect with a token' }),
  })
  .openapi('CrmLoginStart');

export const RemoteOwnerSchema = z
  .object({ _id: z.string(), name: z.string(), email: z.string() })
  .openapi('CrmRemoteOwner');
export const RemoteCurrencySchema = z
  .object({ code: z.string(), name: z.string() })
  .openapi('CrmRemoteCurrency');
export const RemotePipelineSchema = z
  .object({ _id: z.string(), name: z.string(), position: z.number().int() })
  .openapi('CrmRemotePipeline');

export const RemoteDealSchema = z
  .object({
    _id: z.string(),
    platform: z.enum(['hubspot', 'pipedrive']),
    name: z.string(),
    pipeline: z.string(),
    crm_stage: z.string(),
    amount: z.number().nullable(),
    currency: z.string().nullable(),
    crm_owner: z.object({ _id: z.string(), name: z.string() }).nullable(),
    probability: z.number().int().nullable(),
    position: z.number().int(),
    status: z.enum(['open', 'won', 'lost']),
  })
  .openapi('CrmRemoteDeal');
export type RemoteDealJson = z.infer<typeof RemoteDealSchema>;

export const RemoteStageSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    pipeline_id: z.string(),
    order: z.number().int(),
    probability: z.number().int().nullable(),
    data: z.object({ order: z.number().int() }),
    crm_deals: z.array(RemoteDealSchema),
  })
  .openapi('CrmRemoteStage');
export type RemoteStageJson = z.infer<typeof RemoteStageSchema>;

export const CrmSyncResultSchema = z
  .object({
    pushed_contacts: z
      .number()
      .int()
      .openapi({ description: 'Prospects whose contact was created or updated' }),
    skipped_without_email: z.number().int(),
    processed_pushes: z
      .number()
      .int()
      .openapi({ description: '"Push to CRM" steps that were waiting for this CRM' }),
    deals_created: z.number().int(),
    last_synced_at: dateTime.nullable(),
  })
  .openapi('CrmSyncResult');
export type CrmSyncResultJson = z.infer<typeof CrmSyncResultSchema>;
