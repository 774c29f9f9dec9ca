import type { ApiSchema } from '../contract';

/**
 * The JSON of /api/profiles (outreach §7 My Prospects): the API's own schemas (contract.gen.ts);
 * the names stay for the code that reads them.
 */

/** spec: outreach §4 prospect lifecycle: new, contacted, connected, got reply, lead, customer. */
export const prospectLifecycles = ['new', 'contacted', 'connected', 'got_reply', 'lead', 'customer'] as const;
export type ProspectLifecycle = (typeof prospectLifecycles)[number];

export type ProspectLabelJson = ApiSchema<'ProspectLabel'>;
export type ProspectJson = ApiSchema<'Prospect'>;
export type ProspectPage = ApiSchema<'ProspectPage'>;
export type NoteJson = ApiSchema<'ProspectNote'>;
export type ProspectCampaignJson = ApiSchema<'ProspectCampaign'>;
export type ProspectMessageJson = ApiSchema<'ProspectMessage'>;
export type ProspectDetailJson = ApiSchema<'ProspectDetail'>;
