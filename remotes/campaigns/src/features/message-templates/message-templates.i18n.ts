import { registerTranslations } from '@outreach/sdk';
import { messageTemplatesStrings } from './message-templates.strings';

/** Imported for its effect by every component of this namespace. */
export const MESSAGE_TEMPLATES_NS = 'campaigns-message-templates';
registerTranslations(MESSAGE_TEMPLATES_NS, messageTemplatesStrings);
