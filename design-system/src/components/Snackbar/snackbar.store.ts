import { createMessageQueue, type MessageQueueState } from '../../messageQueue';

/** spec platform §7: snackbars last 3000 ms by default, at most 3 visible. */
export const SNACKBAR_DURATION_MS = 3000;
export const SNACKBAR_MAX_VISIBLE = 3;

export type SnackbarType = 'error' | 'success' | 'info' | 'warning';

export interface Snackbar {
  id: string;
  text: string;
  type: SnackbarType;
  /** Milliseconds on screen; 0 or Infinity keeps it until dismissed. */
  duration: number;
}

export interface ShowSnackbarInput {
  text: string;
  type?: SnackbarType;
  duration?: number;
}

/** Every snackbar not yet dismissed, oldest first; the newest SNACKBAR_MAX_VISIBLE are on screen. */
export type SnackbarState = MessageQueueState<'snackbars', ShowSnackbarInput, Snackbar>;

const queue = createMessageQueue({
  key: 'snackbars',
  idPrefix: 'snackbar',
  maxVisible: SNACKBAR_MAX_VISIBLE,
  toEntry: ({ text, type = 'info', duration = SNACKBAR_DURATION_MS }: ShowSnackbarInput, id): Snackbar => ({
    id,
    text,
    type,
    duration,
  }),
});

export const useSnackbars = queue.useQueue;

/** The snackbars on screen: the newest three; older ones wait and show when one of these goes. */
export const visibleSnackbars = queue.visible;

/** Shows a snackbar from anywhere (no hook needed) and returns its id. */
export const showSnackbar = queue.show;
export const dismissSnackbar = queue.dismiss;
export const clearSnackbars = queue.clear;
