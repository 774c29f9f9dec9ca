/** The JSON of /api/profiles, named from the contract (ApiSchema). */
import type { ApiSchema } from '@outreach/core/contract';

export { prospectLifecycles as lifecycles } from '@outreach/core/outreach';
export type Lifecycle = Prospect['lifecycle'];
export type LabelRef = ApiSchema<'ProspectLabel'>;
export type Prospect = ApiSchema<'Prospect'>;
export type Note = ApiSchema<'ProspectNote'>;
export type ProspectCampaign = ApiSchema<'ProspectCampaign'>;
export type ProspectMessage = ApiSchema<'ProspectMessage'>;
export type ProspectDetail = ApiSchema<'ProspectDetail'>;

export const PROSPECTS_PAGE_SIZE = 25;
