import type { DomainEvents } from '../../platform/events';
import { assignManagers } from './managers.service';
import { applyPrepaid, applyPrepaidOnConfirmation } from './prepaid.service';

/**
 * What admin operations do when something happens elsewhere (issue 14, issue 24 item 2): createApp
 * subscribes these once. Each runs inside the publisher's transaction (`tx`), so a failure rolls
 * the sign-up, confirmation or new workspace back, as the direct calls they replace did.
 */
export function subscribeAdminOps(events: DomainEvents): void {
  // An address became confirmed: the prepaid terms keyed on it arrive (issue 23 item 2).
  events.subscribe('user.email_confirmed', ({ tx, now, user }) => applyPrepaidOnConfirmation(tx, now, user));
  // A new workspace: a manager of each type round-robin, then a prepaid customer's terms (dated
  // as the workspace, as when createSpace called them).
  events.subscribe('space.created', async ({ tx, clock, space, user }) => {
    await assignManagers(tx, space.id, space.brand, clock);
    await applyPrepaid(tx, space.createdAt, space, user);
  });
}
