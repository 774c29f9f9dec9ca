import { AppError } from '../../errors';
import { okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { createRouter } from '../../openapi/contract';
import { authenticate } from '../../platform/authenticate';
import type { AppDependencies } from '../../platform/context';
import { requireFeature } from '../../platform/entitlements';
import { requireSpace } from '../../platform/space-access';
import type { Voice } from '../../providers/voice/create-voice';
import { creditsSpent } from '../credits';
import { visibleCredentialId } from '../signatures';
import * as routes from './voicemail-drop.routes';
import { sendVoicemailDrop, voicemailDropMessages } from './voicemail-drop.service';

export function voicemailDropHandlers(deps: AppDependencies, voice: Voice): Handlers<typeof routes> {
  return {
    sendVoicemail: async (c) => {
      const query = c.req.valid('query');
      // spec ai-telephony §5 "Voicemail terms of service must be agreed before upload or send".
      if (String(query.agreed_to_terms ?? '').toLowerCase() !== 'true')
        throw new AppError(400, voicemailDropMessages.termsDeclined);
      const scope = c.get('scope');
      const user = c.get('user');
      const credentialId = query.credentials_id
        ? await visibleCredentialId(deps.db, scope.spaceId, user, query.credentials_id, c.get('access'))
        : null;
      const body = c.req.valid('json');
      const drop = await sendVoicemailDrop(scope, voice.carrier, {
        prospectId: c.req.valid('param').id,
        phoneNumber: body.phone_number,
        audioId: body.audio_id,
        note: body.note,
        credentialId,
        userId: user.id,
      });
      await creditsSpent(deps, scope.spaceId, drop.balance);
      return c.json(okBody(drop), 201);
    },
  };
}

/**
 * POST /profiles/{id}/send_voicemail, mounted at /profiles beside the prospects' router: the
 * checks run per route (guardEach), so they never reach the prospects' other routes.
 */
export function voicemailDropRoutes(deps: AppDependencies, voice: Voice) {
  const guardedRoutes = guardEach(
    routes,
    authenticate(deps),
    requireSpace(deps),
    requireFeature(deps, 'voicemail'),
  );
  return bindOperations(createRouter(), guardedRoutes, voicemailDropHandlers(deps, voice));
}
