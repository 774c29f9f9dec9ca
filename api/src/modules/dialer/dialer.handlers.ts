import { randomUUID } from 'node:crypto';
import type { AppDependencies } from '../../platform/context';
import { okBody } from '../../openapi/contract';
import { bindOperations, type Handlers } from '../../openapi/operations';
import { workspaceRouter } from '../../openapi/route-kinds';
import { requireFeature } from '../../platform/entitlements';
import { AppError } from '../../errors';
import type { Voice } from '../../providers/voice/create-voice';
import { creditBalance, creditsSpent, notEnoughCreditsMessage } from '../credits';
import { callLogHandlers, callLogRoutes } from './call-log.handlers';
import { listCalls, listPhoneCalls } from './dialer-calls.service';
import { exchangeLoginKey } from './dialer-token';
import { incomingHandlers, incomingRoutes } from './incoming.handlers';
import * as routes from './dialer.routes';
import { dialerMessages } from './dialer.schema';
import {
  activateDialer,
  buyPhones,
  listCountries,
  listPhones,
  listRegions,
  listStates,
  releasePhone,
  updatePhone,
} from './dialer.service';
import { countryOfNumber, toE164 } from './phone-numbers';
import { canadianAreaCodes } from './recipient-time';

/** The handlers of /dialer, one per declaration of dialer.routes.ts, under its operationId. */
export function dialerHandlers(deps: AppDependencies, voice: Voice): Handlers<typeof routes> {
  const { carrier } = voice;
  return {
    activateDialer: async (c) => {
      const at = await activateDialer(c.get('scope'), c.get('user').id);
      return c.json(okBody({ has_dialer: true as const, activated_at: at.toISOString() }), 200);
    },
    getDialerToken: async (c) => {
      const key = c.req.valid('query').one_time_key;
      return c.json(okBody(await exchangeLoginKey(c.get('scope'), voice, c.get('user'), key)), 200);
    },
    listDialerPhones: async (c) => c.json(okBody(await listPhones(c.get('scope'), carrier)), 200),
    listDialerPhoneCalls: async (c) => {
      const viewer = { userId: c.get('user').id, access: c.get('access') };
      const page = await listPhoneCalls(
        c.get('scope'),
        viewer,
        c.req.valid('param').id,
        c.req.valid('query'),
      );
      return c.json(okBody(page), 200);
    },
    validateDialerNumber: async (c) => {
      // spec ai-telephony §5 "A balance and number check runs before the call".
      const number = toE164(c.req.valid('query').phone_number);
      if (!number) throw new AppError(400, dialerMessages.wrongFormat);
      const space = c.get('space');
      const balance = await creditBalance(deps.db, space.id);
      const price = carrier.pricing().callMinute;
      if (balance < price)
        throw new AppError(402, notEnoughCreditsMessage(space.isBillingEnabled, space.subscriptionMode));
      return c.json(
        okBody({
          phone_number: number,
          country_code: countryOfNumber(number, canadianAreaCodes),
          balance,
          call_minute_price: price,
        }),
        200,
      );
    },
    listDialerCountries: async (c) => c.json(okBody(await listCountries(carrier)), 200),
    listDialerStates: async (c) => {
      const { country_code, category } = c.req.valid('query');
      return c.json(okBody(await listStates(carrier, country_code, category)), 200);
    },
    listDialerRegions: async (c) => c.json(okBody(await listRegions(carrier, c.req.valid('query'))), 200),
    buyDialerPhones: async (c) => {
      const scope = c.get('scope');
      const result = await buyPhones(
        { scope, carrier, userId: c.get('user').id, reference: randomUUID() },
        c.req.valid('json'),
      );
      await creditsSpent(deps, scope.spaceId, result.balance);
      return c.json(okBody(result), 201);
    },
    updateDialerPhone: async (c) => {
      const who = { userId: c.get('user').id, access: c.get('access') };
      const phone = await updatePhone(
        c.get('scope'),
        carrier,
        who,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(okBody(phone), 200);
    },
    releaseDialerPhone: async (c) => {
      const who = { userId: c.get('user').id, access: c.get('access') };
      return c.json(okBody(await releasePhone(c.get('scope'), carrier, who, c.req.valid('param').id)), 200);
    },
    listDialerCalls: async (c) => {
      const viewer = { userId: c.get('user').id, access: c.get('access') };
      return c.json(okBody(await listCalls(c.get('scope'), viewer, c.req.valid('query'))), 200);
    },
  };
}

/**
 * /dialer (spec ai-telephony §7): every route behind the workspace checks and the plan feature
 * `calling` (spec §6).
 */
export function dialerRoutes(deps: AppDependencies, voice: Voice) {
  const router = workspaceRouter(deps, requireFeature(deps, 'calling'));
  bindOperations(router, callLogRoutes, callLogHandlers(deps, voice));
  bindOperations(router, incomingRoutes, incomingHandlers(deps, voice));
  return bindOperations(router, routes, dialerHandlers(deps, voice));
}
