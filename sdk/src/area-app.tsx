/**
 * The frame of every remote's App (what the shell mounts for the paths a remote owns,
 * core/src/areas.ts): a tagged root, the area's strings, then its pages.
 * Imported from '@outreach/sdk/area-app', off the sdk's main entry like area-tabs.
 */
import { DesignSystemStringsProvider, EmptyState, Spinner } from '@outreach/design-system';
import type { FeatureSet } from '@outreach/core/features';
import { type ReactNode, useMemo } from 'react';
// Through the package name, never './i18n' or './routing': this file is bundled into each remote,
// and only '@outreach/sdk' is the shared singleton whose i18n holds the shell's namespaces (the
// locked-page panel reads `layout`). A relative import gave each remote its own empty i18n.
import {
  type AreaRoute,
  AreaRoutes,
  type Locales,
  type Namespace,
  type Translate,
  useT,
  WithLocales,
} from '@outreach/sdk';

export interface AreaAppProps {
  /** The remote's name, on the root element (`data-remote`) for the shell and the e2e tests. */
  remote: string;
  /** The remote's build (`__BUILD_ID__`, defined by each remote's own build). */
  buildId: string;
  /** The area's strings: its pages render once they are in. */
  locales: Locales;
  children: ReactNode;
}

/** The remote's root: tagged with its name and build, showing a spinner until its strings are in. */
export function AreaApp({ remote, buildId, locales, children }: AreaAppProps) {
  return (
    <div data-remote={remote} data-build={buildId}>
      <WithLocales locales={locales} fallback={<Spinner />}>
        {children}
      </WithLocales>
    </div>
  );
}

export interface AreaPagesProps {
  /**
   * The strings namespace holding `notFound.title`, `notFound.description` (and `loading`), and
   * the routes' titles: a route's `title` is a key of it ('routeTitles.inbox'), shown translated.
   */
  namespace: Namespace;
  routes: readonly AreaRoute[];
  /** The plan's features, for areas whose pages are gated (sdk LockedFeature). */
  features?: FeatureSet;
  /** Whether the page spinner is labelled with the namespace's `loading` string. */
  labelledSpinner?: boolean;
}

/** The area's pages, with its loading and not-found states; render inside AreaApp. */
export function AreaPages({ namespace, routes, features, labelledSpinner = true }: AreaPagesProps) {
  // Any namespace: the keys read here are the ones every area's strings have.
  const t: Translate = useT(namespace) as Translate;
  const titled = useMemo(
    () => routes.map((route) => (route.title ? { ...route, title: t(route.title) } : route)),
    [routes, t],
  );
  return (
    <DesignSystemStringsFrom namespace={namespace}>
      <AreaRoutes
        routes={titled}
        features={features}
        fallback={labelledSpinner ? <Spinner label={t('loading')} /> : <Spinner />}
        notFound={<EmptyState title={t('notFound.title')} description={t('notFound.description')} />}
      />
    </DesignSystemStringsFrom>
  );
}

/**
 * The design system's own words (spinner, error panel, sidebar, drag instructions) in the page's
 * language, from the `designSystem.*` strings of `namespace`: each area's pages and the shell.
 */
export function DesignSystemStringsFrom({
  namespace,
  children,
}: {
  namespace: Namespace;
  children: ReactNode;
}) {
  const t: Translate = useT(namespace) as Translate;
  const strings = useMemo(
    () => ({
      loading: t('designSystem.loading'),
      errorTitle: t('designSystem.errorTitle'),
      retry: t('designSystem.retry'),
      retrying: t('designSystem.retrying'),
      close: t('designSystem.close'),
      people: (count: number) => t('designSystem.people', { count }),
      dragInstructions: t('designSystem.dragInstructions'),
      mainNavigation: t('designSystem.mainNavigation'),
      collapseSidebar: t('designSystem.collapseSidebar'),
      expandSidebar: t('designSystem.expandSidebar'),
    }),
    [t],
  );
  return <DesignSystemStringsProvider strings={strings}>{children}</DesignSystemStringsProvider>;
}
