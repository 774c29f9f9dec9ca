import type { OutreachEventName } from '@outreach/core/events';
import type { Logger } from '../logger';

/**
 * Domain events of the outreach area, named as the webhook trigger events of spec outreach §3
 * ("Trigger events"; the names are declared once, in @outreach/core/events). The engine,
 * channels and modules emit them; webhooks (modules/webhooks), realtime and reports listen. Listeners run
 * after the emitter's work is committed and never fail the emitter.
 *
 * Not the domain-event bus of platform/events.ts: those events run inside the publisher's
 * transaction and a subscriber's failure fails it; these are notices after the fact, one
 * listener hears every name (a webhook filters by trigger), and a failing listener is logged.
 */
export { type OutreachEventName, outreachEventNames } from '@outreach/core/events';

export interface OutreachEvent {
  name: OutreachEventName;
  spaceId: string;
  prospectId: string | null;
  workflowId: string | null;
  credentialId: string | null;
  at: Date;
  /** Event-specific data (message text, label, link, …), sent as is to webhooks. */
  data: Record<string, unknown>;
}

export type OutreachEventListener = (event: OutreachEvent) => Promise<void> | void;

export interface OutreachEvents {
  emit(event: OutreachEvent): Promise<void>;
  on(listener: OutreachEventListener): () => void;
}

export function createOutreachEvents(logger?: Logger): OutreachEvents {
  const listeners = new Set<OutreachEventListener>();
  return {
    async emit(event) {
      for (const listener of listeners) {
        try {
          await listener(event);
        } catch (error) {
          logger?.error({ err: error, event: event.name }, 'outreach event listener failed');
        }
      }
    },
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
