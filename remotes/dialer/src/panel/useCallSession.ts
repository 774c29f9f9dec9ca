/**
 * The panel's calls (issue 27 item 4): GET /dialer/token -> the provider's CallClient -> start();
 * dialing logs the call (POST /dialer/calls, which checks the number and the balance) and places it;
 * its end is reported (PUT /dialer/calls/{id}) and its browser recording uploaded after. Incoming
 * calls ring here and are logged with POST /dialer/calls/incoming.
 */
import { useT } from '@outreach/sdk';
import type { IncomingCallEvent } from '@outreach/core/events';
import { useCallback, useRef, useState } from 'react';
import type { ActiveCall, CallOutcome } from '../calls/call-client';
import { type CallEntry, type DialerPhone, placeCall } from '../calls/dialer-api';
import {
  finish,
  incomingTracked,
  type LiveCall,
  logIncoming,
  newLiveCall,
  patchLive,
  type Tracked,
  trackCall,
} from './call-tracking';
import type { PanelDeps } from './deps';
import { useCallClient } from './useCallClient';

export type { LiveCall } from './call-tracking';
export { RING_GRACE_MS } from './useCallClient';

export interface CallSessionOptions {
  /** The workspace's numbers (null while loading): the client starts once there is one. */
  phones: readonly DialerPhone[] | null;
  /** False in a browser without WebRTC: no client, no calls. */
  enabled: boolean;
  deps: PanelDeps;
  /** A finished call, for the top of the recent calls (again with the server's entry once saved). */
  onLogged: (entry: CallEntry) => void;
  /** An incoming call rings: the panel shows itself. */
  onIncoming?: () => void;
}

export function useCallSession({ phones, enabled, deps, onLogged, onIncoming }: CallSessionOptions) {
  const t = useT('dialer');
  const [live, setLive] = useState<LiveCall | null>(null);
  const [lastOutcome, setLastOutcome] = useState<CallOutcome | null>(null);
  const liveRef = useRef<LiveCall | null>(null);
  liveRef.current = live;
  const latest = useRef({ deps, onLogged, onIncoming, phones, t });
  latest.current = { deps, onLogged, onIncoming, phones, t };

  /** Shows a call just rung or placed, and follows it to its report and recording. */
  const show = useCallback((next: LiveCall, tracked: Tracked) => {
    liveRef.current = next;
    setLive(next);
    const { deps: currentDeps } = latest.current;
    trackCall(next.call, tracked, {
      startRecording: () => currentDeps.startRecording(),
      setLive,
      onEnded: (outcome, durationSeconds) => {
        setLastOutcome(outcome);
        const { onLogged: logged, t: translate } = latest.current;
        void finish(next.call, tracked, outcome, durationSeconds, logged, translate);
      },
    });
  }, []);

  const ring = useCallback(
    (call: ActiveCall, apiRing: IncomingCallEvent | null) => {
      if (liveRef.current) {
        call.hangup();
        return;
      }
      const { phone, tracked } = incomingTracked(call, apiRing, latest.current.phones ?? []);
      show(newLiveCall(call, 'incoming', call.remote), tracked);
      latest.current.onIncoming?.();
      // Rung by the API: the call is already in the history.
      if (!apiRing) logIncoming(call, phone, tracked);
    },
    [show],
  );

  // The panel goes away (sign-out, another workspace): its call ends and is still reported.
  const hangUpLive = useCallback(() => liveRef.current?.call.hangup(), []);

  const active = enabled && (phones?.length ?? 0) > 0;
  const { client, provider } = useCallClient({ active, deps, onIncoming: ring, onStop: hangUpLive });

  /** Logs and places a call; rejects with the API's refusal (its message is shown). */
  const dial = useCallback(
    async (phone: DialerPhone, to: string, prospectId: string | null) => {
      const pending = client.current;
      if (!pending) throw new Error(latest.current.t('panel.unavailable'));
      const ready = await pending.catch(() => null);
      if (!ready) throw new Error(latest.current.t('panel.unavailable'));
      const placed = await placeCall({ phone_id: phone.id, to, prospect_id: prospectId });
      const call = ready.call({
        from: placed.from,
        to: placed.to,
        targetUri: placed.target_uri,
        sandbox: placed.sandbox ? { outcome: placed.sandbox.outcome, ringMs: placed.sandbox.ring_ms } : null,
      });
      setLastOutcome(null);
      show(newLiveCall(call, 'outgoing', placed.to), {
        logId: placed.id,
        from: placed.from,
        recorder: null,
        timer: null,
      });
    },
    [client, show],
  );

  const toggleMute = useCallback(() => {
    const current = liveRef.current;
    if (!current) return;
    current.call.setMuted(!current.muted);
    setLive(patchLive(current.call, { muted: !current.muted }));
  }, []);

  return { live, provider, lastOutcome, dial, toggleMute };
}
