import { z } from 'zod';
import { offsetPaging } from '../../paging';
import { prospectLifecycles } from '../../db/schema';
import { isEmail, urlPattern } from './prospect-keys';

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

const blankAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** spec: outreach §5 generic: "message can not be longer than {count}"; no leading or trailing space. */
const text = (max = maxFieldLength) =>
  z.string({ error: 'Must be text' }).trim().max(max, `message can not be longer than ${max}`);

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
    text: z
      .string({ error: 'Fill this field' })
      .trim()
      .min(1, 'Fill this field')
      .max(maxNoteLength, `message can not be longer than ${maxNoteLength}`),
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

export type {
  NoteJson,
  ProspectCampaignJson,
  ProspectDetailJson,
  ProspectJson,
  ProspectLabelJson,
  ProspectMessageJson,
  ProspectPage,
} from '@outreach/sdk/outreach';
