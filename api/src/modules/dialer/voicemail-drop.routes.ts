/**
 * POST /profiles/{id}/send_voicemail (spec ai-telephony §7 Voicemail), declared apart from the
 * prospects' routes because it stands on the dialer (its numbers, the carrier, the credits); the
 * handler is in voicemail-drop.handlers.ts.
 */
import { billingMessages } from '@outreach/core/billing';
import { failure, idParams, jsonBody, success } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import { sendVoicemailInput, sendVoicemailQuery, VoicemailDropSchema } from './voicemail-drop.schema';
import { voicemailDropMessages } from './voicemail-drop.service';

const tags = ['Voicemails'] as const;

/** Voicemail drops are the plan feature `voicemail` (spec ai-telephony §3 feature flags). */
const voicemailRoute = featureRoute('voicemail', 'growth');

export const sendVoicemail = voicemailRoute({
  operationId: 'sendVoicemail',
  method: 'post',
  path: '/{id}/send_voicemail',
  tags,
  summary: "Drop a recorded voicemail on a prospect's US or Canadian phone, 8:00 to 21:00 their time",
  request: { params: idParams, query: sendVoicemailQuery, body: jsonBody(sendVoicemailInput) },
  responses: {
    201: success(VoicemailDropSchema, 'The drop, sent'),
    400: failure(
      [
        voicemailDropMessages.termsDeclined,
        voicemailDropMessages.usCanadaOnly,
        voicemailDropMessages.outsideHours,
        `phone_number: ${voicemailDropMessages.wrongFormat}`,
      ].join('; '),
    ),
    402: failure(`${billingMessages.notEnoughCredits}; ${billingMessages.contactSalesCredits}`),
    404: failure(`${voicemailDropMessages.prospectNotFound}; ${voicemailDropMessages.voicemailNotFound}`),
    409: failure(voicemailDropMessages.noNumber),
    429: failure(voicemailDropMessages.tooMany),
  },
});
