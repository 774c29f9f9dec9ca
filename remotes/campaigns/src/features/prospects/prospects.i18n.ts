import { registerTranslations } from '@outreach/sdk';
import { prospectsStrings } from './prospects.strings';

/** Imported for its effect by every page and component of this namespace. */
export const PROSPECTS_NS = 'campaigns-prospects';
registerTranslations(PROSPECTS_NS, prospectsStrings);
