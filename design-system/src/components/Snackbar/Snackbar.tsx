import { useShallow } from 'zustand/react/shallow';
import { CloseButton } from '../../CloseButton';
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
      <CloseButton
        className="ds-snackbar__dismiss"
        label="Dismiss"
        size={14}
        onClick={() => dismissSnackbar(snackbar.id)}
      />
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
