/**
 * One call of the panel followed from its first status to its report and recording (used by
 * useCallSession): the live state it shows, the API ring it claims, the history entry it leaves.
 */
import { showNotification } from '@outreach/design-system';
import type { IncomingCallEvent } from '@outreach/core/events';
import type { Dispatch, SetStateAction } from 'react';
import type { ActiveCall, CallOutcome, CallStatus } from '../calls/call-client';
import {
  type CallEntry,
  type DialerPhone,
  logIncomingCall,
  reportCall,
  uploadRecording,
} from '../calls/dialer-api';
import { answerIncoming } from '../calls/incoming-api';
import type { CallRecorder } from './recorder';

export interface LiveCall {
  call: ActiveCall;
  direction: 'outgoing' | 'incoming';
  remote: string;
  status: CallStatus;
  muted: boolean;
  /** Seconds since it connected (the mm:ss timer). */
  elapsed: number;
}

export interface Tracked {
  logId: string | null;
  /**
   * An API ring (sandbox): the call to claim once connected (POST /dialer/calls/{id}/answer). Only
   * the browser whose claim succeeded reports the call; one never answered is left to the API's
   * voicemail, so another tab of the member, or a decline here, never ends a call taken elsewhere.
   */
  answerId?: string | null;
  /** That claim, or the logging of an incoming call the API did not ring: the report waits for it. */
  claim?: Promise<boolean>;
  from: string;
  recorder: CallRecorder | null;
  timer: ReturnType<typeof setInterval> | null;
}

export interface TrackHandlers {
  /** Opens the call's browser recording once it connects. */
  startRecording: () => CallRecorder | null;
  setLive: Dispatch<SetStateAction<LiveCall | null>>;
  /** The call ended (its listeners are removed and the live call cleared already). */
  onEnded: (outcome: CallOutcome, durationSeconds: number) => void;
}

/** A call just rung or placed, as the panel shows it. */
export function newLiveCall(call: ActiveCall, direction: LiveCall['direction'], remote: string): LiveCall {
  return { call, direction, remote, status: call.status, muted: false, elapsed: 0 };
}

/** The state update that changes the live call, if it is still this call. */
export function patchLive(call: ActiveCall, change: Partial<LiveCall>) {
  return (current: LiveCall | null) =>
    current && current.call === call ? { ...current, ...change } : current;
}

/** Follows one call: its status, its timer and recording once connected, its end. */
export function trackCall(
  call: ActiveCall,
  tracked: Tracked,
  { startRecording, setLive, onEnded }: TrackHandlers,
) {
  const connected = () => {
    if (tracked.timer) return;
    tracked.recorder = startRecording();
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
    setLive(patchLive(call, { status }));
    if (status === 'connected') {
      connected();
      claimRing(call, tracked);
    }
  });
  const offEnded = call.on('ended', (outcome, durationSeconds) => {
    offStatus();
    offEnded();
    if (tracked.timer) clearInterval(tracked.timer);
    // §4: on disconnect the microphone's tracks stop.
    for (const track of call.localStream?.getTracks() ?? []) track.stop();
    setLive((current) => (current && current.call === call ? null : current));
    onEnded(outcome, durationSeconds);
  });
  if (call.status === 'connected') connected();
}

/**
 * A ring from the API (sandbox), now connected: the API is told this browser took the call, else
 * the call went to voicemail meanwhile and is hung up.
 */
function claimRing(call: ActiveCall, tracked: Tracked) {
  if (!tracked.answerId) return;
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

/** An incoming call's number (the one called when the client knows it, else the first active one). */
export function incomingTracked(
  call: ActiveCall,
  ring: IncomingCallEvent | null,
  phones: readonly DialerPhone[],
) {
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
  return { phone, tracked };
}

/**
 * An incoming call the API did not ring goes into the history (POST /dialer/calls/incoming). The
 * call may end before the API answers (a caller who hangs up at once): its report waits for the id.
 */
export function logIncoming(call: ActiveCall, phone: DialerPhone | undefined, tracked: Tracked) {
  tracked.claim = logIncomingCall({
    ...(phone ? { phone_id: phone.id } : {}),
    from: call.remote,
    to: phone?.number ?? '',
  }).then(
    ({ id }) => {
      tracked.logId = id;
      return true;
    },
    (error: unknown) => {
      console.error('dialer: the incoming call was not logged', error);
      return false;
    },
  );
}

/** §4: the call goes to the top of the history at once; then it is saved and its recording sent. */
export async function finish(
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
