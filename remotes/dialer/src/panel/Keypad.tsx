import { useT } from '@outreach/sdk';
import { useEffect, useRef, useState } from 'react';
import { keypadKeys, shiftAlternates } from './phone';
import { KEY_HIGHLIGHT_MS } from './tones';

export interface KeypadProps {
  /** A key pressed: its character (the alternate one with Shift, spec §5). */
  onKey: (character: string, key: string) => void;
  playTone: (key: string) => void;
}

/** The twelve keys; each press plays its tone and lights the key for 100 ms (spec §4, §9). */
export function Keypad({ onKey, playTone }: KeypadProps) {
  const t = useT('dialer');
  const [lit, setLit] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const press = (key: string, shift: boolean) => {
    playTone(key);
    const previous = timers.current.get(key);
    if (previous) clearTimeout(previous);
    setLit((current) => new Set(current).add(key));
    timers.current.set(
      key,
      setTimeout(() => {
        timers.current.delete(key);
        setLit((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }, KEY_HIGHLIGHT_MS),
    );
    onKey(shift ? (shiftAlternates[key] ?? key) : key, key);
  };

  return (
    <fieldset className="dialer-keypad" aria-label={t('panel.keypad')}>
      {keypadKeys.map(({ key, letters }) => (
        <button
          key={key}
          type="button"
          className={`dialer-keypad__key${lit.has(key) ? ' is-lit' : ''}`}
          data-key={key}
          aria-label={key}
          onClick={(event) => press(key, event.shiftKey)}
        >
          <span className="dialer-keypad__digit">{key}</span>
          <span className="dialer-keypad__letters" aria-hidden="true">
            {letters}
          </span>
        </button>
      ))}
    </fieldset>
  );
}
