import { useEffect, useRef } from 'react';

/**
 * Calls `dismiss` once `duration` ms have passed since the component mounted. Stack hosts mount an item
 * only while it is visible, so a queued message's time starts when the user can first see it.
 * A `duration` of undefined, zero, negative or infinite means the message stays until dismissed.
 */
export function useDismissAfter(duration: number | undefined, dismiss: () => void): void {
  const dismissRef = useRef(dismiss);
  useEffect(() => {
    dismissRef.current = dismiss;
  });
  useEffect(() => {
    if (duration === undefined || !Number.isFinite(duration) || duration <= 0) return;
    const timer = setTimeout(() => dismissRef.current(), duration);
    return () => clearTimeout(timer);
  }, [duration]);
}
