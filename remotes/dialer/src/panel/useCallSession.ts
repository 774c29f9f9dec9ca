/**
 * The panel's calls (issue 27 item 4): GET /dialer/token -> the provider's CallClient -> start();
 * dialing logs the call (POST /dialer/calls, which checks the number and the balance) and places it;
 * its end is reported (PUT /dialer/calls/{id}) and its browser recording uploaded after. Incoming
 * calls ring here and are logged with POST /dialer/calls/incoming.
 */
import { showNotification } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { IncomingCallEvent } from '@outreach/core/events';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActiveCall, CallClient, CallOutcome, CallStatus, DialerToken } from '../calls/call-client';
import {
  type CallEntry,
  type DialerPhone,
  fetchToken,
  logIncomingCall,
  placeCall,
  reportCall,
  uploadRecording,
} from '../calls/dialer-api';
import { answerIncoming } from '../calls/incoming-api';
import type { SandboxCallClient } from '../calls/sandbox-client';
import type { PanelDeps } from './deps';
import type { CallRecorder } from './recorder';

/** How long an API ring keeps ringing here past its ring time (the voicemail job runs every 2 s). */
export const RING_GRACE_MS = 5000;

export interface LiveCall {
  call: ActiveCall;
  direction: 'outgoing' | 'incoming';
  remote: string;
  status: CallStatus;
  muted: boolean;
  /** Seconds since it connected (the mm:ss timer). */
  elapsed: number;
}

interface Tracked {
  logId: string | null;
  /**
   * An API ring (sandbox): the call to claim once connected (POST /dialer/calls/{id}/answer). Only
   * the browser whose claim succeeded reports the call; one never answered is left to the API's
   * voicemail, so another tab of the member, or a decline here, never ends a call taken elsewhere.
   */
  answerId?: string | null;
  claim?: Promise<boolean>;
  from: string;
  recorder: CallRecorder | null;
  timer: ReturnType<typeof setInterval> | null;
}

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
  const [provider, setProvider] = useState<DialerToken['provider'] | null>(null);
  const [lastOutcome, setLastOutcome] = useState<CallOutcome | null>(null);
  const client = useRef<Promise<CallClient> | null>(null);
  /** The API's ring being handed to the sandbox client (its 'incoming' fires inside ring()). */
  const ringing = useRef<IncomingCallEvent | null>(null);
  const liveRef = useRef<LiveCall | null>(null);
  liveRef.current = live;
  const latest = useRef({ deps, onLogged, onIncoming, phones, t });
  latest.current = { deps, onLogged, onIncoming, phones, t };

  const update = useCallback((call: ActiveCall, change: Partial<LiveCall>) => {
    setLive((current) => (current && current.call === call ? { ...current, ...change } : current));
  }, []);

  /** Follows one call from its first status to its report and recording. */
  const track = useCallback(
    (call: ActiveCall, tracked: Tracked) => {
      const { deps: currentDeps } = latest.current;
      const connected = () => {
        if (tracked.timer) return;
        tracked.recorder = currentDeps.startRecording();
        tracked.recorder?.add(call.remoteStream);
        tracked.recorder?.add(call.localStream);
        tracked.timer = setInterval(() => {
          // The microphone may open after the call connects.
          tracked.recorder?.add(call.localStream);
          tracked.recorder?.add(call.remoteStream);
          setLive((current) =>
            current && current.call === call ? { ...current, elapsed: current.elapsed + 1 } : current,
          );
        }, 1000);
      };
      const offStatus = call.on('status', (status) => {
        update(call, { status });
        if (status === 'connected') connected();
        // A ring from the API (sandbox): it is told this browser took the call, else the call
        // went to voicemail meanwhile and is hung up.
        if (status === 'connected' && tracked.answerId) {
          const answerId = tracked.answerId;
          tracked.answerId = null;
          tracked.claim = answerIncoming(answerId).then(
            () => {
              tracked.logId = answerId;
              return true;
            },
            (error: unknown) => {
              console.error('dialer: the call is no longer ringing', error);
              call.hangup();
              return false;
            },
          );
        }
      });
      const offEnded = call.on('ended', (outcome, durationSeconds) => {
        offStatus();
        offEnded();
        if (tracked.timer) clearInterval(tracked.timer);
        // §4: on disconnect the microphone's tracks stop.
        for (const track of call.localStream?.getTracks() ?? []) track.stop();
        setLive((current) => (current && current.call === call ? null : current));
        setLastOutcome(outcome);
        const { onLogged: logged, t: translate } = latest.current;
        void finish(call, tracked, outcome, durationSeconds, logged, translate);
      });
      if (call.status === 'connected') connected();
    },
    [update],
  );

  const hasPhones = (phones?.length ?? 0) > 0;
  useEffect(() => {
    if (!enabled || !hasPhones) return;
    let cancelled = false;
    const offs: (() => void)[] = [];
    const starting = (async () => {
      const token = await fetchToken();
      const created = await latest.current.deps.createClient(token);
      if (cancelled) return created;
      setProvider(created.provider);
      offs.push(created.on('error', (error) => console.error('dialer:', error.message)));
      offs.push(
        created.on('incoming', (call) => {
          if (liveRef.current) {
            call.hangup();
            return;
          }
          const ring = ringing.current;
          ringing.current = null;
          const phones = latest.current.phones ?? [];
          // The number called when the client knows it, else the first active one.
          const phone =
            phones.find((candidate) => candidate.number === (ring?.to ?? call.local)) ??
            phones.find((candidate) => candidate.status === 'active');
          const tracked: Tracked = {
            logId: null,
            answerId: ring?.call_id ?? null,
            from: phone?.number ?? ring?.to ?? '',
            recorder: null,
            timer: null,
          };
          const next: LiveCall = {
            call,
            direction: 'incoming',
            remote: call.remote,
            status: call.status,
            muted: false,
            elapsed: 0,
          };
          liveRef.current = next;
          setLive(next);
          track(call, tracked);
          latest.current.onIncoming?.();
          // Rung by the API: the call is already in the history.
          if (ring) return;
          logIncomingCall({
            ...(phone ? { phone_id: phone.id } : {}),
            from: call.remote,
            to: phone?.number ?? '',
          })
            .then(({ id }) => {
              tracked.logId = id;
            })
            .catch((error: unknown) => console.error('dialer: the incoming call was not logged', error));
        }),
      );
      // The API rings this member's browsers (sandbox carrier): the sandbox client simulates it.
      const sandboxClient = created as Partial<SandboxCallClient>;
      if (typeof sandboxClient.ring === 'function') {
        const ringHere = sandboxClient.ring.bind(created);
        offs.push(
          latest.current.deps.onIncomingCall((event) => {
            ringing.current = event;
            try {
              // Rings a little past the API's ring time, so the API's voicemail decides the
              // result of a call nobody answered (the browser's late no_answer changes nothing).
              ringHere(event.from, event.to, event.ring_ms + RING_GRACE_MS);
            } finally {
              ringing.current = null;
            }
          }),
        );
      }
      await created.start();
      return created;
    })();
    // §8: setup errors other than the browser's are only logged.
    starting.catch((error: unknown) => console.error('dialer: calls are not set up', error));
    client.current = starting;
    return () => {
      cancelled = true;
      // The panel goes away (sign-out, another workspace): its call ends and is still reported.
      liveRef.current?.call.hangup();
      for (const off of offs) off();
      client.current = null;
      void starting.then((created) => created.stop()).catch(() => undefined);
    };
  }, [enabled, hasPhones, track]);

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
      const next: LiveCall = {
        call,
        direction: 'outgoing',
        remote: placed.to,
        status: call.status,
        muted: false,
        elapsed: 0,
      };
      liveRef.current = next;
      setLive(next);
      setLastOutcome(null);
      track(call, { logId: placed.id, from: placed.from, recorder: null, timer: null });
    },
    [track],
  );

  const toggleMute = useCallback(() => {
    const current = liveRef.current;
    if (!current) return;
    current.call.setMuted(!current.muted);
    update(current.call, { muted: !current.muted });
  }, [update]);

  return { live, provider, lastOutcome, dial, toggleMute };
}

/** §4: the call goes to the top of the history at once; then it is saved and its recording sent. */
async function finish(
  call: ActiveCall,
  tracked: Tracked,
  outcome: CallOutcome,
  duration: number,
  logged: (entry: CallEntry) => void,
  translate: (key: 'panel.reportFailed' | 'panel.recordingFailed') => string,
) {
  // Cast: the server's entry may carry more (disposition, note) than a local one knows yet.
  const local = {
    id: tracked.logId ?? `local-${crypto.randomUUID()}`,
    direction: call.direction,
    duration,
    phone_number: tracked.from,
    prospect_phone_number: call.remote,
    profile: null,
    record_url: null,
    result: outcome,
    start_date: new Date().toISOString(),
    user_id: null,
    disposition: null,
    note: null,
  } as CallEntry;
  logged(local);
  const recording = tracked.recorder ? tracked.recorder.stop() : Promise.resolve(null);
  if (tracked.claim) await tracked.claim;
  if (!tracked.logId) return;
  try {
    const saved = await reportCall(tracked.logId, { result: outcome, duration_seconds: duration });
    logged(saved);
  } catch (error) {
    showNotification({
      type: 'danger',
      title: translate('panel.reportFailed'),
      text: (error as Error).message,
    });
    return;
  }
  const audio = await recording;
  if (!audio) return;
  try {
    const { record_url } = await uploadRecording(tracked.logId, audio);
    logged({ ...local, record_url });
  } catch (error) {
    showNotification({
      type: 'danger',
      title: translate('panel.recordingFailed'),
      text: (error as Error).message,
    });
  }
}
