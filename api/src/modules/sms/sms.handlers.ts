import { AppError } from '../../errors';
import { createRouter, okBody } from '../../openapi/contract';
import { bindOperations, guardEach, type Handlers } from '../../openapi/operations';
import { authenticate } from '../../platform/authenticate';
import type { AppDependencies } from '../../platform/context';
import { requireFeature } from '../../platform/entitlements';
import { requireSpace } from '../../platform/space-access';
import { creditsSpent } from '../credits';
import { visibleCredentialId } from '../signatures';
import * as routes from './sms.routes';
import {
  applySmsEvent,
  listOptOuts,
  listSmsNumbers,
  type SmsEventDeps,
  type SmsSettings,
  sendSms,
} from './sms.service';

/** The engine's dependencies from the app's (a reply pauses campaigns through the engine). */
export function smsEventDeps(deps: AppDependencies): SmsEventDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    realtime: deps.realtime,
    events: deps.events,
    publicUrl: deps.linkOrigin(),
  };
}

export function smsHandlers(deps: AppDependencies, settings: SmsSettings): Handlers<typeof routes> {
  return {
    sendSmsMessage: async (c) => {
      const body = c.req.valid('json');
      const scope = c.get('scope');
      const user = c.get('user');
      const credentialId = body.credentials_id
        ? await visibleCredentialId(deps.db, scope.spaceId, user, body.credentials_id, c.get('access'))
        : null;
      const sent = await sendSms(scope, settings, {
        prospectId: body.prospect_id,
        text: body.text,
        phoneId: body.phone_id,
        dialogId: body.dialog_id,
        credentialId,
        userId: user.id,
      });
      if (sent.balance !== null) await creditsSpent(deps, scope.spaceId, sent.balance);
      return c.json(okBody(sent), 201);
    },
    listSmsNumbers: async (c) => {
      const numbers = await listSmsNumbers(c.get('scope'), settings, c.get('user').id);
      return c.json(
        okBody({ numbers, price: settings.price, sandbox: settings.messaging.mode === 'sandbox' }),
        200,
      );
    },
    listSmsOptOuts: async (c) => {
      const { prospect_id } = c.req.valid('query');
      return c.json(okBody({ items: await listOptOuts(c.get('scope'), prospect_id) }), 200);
    },
    receiveTwilioSms: async (c) => {
      const { parseWebhook } = settings.messaging;
      if (!parseWebhook) throw new AppError(404, 'SMS goes through the sandbox carrier: there is no webhook');
      const form = await c.req.parseBody();
      const params = Object.fromEntries(
        Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      // Twilio signs the URL it was given: ours as the public URL says, with the query as sent.
      const url = `${deps.linkOrigin()}${new URL(c.req.url).pathname}${new URL(c.req.url).search}`;
      const event = parseWebhook({ url, signature: c.req.header('x-twilio-signature'), params });
      const received = event ? await applySmsEvent(smsEventDeps(deps), event) : false;
      return c.json(okBody({ received }), 200);
    },
  };
}

/** /sms: the workspace's routes behind the session, the space and the plan feature sms; Twilio's webhook public. */
export function smsRoutes(deps: AppDependencies, settings: SmsSettings) {
  const { receiveTwilioSms, ...workspace } = routes;
  const guardedRoutes = {
    receiveTwilioSms,
    ...guardEach(workspace, authenticate(deps), requireSpace(deps), requireFeature(deps, 'sms')),
  };
  return bindOperations(createRouter(), guardedRoutes, smsHandlers(deps, settings));
}
