/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Installable and offline (issue 8): after the first visit Hearth opens with no network. Every
    // file of the build (app shell, every route chunk, fonts, icons, sounds) is precached; any page
    // address falls back to the cached index.html, except the API. 'prompt': a new version waits
    // until the family chooses Refresh, so nothing they are typing is lost to a reload
    // (src/features/pages/pwa/register-service-worker.ts).
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      strategies: 'generateSW',
      // The glob below already precaches public/ (icons, favicons); listing them again would duplicate.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Hearth',
        short_name: 'Hearth',
        description:
          'One shared family moment a day, a private family feed and activities to play together. Everything stays on your device.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/family',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#b4462b',
        background_color: '#fdf8f1',
        categories: ['lifestyle', 'social', 'education'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,jpg,woff2,mp3,wav,ogg,json,txt}'],
        globIgnores: ['**/mockServiceWorker.js'],
        // Photos are compressed in a worker chunk and fonts ship in several subsets: no file of the
        // build may be skipped for its size, or that part of Hearth would not open offline.
        maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // The first visit's page is controlled at once, so route chunks it loads later while
        // offline come from the cache too. A waiting update still activates only on Refresh.
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ],
  resolve: {
    alias: { '@': src },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The service worker and the story mock worker are not part of the app bundle.
    assetsInlineLimit: 0,
  },
  server: {
    // The dev server forwards API calls to the Hono server (npm run server).
    proxy: { '/api': 'http://localhost:4173' },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
    // A test that only timed out on a loaded 2-core CI machine gets one more try there.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 30_000,
  },
});
