/**
 * The panel's call client (issue 27 item 4): GET /dialer/token -> the provider's CallClient ->
 * start(), while calls are possible; the API's rings (sandbox) are handed to it; stopped on unmount.
 */
import type { IncomingCallEvent } from '@outreach/core/events';
import { useEffect, useRef, useState } from 'react';
import type { ActiveCall, CallClient, DialerToken } from '../calls/call-client';
import { fetchToken } from '../calls/dialer-api';
import type { SandboxCallClient } from '../calls/sandbox-client';
import type { PanelDeps } from './deps';

/** How long an API ring keeps ringing here past its ring time (the voicemail job runs every 2 s). */
export const RING_GRACE_MS = 5000;

export interface CallClientOptions {
  /** The client runs while true (a browser with WebRTC, a workspace with a number). */
  active: boolean;
  deps: PanelDeps;
  /** A call rings here; `ring` is the API's event when the API rang it (sandbox), else null. */
  onIncoming: (call: ActiveCall, ring: IncomingCallEvent | null) => void;
  /** The client goes away (sign-out, another workspace): the call in progress is hung up. */
  onStop: () => void;
}

export function useCallClient({ active, deps, onIncoming, onStop }: CallClientOptions) {
  const [provider, setProvider] = useState<DialerToken['provider'] | null>(null);
  const client = useRef<Promise<CallClient> | null>(null);
  /** The API's ring being handed to the sandbox client (its 'incoming' fires inside ring()). */
  const ringing = useRef<IncomingCallEvent | null>(null);
  const latestDeps = useRef(deps);
  latestDeps.current = deps;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const offs: (() => void)[] = [];
    const starting = (async () => {
      const token = await fetchToken();
      const created = await latestDeps.current.createClient(token);
      if (cancelled) return created;
      setProvider(created.provider);
      offs.push(created.on('error', (error) => console.error('dialer:', error.message)));
      offs.push(
        created.on('incoming', (call) => {
          const ring = ringing.current;
          ringing.current = null;
          onIncoming(call, ring);
        }),
      );
      const offRings = ringSandbox(created, latestDeps.current, ringing);
      if (offRings) offs.push(offRings);
      await created.start();
      return created;
    })();
    // §8: setup errors other than the browser's are only logged.
    starting.catch((error: unknown) => console.error('dialer: calls are not set up', error));
    client.current = starting;
    return () => {
      cancelled = true;
      onStop();
      for (const off of offs) off();
      client.current = null;
      void starting.then((created) => created.stop()).catch(() => undefined);
    };
  }, [active, onIncoming, onStop]);

  return { client, provider };
}

/**
 * The API rings this member's browsers (sandbox carrier): the sandbox client simulates it. Returns
 * the unsubscribe, or null for a client that cannot ring.
 */
function ringSandbox(created: CallClient, deps: PanelDeps, ringing: { current: IncomingCallEvent | null }) {
  const sandboxClient = created as Partial<SandboxCallClient>;
  if (typeof sandboxClient.ring !== 'function') return null;
  const ringHere = sandboxClient.ring.bind(created);
  return deps.onIncomingCall((event) => {
    ringing.current = event;
    try {
      // Rings a little past the API's ring time, so the API's voicemail decides the
      // result of a call nobody answered (the browser's late no_answer changes nothing).
      ringHere(event.from, event.to, event.ring_ms + RING_GRACE_MS);
    } finally {
      ringing.current = null;
    }
  });
}
