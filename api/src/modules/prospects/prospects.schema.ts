import { z } from '@hono/zod-openapi';
import {
  campaignProspectStates,
  dialogChannels,
  enrichmentStates,
  labelTypes,
  pauseReasons,
  prospectLifecycles,
  workflowStatuses,
} from '../../db/schema';
import { offsetPaging } from '../../paging';
import { isEmail, urlPattern } from './prospect-keys';
import { blankAsUnset } from '../../paging';
import { dateTime, offsetPageOf } from '../../openapi/json-fields';
import { boundedText, filledText } from '../../openapi/text-rules';
import { CallSummarySchema, SmsSummarySchema } from '../inbox';

export const prospectsPageSize = 25;
export const maxProspectsPageSize = 100;
export const maxNoteLength = 5000;
const maxFieldLength = 300;
const maxCustomFields = 50;

export const prospectMessages = {
  notFound: 'Prospect not found',
  noteNotFound: 'Note not found',
  // spec: outreach §5 "Email already added".
  emailTaken: 'Email already added',
  profileTaken: 'Profile already added',
  needContact: 'Add an email or a profile URL',
  // spec: outreach §4 lifecycle only moves forward; a customer is not turned back into a lead by mistake.
  lifecycleBackwards: 'The prospect is already a customer',
} as const;

/** spec: outreach §5 generic: "message can not be longer than {count}"; no leading or trailing space. */
const text = (max = maxFieldLength) => boundedText(max, 'Must be text');

const optionalText = (max = maxFieldLength) => text(max).nullable().optional();

const email = z
  .string({ error: 'Invalid email' })
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || isEmail(value), 'Invalid email')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const url = z
  .string({ error: 'This field should be a valid URL' })
  .trim()
  .refine((value) => value === '' || urlPattern.test(value), 'This field should be a valid URL')
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

const customFields = z
  .record(
    z.string().trim().min(1, 'Fill this field').max(60, 'message can not be longer than 60'),
    z.string({ error: 'Custom field values must be text' }).max(1000, 'message can not be longer than 1000'),
  )
  .refine(
    (value) => Object.keys(value).length <= maxCustomFields,
    `At most ${maxCustomFields} custom fields`,
  );

const editableFields = {
  first_name: optionalText(),
  last_name: optionalText(),
  position: optionalText(),
  location: optionalText(),
  industry: optionalText(),
  company_name: optionalText(),
  company_domain: optionalText(),
  personal_email: email,
  work_email: email,
  phone: optionalText(40),
  twitter: optionalText(),
  website: url,
  custom_fields: customFields.optional(),
};

export const createProspectInput = z.object(
  { ...editableFields, profile_url: url },
  { error: 'Body must be a JSON object' },
);
export type CreateProspectInput = z.infer<typeof createProspectInput>;

export const updateProspectInput = z.object(
  {
    ...editableFields,
    profile_url: url,
    // spec: outreach §3 "status (lead, customer)": the two a person sets by hand.
    status: z.enum(['lead', 'customer'], { error: 'Status must be lead or customer' }).optional(),
  },
  { error: 'Body must be a JSON object' },
);
export type UpdateProspectInput = z.infer<typeof updateProspectInput>;

export const noteInput = z.object(
  {
    text: filledText(maxNoteLength),
  },
  { error: 'Body must be a JSON object' },
);

const idList = (field: string) =>
  z.preprocess(
    blankAsUnset,
    z
      .string()
      .optional()
      .transform((value) =>
        value
          ? value
              .split(',')
              .map((id) => id.trim())
              .filter(Boolean)
          : [],
      )
      .refine((ids) => ids.length <= 50, `${field}: at most 50 values`),
  );

const date = (field: string) =>
  z.preprocess(blankAsUnset, z.coerce.date({ error: `${field} must be a date` }).optional());

export const prospectSorts = ['created_at', 'name', 'company', 'lifecycle'] as const;

/** GET /profiles filters (outreach §2 My Prospects). */
export const listProspectsQuery = z.object({
  ...offsetPaging(prospectsPageSize, maxProspectsPageSize),
  query: z.preprocess(
    blankAsUnset,
    z.string().trim().max(200, 'message can not be longer than 200').optional(),
  ),
  status: z.preprocess(
    blankAsUnset,
    z
      .string()
      .optional()
      .transform((value) => (value ? value.split(',').map((s) => s.trim()) : []))
      .pipe(
        z.array(
          z.enum(prospectLifecycles, { error: `status must be among ${prospectLifecycles.join(', ')}` }),
        ),
      ),
  ),
  label_ids: idList('label_ids'),
  workflow_id: z.preprocess(blankAsUnset, z.string().optional()),
  has_email: z.preprocess(
    blankAsUnset,
    z.enum(['true', 'false'], { error: 'has_email must be true or false' }).optional(),
  ),
  created_from: date('created_from'),
  created_to: date('created_to'),
  sort: z.preprocess(
    blankAsUnset,
    z.enum(prospectSorts, { error: `sort must be one of ${prospectSorts.join(', ')}` }).default('created_at'),
  ),
  order: z.preprocess(
    blankAsUnset,
    z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  ),
});
export type ListProspectsQuery = z.infer<typeof listProspectsQuery>;

/**
 * A text the SDK types as `string` whose values the reference lists: the generated
 * client gets the enum, the campaigns remote keeps reading the SDK's type unchanged.
 */
const oneOfText = (values: readonly string[]) => z.string().openapi({ enum: [...values] });
const oneOfTextOrNull = (values: readonly string[]) =>
  z
    .string()
    .nullable()
    .openapi({ enum: [...values, null] });

/** A label on a prospect, as much as the prospect lists show. */
export const ProspectLabelSchema = z
  .object({
    _id: z.string(),
    name: z.string().openapi({ example: 'interested' }),
    color: z.string().openapi({ example: '#47e671' }),
    type: oneOfText(labelTypes),
  })
  .openapi('ProspectLabel');
export type ProspectLabelJson = z.infer<typeof ProspectLabelSchema>;

/** A prospect as the API answers it (outreach §3 Prospect); the one description of it. */
export const ProspectSchema = z
  .object({
    _id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string().openapi({ example: 'Ada Lovelace' }),
    profile_url: z.string().nullable(),
    position: z.string().nullable(),
    location: z.string().nullable(),
    industry: z.string().nullable(),
    company_name: z.string().nullable(),
    company_domain: z.string().nullable(),
    personal_email: z.string().nullable(),
    work_email: z.string().nullable(),
    enriched_email: z.string().nullable(),
    phone: z.string().nullable(),
    twitter: z.string().nullable(),
    website: z.string().nullable(),
    custom_fields: z.record(z.string(), z.string()).openapi({ example: { custom1: 'analytical' } }),
    lifecycle: z.enum(prospectLifecycles),
    enrichment: oneOfTextOrNull(enrichmentStates),
    source: z
      .string()
      .openapi({ description: 'How the prospect came in (api, csv, search, ...)', example: 'api' }),
    labels: z.array(ProspectLabelSchema),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .openapi('Prospect');
export type ProspectJson = z.infer<typeof ProspectSchema>;

export const ProspectPageSchema = offsetPageOf(ProspectSchema).openapi('ProspectPage');
export type ProspectPage = z.infer<typeof ProspectPageSchema>;

export const ProspectNoteSchema = z
  .object({
    _id: z.string(),
    text: z.string().openapi({ example: 'Call back after the demo' }),
    author_id: z.string().nullable().openapi({ description: 'The member who wrote it; null once they left' }),
    created_at: dateTime,
  })
  .openapi('ProspectNote');
export type NoteJson = z.infer<typeof ProspectNoteSchema>;

/** A campaign the prospect is in, with their state there and the step that comes next. */
export const ProspectCampaignSchema = z
  .object({
    workflow_id: z.string(),
    name: z.string(),
    status: oneOfText(workflowStatuses),
    state: oneOfText(campaignProspectStates),
    pause_reason: oneOfTextOrNull(pauseReasons),
    wait_reason: z.string().nullable(),
    next_step: z.object({ key: z.string(), kind: z.string(), number: z.number().int() }).nullable(),
    next_step_at: dateTime.nullable(),
  })
  .openapi('ProspectCampaign');
export type ProspectCampaignJson = z.infer<typeof ProspectCampaignSchema>;

/** A message of the prospect's dialogs (the last 200, oldest first). */
export const ProspectMessageSchema = z
  .object({
    _id: z.string(),
    dialog_id: z.string(),
    direction: z.enum(['in', 'out']),
    channel: oneOfText(dialogChannels),
    kind: z.string().openapi({ example: 'message' }),
    subject: z.string().nullable(),
    text: z.string(),
    sent_at: dateTime,
    /** A call entry's call (channel `call`), as the inbox thread shows it; null for any other. */
    call: CallSummarySchema.nullable(),
    /** A text's numbers (channel `sms`); null for any other. */
    sms: SmsSummarySchema.nullable(),
  })
  .openapi('ProspectMessage');
export type ProspectMessageJson = z.infer<typeof ProspectMessageSchema>;

/** A prospect with their notes (newest first), campaigns and dialog messages. */
export const ProspectDetailSchema = ProspectSchema.extend({
  notes: z.array(ProspectNoteSchema),
  campaigns: z.array(ProspectCampaignSchema),
  messages: z.array(ProspectMessageSchema),
}).openapi('ProspectDetail');
export type ProspectDetailJson = z.infer<typeof ProspectDetailSchema>;
