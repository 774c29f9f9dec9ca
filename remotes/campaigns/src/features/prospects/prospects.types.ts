/** The JSON of /api/profiles, as the API defines it (`@outreach/sdk/outreach` prospect.types). */
import type {
  NoteJson,
  ProspectCampaignJson,
  ProspectDetailJson,
  ProspectJson,
  ProspectLabelJson,
  ProspectLifecycle,
  ProspectMessageJson,
  ProspectPage as ProspectPageJson,
} from '@outreach/sdk/outreach';

export { prospectLifecycles as lifecycles } from '@outreach/sdk/outreach';
export type Lifecycle = ProspectLifecycle;
export type LabelRef = ProspectLabelJson;
export type Prospect = ProspectJson;
export type ProspectPage = ProspectPageJson;
export type Note = NoteJson;
export type ProspectCampaign = ProspectCampaignJson;
export type ProspectMessage = ProspectMessageJson;
export type ProspectDetail = ProspectDetailJson;

export const PROSPECTS_PAGE_SIZE = 25;
