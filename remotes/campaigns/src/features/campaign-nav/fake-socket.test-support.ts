import { vi } from 'vitest';

type Listener = (payload: unknown) => void;

/**
 * The socket the sdk opens (socket.io-client is mocked with this in a test's vi.mock), so a test
 * can push a server event to the page: `fakeSocket.receive('csv_import_progress', {...})`.
 */
export const fakeSocket = {
  listeners: new Map<string, Set<Listener>>(),
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  },
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  },
  emit: vi.fn(),
  disconnect: vi.fn(),
  receive(event: string, payload: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  },
  reset() {
    this.listeners.clear();
  },
};

export const socketIoMock = () => ({ io: () => fakeSocket });

/**
 * react-router with the campaign page's `:id` fixed to wf-1. This module imports no sdk, so a
 * test's react-router mock factory can load it (a dynamic import) while react-router is mocked.
 */
export async function campaignRouteMock(importOriginal: () => Promise<object>) {
  return { ...(await importOriginal()), useParams: () => ({ id: 'wf-1' }) };
}
