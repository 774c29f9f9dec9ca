import { getBrand } from '@outreach/brands';
import { SnackbarHost, ThemeRoot } from '@outreach/design-system';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { i18n, isLanguage } from './i18n';
import { createQueryClient } from './query';
import { seedSession } from './session';

/** The props a partner portal passes to every remote (ARCHITECTURE.md "Embedding"). */
export interface RemoteMountProps {
  apiBase: string;
  token: string;
  space?: string | null;
  /** A brand id from brands/ (the partner's white-label). */
  brand: string;
  locale?: string;
  theme?: 'light' | 'dark';
  /** Which page of the area to open first. */
  path?: string;
  /** Where to mount; single-spa passes it through customProps. */
  domElement?: HTMLElement;
}

/** What one remote renders: the area's App with the props the partner mounted it with. */
interface RemoteRootProps extends RemoteMountProps {
  App: ComponentType;
  defaultPath: string;
}

/**
 * Seeds the sdk from the props, and renders the area's App inside its own theme root, query
 * client and in-memory router, so the partner's page keeps its URL and its styles.
 */
function RemoteRoot({ App, defaultPath, ...props }: RemoteRootProps) {
  const [queryClient] = React.useState(createQueryClient);
  // The partner names a brand of the build (brands/): it is the page's brand for useBrand() too.
  const brand = getBrand(props.brand);
  seedSession({
    apiBase: props.apiBase,
    token: props.token,
    space: props.space ?? null,
    brand: props.brand,
    hostBrand: brand,
    locale: props.locale ?? 'en',
    theme: props.theme ?? 'light',
  });
  React.useEffect(() => {
    if (props.locale && isLanguage(props.locale)) void i18n.changeLanguage(props.locale);
  }, [props.locale]);
  return (
    <ThemeRoot brand={brand} theme={props.theme ?? 'light'}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[props.path ?? defaultPath]}>
          <App />
        </MemoryRouter>
      </QueryClientProvider>
      <SnackbarHost />
    </ThemeRoot>
  );
}

/** single-spa lifecycles for one remote: each mount renders a RemoteRoot of the area's App. */
export function createSpaLifecycles({ App, defaultPath }: { App: ComponentType; defaultPath: string }) {
  return singleSpaReact<RemoteMountProps>({
    React,
    ReactDOMClient,
    rootComponent: (props: RemoteMountProps) => <RemoteRoot App={App} defaultPath={defaultPath} {...props} />,
    errorBoundary: (error: Error) => <div role="alert">{error.message}</div>,
  });
}
