/**
 * What every route and hosted page of the local payments server shares: the state, the clock
 * (epoch seconds, from options.now so tests move it), the public URL of the hosted pages, and
 * emit(), which records a Stripe event and queues its webhook delivery.
 */
import Stripe from 'stripe';
import { clone, newId, type State, type StripeObject, saveState } from './store';

export interface Core {
  state: State;
  /** The server's clock in epoch seconds. */
  now(): number;
  /** Where the hosted pages are (checkout, portal, invoices). */
  publicUrl(): string;
  /** Records the event (a snapshot of the object) and queues its delivery. */
  emit(type: string, object: StripeObject, previousAttributes?: StripeObject): StripeObject;
  /** Runs fn with its events held back (to announce something else first); see release(). */
  hold<T>(fn: () => T): [T, StripeObject[]];
  /** Sends events held by hold(), in their order. */
  release(events: StripeObject[]): void;
  /** Writes the state file (after every change). */
  save(): void;
}

/** The API version of the installed SDK (what its types describe). */
export const apiVersion: string = Stripe.API_VERSION;

export function createCore(options: {
  state: State;
  now: () => Date;
  publicUrl: () => string;
  stateFile?: string;
  onEvent: (event: StripeObject) => void;
}): Core {
  const now = () => Math.floor(options.now().getTime() / 1000);
  let held: StripeObject[] | null = null;
  return {
    state: options.state,
    now,
    publicUrl: options.publicUrl,
    emit(type, object, previousAttributes) {
      const event: StripeObject = {
        id: newId('evt'),
        object: 'event',
        api_version: apiVersion,
        created: now(),
        data: previousAttributes
          ? { object: clone(object), previous_attributes: clone(previousAttributes) }
          : { object: clone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      if (held) held.push(event);
      else options.onEvent(event);
      return event;
    },
    hold(fn) {
      const outer = held;
      const mine: StripeObject[] = [];
      held = mine;
      try {
        return [fn(), mine];
      } finally {
        held = outer;
      }
    },
    release(events) {
      for (const event of events) {
        if (held) held.push(event);
        else options.onEvent(event);
      }
    },
    save() {
      saveState(options.stateFile, options.state);
    },
  };
}
