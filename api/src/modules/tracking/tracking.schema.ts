import { z } from '@hono/zod-openapi';
import { urlError } from '@outreach/core/outreach';
import { trackingDomainStatuses } from '../../db/schema';
import { strictObject } from '../../strict-object';
import { dateTime } from '../../openapi/json-fields';

export const trackingMessages = {
  invalidHost: 'This field should be a valid URL',
  hostTaken: 'This domain is already added',
  notFound: 'Tracking domain not found',
  defaultConflict: 'Another domain was made the default at the same time, please try again',
} as const;

/** What set_for_all applies to (outreach §7 `target_type`). */
export const trackingTargetTypes = ['link_tracking', 'video_scenario'] as const;
export type TrackingTargetType = (typeof trackingTargetTypes)[number];

/**
 * A tracking host: the spec's URL rule (outreach §5: domain with a 2 to 8
 * letter top-level domain), as a bare host. A pasted `https://track.acme.com/`
 * is taken as `track.acme.com`; a path, port or query is refused.
 */
const host = z
  .string({ error: 'Fill this field' })
  .min(1, 'Fill this field')
  .max(253, 'message can not be longer than 253')
  .refine((value) => value.trim() === value, { error: 'Remove leading and trailing spaces' })
  .transform((value) =>
    value
      .replace(/^https?:\/\//i, '')
      .replace(/\/$/, '')
      .toLowerCase(),
  )
  .refine((value) => /^[a-z0-9.-]+$/.test(value) && urlError(value) === null, {
    error: trackingMessages.invalidHost,
  });

const flag = (field: string) => z.boolean({ error: `${field} must be true or false` });

export const createDomainInput = z.object({
  host,
  is_default_for_link_tracking: flag('is_default_for_link_tracking').default(false),
  is_default_for_video_scenario: flag('is_default_for_video_scenario').default(false),
});
export type CreateDomainInput = z.output<typeof createDomainInput>;

export const updateDomainInput = z.object({
  host: host.optional(),
  is_default_for_link_tracking: flag('is_default_for_link_tracking').optional(),
  is_default_for_video_scenario: flag('is_default_for_video_scenario').optional(),
});
export type UpdateDomainInput = z.output<typeof updateDomainInput>;

/** POST /tracking/custom_domains/{id}/set_for_all: outreach §7 gives the whole body, {target_type}. */
export const setForAllInput = strictObject({
  target_type: z.enum(trackingTargetTypes, {
    error: `target_type must be ${trackingTargetTypes.join(' or ')}`,
  }),
});

/** A tracking domain as the API answers it (outreach §7 Tracking domains); the one description of it. */
export const TrackingDomainSchema = z
  .object({
    _id: z.string(),
    type: z
      .string()
      .openapi({ description: 'How the domain is connected; only `cname` exists', example: 'cname' }),
    host: z.string().openapi({ example: 'links.acme.com' }),
    value: z
      .string()
      .openapi({ description: 'The CNAME target to create for `host`', example: 'track.example.com' }),
    is_default_for_link_tracking: z.boolean(),
    is_default_for_video_scenario: z.boolean(),
    video_usage_counter: z.number().int(),
    workflow_usage_counter: z.number().int(),
    status: z.enum(trackingDomainStatuses),
    verified_at: dateTime.nullable(),
    created_at: dateTime,
  })
  .openapi('TrackingDomain');
export type TrackingDomainJson = z.infer<typeof TrackingDomainSchema>;

/** The domain after its DNS check, with what the check found in words. */
export const TrackingDomainVerifySchema = TrackingDomainSchema.extend({
  message: z.string().openapi({ example: 'links.acme.com points to track.example.com' }),
}).openapi('TrackingDomainVerifyResult');
export type VerifyResultJson = z.infer<typeof TrackingDomainVerifySchema>;

/** A deleted domain, and how many campaigns used it (they fall back to the default). */
export const DeletedTrackingDomainSchema = z
  .object({ _id: z.string(), unset_workflows: z.number().int() })
  .openapi('DeletedTrackingDomain');
