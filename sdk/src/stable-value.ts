import { useCallback, useState } from 'react';

/**
 * `value` as it was when `key` last changed: the same reference across renders while the key
 * stays the same, so a hook can depend on a list or object that callers build anew each render
 * (`useLocales(locales, ['a', 'b'])`) by its content. The key is the content, e.g. its JSON.
 * Updating state during render is React's way of "storing information from previous renders".
 */
export function useStableValue<T>(value: T, key: string): T {
  const [held, setHeld] = useState({ key, value });
  if (held.key === key) return held.value;
  setHeld({ key, value });
  return value;
}

/**
 * A state that starts over at `initial` whenever `key` changes (a list's page when its search
 * changes): the reset happens in the same render, without an effect and a render with the old value.
 */
export function useStateFor<T>(key: string, initial: T): [T, (next: T) => void] {
  const [held, setHeld] = useState({ key, value: initial });
  const set = useCallback((next: T) => setHeld({ key, value: next }), [key]);
  return [held.key === key ? held.value : initial, set];
}
