/**
 * Incoming calls on the sandbox (issue 27): ringing a number as if someone called it, and telling
 * the API this browser answered (else the call goes to voicemail when its ring time is up).
 */
import type { ApiSchema } from '@outreach/core/contract';
import { api } from '@outreach/sdk';

export type SimulatedIncoming = ApiSchema<'DialerSimulatedIncoming'>;

/** POST /dialer/phones/{id}/simulate_incoming (sandbox carrier only). */
export function simulateIncoming(phoneId: string, from: string): Promise<SimulatedIncoming> {
  return api.POST('/dialer/phones/{id}/simulate_incoming', { path: { id: phoneId }, body: { from } });
}

/** POST /dialer/calls/{id}/answer: this browser took the ringing call. */
export function answerIncoming(callId: string): Promise<{ id: string; answered_at: string }> {
  return api.POST('/dialer/calls/{id}/answer', { path: { id: callId } });
}
