/**
 * One multi-compiler build: the shell and every remote (ARCHITECTURE.md "Federation").
 *
 *   rspack build -c rspack.config.ts                      everything
 *   rspack build -c rspack.config.ts --env remote=inbox   one remote alone (dist/remotes/inbox)
 *   rspack build -c rspack.config.ts --env portal         adds the e2e partner portal
 *
 * Each compiler cleans only its own folder, so rebuilding one remote changes nothing else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { routerExports } from './sdk/src/router-exports';

const root = path.dirname(new URL(import.meta.url).pathname);
const dist = path.join(root, 'dist');

export const remoteNames = ['campaigns', 'inbox', 'billing', 'dialer', 'ai', 'admin'] as const;

function version(pkg: string): string {
  return (
    JSON.parse(readFileSync(path.join(root, 'node_modules', pkg, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/** The singletons of ARCHITECTURE.md: one copy per page, whoever loads first provides it. */
const shared = Object.fromEntries(
  [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react-router',
    'zustand',
    '@tanstack/react-query',
    '@outreach/sdk',
    '@outreach/design-system',
    '@outreach/brands',
  ].map((name) => {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] as string);
    const config = { singleton: true, requiredVersion: `^${version(pkg)}`, version: version(pkg) };
    // The router is big and used through a few exports: keep only those (see router-exports.ts).
    if (name === 'react-router') {
      return [
        name,
        { ...config, treeShaking: { mode: 'runtime-infer' as const, usedExports: [...routerExports] } },
      ];
    }
    return [name, config];
  }),
);

function base(name: string, outputPath: string): Configuration {
  return {
    name,
    mode: 'production',
    context: root,
    devtool: false,
    target: 'web',
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
            env: { targets: 'chrome >= 110, firefox >= 110, safari >= 16' },
          },
          type: 'javascript/auto',
        },
      ],
    },
    output: {
      path: outputPath,
      clean: true,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: name,
    },
    // ARCHITECTURE.md: federated builds need no separate runtime chunk.
    optimization: {
      runtimeChunk: false,
      minimize: true,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin({
          minimizerOptions: { ecma: 2020, compress: { passes: 2, ecma: 2020 }, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function shellConfig(): Configuration {
  const config = base('shell', path.join(dist, 'shell'));
  return {
    ...config,
    entry: { main: './shell/src/index.ts' },
    output: { ...config.output, publicPath: '/' },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: './shell/index.html',
        inject: 'body',
        scriptLoading: 'module',
      }),
      new ModuleFederationPlugin({
        name: 'shell',
        // Remotes are registered at run time from /api/config, so a remote redeploys alone.
        remotes: {},
        shared,
        dts: false,
        manifest: false,
        runtimePlugins: [path.join(root, 'shell/src/federation/remote-error-plugin.ts')],
        // Browser only: leaves the runtime's Node.js loaders out of the bundle.
        experiments: { optimization: { target: 'web' } },
      }),
    ],
  };
}

function remoteConfig(remote: string): Configuration {
  const config = base(remote, path.join(dist, 'remotes', remote));
  return {
    ...config,
    entry: {},
    // 'auto': chunks load next to remoteEntry.js, wherever the remote is hosted.
    output: { ...config.output, publicPath: 'auto' },
    plugins: [
      new ModuleFederationPlugin({
        name: remote,
        filename: 'remoteEntry.js',
        exposes: {
          './App': `./remotes/${remote}/src/expose/App.tsx`,
          './spa': `./remotes/${remote}/src/expose/spa.tsx`,
        },
        shared,
        dts: false,
        manifest: true,
        experiments: { optimization: { target: 'web' } },
      }),
      // Each build of a remote is stamped, so a redeploy is visible (data-build on the area's root).
      new rspack.DefinePlugin({ __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? 'dev') }),
    ],
  };
}

function portalConfig(): Configuration {
  const config = base('portal', path.join(dist, 'e2e-portal'));
  return {
    ...config,
    entry: { portal: './e2e/portal/portal.ts' },
    output: { ...config.output, publicPath: '/e2e/portal/' },
    plugins: [new rspack.HtmlRspackPlugin({ template: './e2e/portal/index.html', inject: 'body' })],
  };
}

export default (env: Record<string, string | boolean> = {}): Configuration[] => {
  const only = typeof env.remote === 'string' ? env.remote.split(',') : null;
  if (only) {
    const unknown = only.filter((name) => !(remoteNames as readonly string[]).includes(name));
    if (unknown.length)
      throw new Error(`Unknown remote: ${unknown.join(', ')} (one of ${remoteNames.join(', ')})`);
    return only.map(remoteConfig);
  }
  const configs = [shellConfig(), ...remoteNames.map(remoteConfig)];
  if (env.portal) configs.push(portalConfig());
  return configs;
};
