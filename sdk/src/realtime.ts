import type { Socket } from 'socket.io-client';
import { clientEvents, type ServerEvent } from '@outreach/core/events';
import { useEffect, useRef } from 'react';
import { type SessionState, sessionStore } from './session';

let current: { key: string; socket: Promise<Socket> } | null = null;

function connectionKey(state: SessionState) {
  return `${state.apiBase}|${state.token}|${state.space}`;
}

/**
 * The page's one socket, opened lazily (socket.io-client loads on first use, off the
 * shell's initial bundle), websocket transport only (spec §7), re-authenticated with
 * `server_create_connection {token, space}` on every (re)connect.
 */
export function getRealtime(): Promise<Socket> | null {
  const state = sessionStore.getState();
  if (!state.token) return null;
  const key = connectionKey(state);
  if (current?.key === key) return current.socket;
  const previous = current;
  previous?.socket.then((socket) => socket.disconnect());
  const socket = import('socket.io-client').then(({ io }) => {
    const s = io(state.apiBase || undefined, { path: '/socket.io', transports: ['websocket'] });
    s.on('connect', () =>
      s.emit(clientEvents.serverCreateConnection, { token: state.token, space: state.space }),
    );
    return s;
  });
  current = { key, socket };
  return socket;
}

export function disconnectRealtime() {
  current?.socket.then((socket) => socket.disconnect());
  current = null;
}

/**
 * Listen to a realtime event outside React (the cache's event table, `live-queries.ts`), following
 * the socket across sign-ins and workspace switches. Returns the unsubscribe.
 */
export function subscribeRealtime<T = unknown>(
  event: ServerEvent,
  listener: (payload: T) => void,
): () => void {
  let socket: Socket | null = null;
  let cancelled = false;
  const attach = () => {
    const pending = getRealtime();
    pending?.then((s) => {
      if (cancelled) return;
      socket?.off(event, listener);
      socket = s;
      s.on(event, listener);
    });
  };
  attach();
  const unsubscribe = sessionStore.subscribe((state, prev) => {
    if (connectionKey(state) !== connectionKey(prev)) attach();
  });
  return () => {
    cancelled = true;
    unsubscribe();
    socket?.off(event, listener);
  };
}

/** Subscribe a component to a realtime event for as long as it is mounted. */
export function useRealtimeEvent<T = unknown>(event: ServerEvent, handler: (payload: T) => void) {
  const handlerRef = useRef(handler);
  handlerRef.current = handler;
  useEffect(() => subscribeRealtime<T>(event, (payload) => handlerRef.current(payload)), [event]);
}
