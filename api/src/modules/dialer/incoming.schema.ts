/**
 * Incoming calls on the sandbox (issue 27): POST /dialer/phones/{id}/simulate_incoming rings a
 * number as if someone called it, and POST /dialer/calls/{id}/answer tells the API a browser took
 * the ringing call (else it goes to voicemail when the ring time is up).
 */
import { z } from '@hono/zod-openapi';
import { blankAsUnset } from '../../paging';
import { strictObject } from '../../strict-object';
import { callLogMessages } from './call-log.schema';

export const incomingMessages = {
  notSandbox:
    'Simulated incoming calls exist only on the sandbox carrier: call the number from a phone instead',
  notRinging: 'This call is no longer ringing',
} as const;

/** How long an incoming call rings the owner's browsers before it goes to voicemail. */
export const INCOMING_RING_MS = 20_000;

/** Where an incoming call goes (routeIncoming). */
export const incomingRoutes = ['refused', 'forwarded', 'ringing'] as const;
export type IncomingRoute = (typeof incomingRoutes)[number];

/** POST /dialer/phones/{id}/simulate_incoming */
export const simulateIncomingInput = strictObject(
  {
    from: z
      .preprocess(
        blankAsUnset,
        z
          .string({ error: callLogMessages.numberRequired })
          .trim()
          .min(1, callLogMessages.numberRequired)
          .max(200, callLogMessages.numberRequired),
      )
      .openapi({ type: 'string', description: "The caller's number, E.164", example: '+14155550123' }),
  },
  { notAnObject: 'Body must be a JSON object' },
);
export type SimulateIncomingInput = z.infer<typeof simulateIncomingInput>;

export const SimulatedIncomingSchema = z
  .object({
    route: z.enum(incomingRoutes).openapi({
      description:
        'refused: the number is suspended; forwarded: sent to number_to_redirect; ringing: the owner’s browsers ring',
    }),
    call_id: z.string().openapi({ description: 'The call in the history' }),
    from: z.string(),
    to: z.string(),
    forwarded_to: z.string().nullable(),
    ring_ms: z.number().int().nullable().openapi({ description: 'How long it rings before voicemail' }),
  })
  .openapi('DialerSimulatedIncoming');
export type SimulatedIncomingJson = z.infer<typeof SimulatedIncomingSchema>;

export const AnsweredCallSchema = z
  .object({ id: z.string(), answered_at: z.string() })
  .openapi('DialerAnsweredCall');
