import { type ReactNode, useEffect } from 'react';

/**
 * The frame of a message-queue story (notifications, snackbars): shows `initial` messages when
 * the story opens, clears them when it closes, and lays out the buttons that add more.
 */
export function MessageQueueDemo<Input>({
  initial,
  show,
  clear,
  minHeight,
  children,
}: {
  initial: readonly Input[];
  show: (input: Input) => string;
  clear: () => void;
  minHeight: number;
  children: ReactNode;
}) {
  useEffect(() => {
    clear();
    for (const input of initial) show(input);
    return clear;
  }, [initial, show, clear]);
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 8,
        padding: 24,
        minHeight,
      }}
    >
      {children}
    </div>
  );
}
