import type { Clock } from '../clock';
import type { Db } from '../db/client';
import type { SpaceRow, UserRow } from '../db/schema';

/**
 * Domain events: how one module causes a side effect in another without importing it
 * (issue 24 item 2). The publisher names what happened; subscribers, registered when the
 * app is composed (app.ts), decide what follows.
 *
 * `publish` awaits each subscriber in the order they subscribed, and a subscriber's error
 * propagates to the publisher: the events below are published inside the publisher's
 * transaction (`tx`), so a failing side effect rolls the whole change back, exactly as the
 * direct call it replaces did. (Outreach events, platform/outreach-events.ts, are the other
 * kind: after the commit, and a failing listener never fails the emitter.)
 */
export interface DomainEventMap {
  /** A user's email address became confirmed (sign-up link, email change, identity provider). */
  'user.email_confirmed': {
    tx: Db;
    now: Date;
    user: Pick<UserRow, 'id' | 'email' | 'emailConfirmed'>;
  };
  /** A workspace was created; its creator is already its admin member. */
  'space.created': {
    tx: Db;
    clock: Clock;
    space: SpaceRow;
    user: Pick<UserRow, 'id' | 'email' | 'emailConfirmed'>;
  };
}

export type EventSubscriber<Payload> = (payload: Payload) => Promise<void> | void;

export interface EventBus<Events extends object> {
  publish<Name extends keyof Events>(name: Name, payload: Events[Name]): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe<Name extends keyof Events>(name: Name, subscriber: EventSubscriber<Events[Name]>): () => void;
}

export type DomainEvents = EventBus<DomainEventMap>;

export function createEventBus<Events extends object = DomainEventMap>(): EventBus<Events> {
  const subscribers = new Map<keyof Events, EventSubscriber<never>[]>();
  return {
    async publish(name, payload) {
      const list = (subscribers.get(name) ?? []) as EventSubscriber<typeof payload>[];
      for (const subscriber of [...list]) await subscriber(payload);
    },
    subscribe(name, subscriber) {
      const list = subscribers.get(name) ?? [];
      list.push(subscriber as EventSubscriber<never>);
      subscribers.set(name, list);
      return () => {
        const index = list.indexOf(subscriber as EventSubscriber<never>);
        if (index >= 0) list.splice(index, 1);
      };
    },
  };
}
