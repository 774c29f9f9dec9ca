/**
 * Incoming calls on the sandbox (issue 27), bound on the /dialer router beside dialer.routes.ts
 * and call-log.routes.ts; the handlers are in incoming.handlers.ts.
 */
import { failure, idParams, jsonBody, success } from '../../openapi/contract';
import { featureRoute } from '../../openapi/route-kinds';
import { callLogMessages } from './call-log.schema';
import { dialerMessages } from './dialer.schema';
import {
  AnsweredCallSchema,
  incomingMessages,
  SimulatedIncomingSchema,
  simulateIncomingInput,
} from './incoming.schema';

const tags = ['Dialer'] as const;
const dialerRoute = featureRoute('calling', 'scale');

export const simulateIncomingDialerCall = dialerRoute({
  operationId: 'simulateIncomingDialerCall',
  method: 'post',
  path: '/phones/{id}/simulate_incoming',
  tags,
  summary:
    'Sandbox carrier: someone calls this number (refused when suspended, forwarded to number_to_redirect, else the owner’s browsers ring)',
  request: { params: idParams, body: jsonBody(simulateIncomingInput) },
  responses: {
    200: success(SimulatedIncomingSchema, 'Where the call went; it is in the call history'),
    400: failure(`from: ${callLogMessages.wrongFormat}; from: ${callLogMessages.numberRequired}`),
    403: failure(callLogMessages.notYourIncoming),
    404: failure(dialerMessages.phoneNotFound),
    409: failure(incomingMessages.notSandbox),
  },
});

export const answerIncomingDialerCall = dialerRoute({
  operationId: 'answerIncomingDialerCall',
  method: 'post',
  path: '/calls/{id}/answer',
  tags,
  summary: 'A browser of the number’s owner answered the ringing call (else it goes to voicemail)',
  request: { params: idParams },
  responses: {
    200: success(AnsweredCallSchema, 'Answered; report its end with PUT /dialer/calls/{id}'),
    404: failure(callLogMessages.callNotFound),
    409: failure(incomingMessages.notRinging),
  },
});
