import { ErrorPanel, Spinner } from '@outreach/design-system';
import { useT } from '@outreach/sdk';
import type { RemoteName } from '@outreach/core/areas';
import { Component, type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react';
import { loadedRemoteApp, loadRemoteApp } from './remotes';

type State =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType }
  | { status: 'error'; message: string; retrying: boolean };

/** Catches a remote that loads but throws while rendering, so only its area shows the panel. */
class AreaBoundary extends Component<
  { fallback: (error: Error, reset: () => void) => ReactNode; children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, () => this.setState({ error: null }));
    return this.props.children;
  }
}

/** One area of the app, served by a separately deployed remote. */
export function RemoteArea({ name }: { name: RemoteName }) {
  const t = useT('shell');
  const [state, setState] = useState<State>(() => {
    const App = loadedRemoteApp(name);
    return App ? { status: 'ready', App } : { status: 'loading' };
  });

  const load = useCallback(
    async (retry: boolean) => {
      if (retry) setState((s) => (s.status === 'error' ? { ...s, retrying: true } : s));
      try {
        const App = await loadRemoteApp(name, retry);
        setState({ status: 'ready', App });
      } catch (error) {
        setState({ status: 'error', message: (error as Error).message, retrying: false });
      }
    },
    [name],
  );

  useEffect(() => {
    const App = loadedRemoteApp(name);
    if (App) setState({ status: 'ready', App });
    else {
      setState({ status: 'loading' });
      void load(false);
    }
  }, [name, load]);

  const panel = (message: string, retrying: boolean, onRetry: () => void) => (
    <div data-remote-error={name}>
      <ErrorPanel
        title={t('remoteFailed', { area: t(`area.${name}`) })}
        message={message}
        retrying={retrying}
        onRetry={onRetry}
      />
    </div>
  );

  if (state.status === 'loading') return <Spinner />;
  if (state.status === 'error') return panel(t('remoteFailedHint'), state.retrying, () => void load(true));
  const { App } = state;
  return (
    <AreaBoundary fallback={(error, reset) => panel(error.message, false, reset)}>
      <App />
    </AreaBoundary>
  );
}
