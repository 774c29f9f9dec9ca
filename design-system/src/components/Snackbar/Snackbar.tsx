import { useShallow } from 'zustand/react/shallow';
import { classNames } from '../../classNames';
import { useDismissAfter } from '../../useDismissAfter';
import { dismissSnackbar, type Snackbar, useSnackbars, visibleSnackbars } from './snackbar.store';

function SnackbarItem({ snackbar }: { snackbar: Snackbar }) {
  useDismissAfter(snackbar.duration, () => dismissSnackbar(snackbar.id));
  return (
    <div
      role={snackbar.type === 'error' ? 'alert' : 'status'}
      className={classNames('ds-snackbar', `ds-snackbar--${snackbar.type}`)}
    >
      <span className="ds-snackbar__text">{snackbar.text}</span>
      <button
        type="button"
        className="ds-snackbar__dismiss"
        aria-label="Dismiss"
        onClick={() => dismissSnackbar(snackbar.id)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * Renders the snackbar stack. Mount it once inside the ThemeRoot; it is fixed to the bottom of the
 * viewport, so it needs no portal.
 */
export function SnackbarHost() {
  const visible = useSnackbars(useShallow((state) => visibleSnackbars(state.snackbars)));
  return (
    <div className="ds-snackbar-host">
      {visible.map((snackbar) => (
        <SnackbarItem key={snackbar.id} snackbar={snackbar} />
      ))}
    </div>
  );
}
