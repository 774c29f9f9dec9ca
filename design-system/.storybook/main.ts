import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// The workspace packages (@outreach/brands) export TypeScript source; vite resolves them through the
// node_modules symlinks and compiles them like local files.
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Prop tables from react-docgen (the default, no TypeScript program) keep the build quick.
  typescript: { reactDocgen: 'react-docgen' },
  async viteFinal(viteConfig) {
    return {
      ...viteConfig,
      // No @vitejs/plugin-react is installed: esbuild compiles JSX with the automatic runtime, as tsconfig says.
      esbuild: { ...(viteConfig.esbuild || {}), jsx: 'automatic' },
      // The preview runtime (Storybook's manager API plus react-dom) is one chunk of about 1.3 MB; that is
      // the catalogue's own weight, not the design system's, so the default 500 kB warning is noise here.
      build: { ...viteConfig.build, chunkSizeWarningLimit: 1600 },
      server: {
        ...viteConfig.server,
        fs: { ...viteConfig.server?.fs, allow: [...(viteConfig.server?.fs?.allow ?? []), repositoryRoot] },
      },
    };
  },
};

export default config;
