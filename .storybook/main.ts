import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

function pluginName(plugin: PluginOption): string {
  return plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '';
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // screen-states.mdx: the "Screen states" page, generated from stories/SCREEN-STATES.md.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // Serves public/mockServiceWorker.js, which msw-storybook-addon registers for parameters.msw.
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    // The app's vite.config.ts is reused (React, Tailwind, `@` alias). A PWA service worker must not
    // be generated for Storybook: it would compete with MSW's worker for the same scope.
    const plugins = (viteConfig.plugins ?? []).flat(Infinity as 1) as PluginOption[];
    return {
      ...viteConfig,
      plugins: plugins.filter((plugin) => !pluginName(plugin).startsWith('vite-plugin-pwa')),
    };
  },
};

export default config;
