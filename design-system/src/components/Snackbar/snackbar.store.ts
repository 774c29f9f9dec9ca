import { create } from 'zustand';

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

export interface SnackbarState {
  /** Every snackbar not yet dismissed, oldest first; the newest SNACKBAR_MAX_VISIBLE are on screen. */
  snackbars: Snackbar[];
  show: (input: ShowSnackbarInput) => string;
  dismiss: (id: string) => void;
  clear: () => void;
}

let sequence = 0;

export const useSnackbars = create<SnackbarState>()((set) => ({
  snackbars: [],
  show: ({ text, type = 'info', duration = SNACKBAR_DURATION_MS }) => {
    sequence += 1;
    const id = `snackbar-${sequence}`;
    set((state) => ({ snackbars: [...state.snackbars, { id, text, type, duration }] }));
    return id;
  },
  dismiss: (id) => set((state) => ({ snackbars: state.snackbars.filter((snackbar) => snackbar.id !== id) })),
  clear: () => set({ snackbars: [] }),
}));

/** The snackbars on screen: the newest three; older ones wait and show when one of these goes. */
export function visibleSnackbars(snackbars: readonly Snackbar[]): Snackbar[] {
  return snackbars.slice(-SNACKBAR_MAX_VISIBLE);
}

/** Shows a snackbar from anywhere (no hook needed) and returns its id. */
export function showSnackbar(input: ShowSnackbarInput): string {
  return useSnackbars.getState().show(input);
}

export function dismissSnackbar(id: string): void {
  useSnackbars.getState().dismiss(id);
}

export function clearSnackbars(): void {
  useSnackbars.getState().clear();
}
