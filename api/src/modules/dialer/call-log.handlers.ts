import { okBody } from '../../openapi/contract';
import type { Handlers } from '../../openapi/operations';
import type { AppDependencies } from '../../platform/context';
import type { Voice } from '../../providers/voice/create-voice';
import { creditsSpent, notEnoughCreditsMessage } from '../credits';
import * as routes from './call-log.routes';
import { endCall, readRecording, recordIncomingCall, saveRecording, startCall } from './call-log.service';

export { routes as callLogRoutes };

const extensions = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
} as const;

/** The handlers of the call log (call-log.routes.ts), bound on the /dialer router by dialerRoutes. */
export function callLogHandlers(deps: AppDependencies, voice: Voice): Handlers<typeof routes> {
  return {
    startDialerCall: async (c) => {
      const space = c.get('space');
      const caller = { userId: c.get('user').id, access: c.get('access') };
      const call = await startCall(c.get('scope'), voice, caller, c.req.valid('json'), () =>
        notEnoughCreditsMessage(space.isBillingEnabled, space.subscriptionMode),
      );
      return c.json(okBody(call), 200);
    },
    recordIncomingDialerCall: async (c) => {
      const caller = { userId: c.get('user').id, access: c.get('access') };
      return c.json(okBody(await recordIncomingCall(c.get('scope'), caller, c.req.valid('json'))), 200);
    },
    endDialerCall: async (c) => {
      const scope = c.get('scope');
      const caller = { userId: c.get('user').id, access: c.get('access') };
      const ended = await endCall(scope, voice, caller, c.req.valid('param').id, c.req.valid('json'));
      if (ended.balance !== null) await creditsSpent(deps, scope.spaceId, ended.balance);
      return c.json(okBody(ended.entry), 200);
    },
    uploadDialerCallRecording: async (c) => {
      const caller = { userId: c.get('user').id, access: c.get('access') };
      const { file } = c.req.valid('form');
      const saved = await saveRecording(c.get('scope'), caller, c.req.valid('param').id, {
        contentType: file.type,
        size: file.size,
        read: () => file.arrayBuffer(),
      });
      return c.json(okBody(saved), 200);
    },
    getDialerCallRecording: async (c) => {
      const caller = { userId: c.get('user').id, access: c.get('access') };
      const { contentType, bytes, call } = await readRecording(
        c.get('scope'),
        caller,
        c.req.valid('param').id,
      );
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': contentType,
        'Content-Length': String(bytes.length),
        'Content-Disposition': `inline; filename="call-${call.id}.${extensions[contentType]}"`,
        'Cache-Control': 'private, max-age=3600',
      });
    },
  };
}
