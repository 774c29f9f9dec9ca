import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as brands from '@outreach/brands';
import * as designSystem from '@outreach/design-system';
import * as sdk from '@outreach/sdk';
import * as sdkAccount from '@outreach/sdk/account';
import * as sdkLiveQueries from '@outreach/sdk/live-queries';
import * as sdkPageData from '@outreach/sdk/page-data';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as zustand from 'zustand';
import remoteErrorPlugin from './remote-error-plugin';
import { takePreloadedManifest } from './remotes';
import { routerLib } from './router-lib';

/** How the shell shares each singleton (rspack.factory.ts `sharedFor`): its range, version, strictly. */
interface SharedSpec {
  singleton: true;
  strictVersion: true;
  requiredVersion: string;
  version: string;
}
declare const __SHELL_SHARED__: Record<string, SharedSpec>;

/**
 * The shell is a plain build (issue 12 budget): the federation runtime is not on the first page.
 * This module, loaded when a remote area first opens, creates the page's federation instance and
 * hands it the shell's own copies of the singletons, so a remote runs on them (one React, one
 * router, one sdk with its session store and query client…). `lib` marks a copy as loaded, which
 * `shareStrategy: 'loaded-first'` keeps; react-query is not on the first page, so it comes by `get`.
 */
const libs: Record<string, () => Promise<unknown> | unknown> = {
  react: () => react,
  'react-dom': () => reactDom,
  'react-dom/client': () => reactDomClient,
  'react/jsx-runtime': () => jsxRuntime,
  'react-router': () => routerLib,
  zustand: () => zustand,
  '@outreach/sdk': () => sdk,
  '@outreach/sdk/account': () => sdkAccount,
  '@outreach/sdk/live-queries': () => sdkLiveQueries,
  '@outreach/sdk/page-data': () => sdkPageData,
  '@outreach/design-system': () => designSystem,
  '@outreach/brands': () => brands,
};

const shared = Object.fromEntries(
  Object.entries(__SHELL_SHARED__).map(([name, { version, ...shareConfig }]) => {
    const lib = libs[name];
    return [
      name,
      lib
        ? { version, shareConfig, lib: lib as () => unknown }
        : {
            version,
            shareConfig,
            get: () => import('@tanstack/react-query').then((module) => () => module),
          },
    ];
  }),
);

/** issue 25: the manifest the page started before the runtime loaded (remotes.ts), not a second request. */
export const preloadedManifests: ModuleFederationRuntimePlugin = {
  name: 'preloaded-manifests',
  fetch: (url) => takePreloadedManifest(url),
};

export const federation = createInstance({
  name: 'shell',
  remotes: [],
  shared,
  shareStrategy: 'loaded-first',
  plugins: [remoteErrorPlugin(), preloadedManifests],
});
