import type { DialerCallUpdatedEvent } from '@outreach/core/events';
import type { RecordedEvent } from '../../platform/announce';

/** The `dialer_call_updated` events of one call among recorded events (from index `from`), with their room. */
export function callUpdatesOf(
  events: readonly RecordedEvent[],
  callId: string,
  from = 0,
): (DialerCallUpdatedEvent & { spaceId: string })[] {
  return events
    .slice(from)
    .filter((entry) => entry.event === 'dialer_call_updated')
    .map((entry) => ({ spaceId: entry.spaceId, ...(entry.payload as DialerCallUpdatedEvent) }))
    .filter((entry) => entry.call_id === callId);
}
