/**
 * A typed event emitter for the call clients' `on(event, listener)` (ActiveCall, CallClient):
 * `on` returns its own unsubscribe; a listener that throws does not stop the others.
 */
// biome-ignore lint/suspicious/noExplicitAny: the listeners' own signatures come from Events
export type Listeners<Events> = { [E in keyof Events]: (...args: any[]) => void };

export class Emitter<Events extends Listeners<Events>> {
  private readonly listeners = new Map<keyof Events, Set<Events[keyof Events]>>();

  on<E extends keyof Events>(event: E, listener: Events[E]): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  emit<E extends keyof Events>(event: E, ...args: Parameters<Events[E]>): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        listener(...args);
      } catch (error) {
        console.error(`dialer: a "${String(event)}" listener failed`, error);
      }
    }
  }
}
