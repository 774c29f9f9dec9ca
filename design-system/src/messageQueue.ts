import { create } from 'zustand';

/** What every on-screen message queue (notifications, snackbars) can do. */
export interface MessageQueueActions<Input> {
  /** Adds a message and returns its id. */
  show: (input: Input) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

/** A queue's state: its messages under `key` (oldest first), and the actions. */
export type MessageQueueState<Key extends string, Input, Entry> = {
  [K in Key]: Entry[];
} & MessageQueueActions<Input>;

/**
 * One store for a stack of on-screen messages, kept once so notifications and snackbars
 * number, dismiss and cap their messages the same way: ids are `${idPrefix}-n`, and only the
 * newest `maxVisible` are shown while older ones wait.
 */
export function createMessageQueue<Key extends string, Input, Entry extends { id: string }>(options: {
  key: Key;
  idPrefix: string;
  maxVisible: number;
  toEntry: (input: Input, id: string) => Entry;
}) {
  type State = MessageQueueState<Key, Input, Entry>;
  const { key, idPrefix, maxVisible, toEntry } = options;
  const entriesOf = (state: State): Entry[] => state[key];
  const withEntries = (entries: Entry[]) => ({ [key]: entries }) as Partial<State>;
  let sequence = 0;
  const useQueue = create<State>()(
    (set) =>
      ({
        ...withEntries([]),
        show: (input: Input) => {
          sequence += 1;
          const id = `${idPrefix}-${sequence}`;
          set((state) => withEntries([...entriesOf(state), toEntry(input, id)]));
          return id;
        },
        dismiss: (id: string) =>
          set((state) => withEntries(entriesOf(state).filter((entry) => entry.id !== id))),
        clear: () => set(withEntries([])),
      }) as State,
  );
  return {
    useQueue,
    /** The messages on screen: the newest `maxVisible`; older ones show when one of these goes. */
    visible: (entries: readonly Entry[]): Entry[] => entries.slice(-maxVisible),
    /** Shows a message from anywhere (no hook needed) and returns its id. */
    show: (input: Input): string => useQueue.getState().show(input),
    dismiss: (id: string): void => useQueue.getState().dismiss(id),
    clear: (): void => useQueue.getState().clear(),
  };
}
