/** The handlers of incoming.routes.ts, bound on the /dialer router by dialerRoutes. */
import { okBody } from '../../openapi/contract';
import type { Handlers } from '../../openapi/operations';
import type { AppDependencies } from '../../platform/context';
import type { Voice } from '../../providers/voice/create-voice';
import * as routes from './incoming.routes';
import { answerIncoming, simulateIncoming } from './incoming.service';

export { routes as incomingRoutes };

export function incomingHandlers(deps: AppDependencies, voice: Voice): Handlers<typeof routes> {
  return {
    simulateIncomingDialerCall: async (c) => {
      const caller = { userId: c.get('user').id, access: c.get('access') };
      const result = await simulateIncoming(
        c.get('scope'),
        voice,
        deps.realtime,
        caller,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(okBody(result), 200);
    },
    answerIncomingDialerCall: async (c) => {
      const caller = { userId: c.get('user').id, access: c.get('access') };
      return c.json(okBody(await answerIncoming(c.get('scope'), caller, c.req.valid('param').id)), 200);
    },
  };
}
