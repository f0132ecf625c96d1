/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { FirstPaintTemplates } from './src/app/first-paint-from-data.ts';
import { familyChunkOf, isSharedFirstPaintIcon, routePreloads, type BuiltChunk } from './src/app/first-paint-chunks.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

type AppEntry = {
  src: string;
  preloads: readonly string[];
  routePreloads?: Record<string, readonly string[]>;
  firstPaintFromData?: { paths: readonly string[] };
};
type PrerenderModule = {
  renderLandingHtml: () => string;
  renderFirstPaintTemplates: () => Promise<FirstPaintTemplates>;
  landingRouteScript: (entry: AppEntry) => string;
  firstPaintTemplatesHtml: (templates: FirstPaintTemplates) => string;
};

/**
 * Prerenders the landing page into index.html at build time (issue 9 budgets: the landing page's
 * largest paint and the JavaScript before its first paint). The markup comes from
 * src/app/prerender-landing.tsx, which renders the app's own routes for `/`; the app then hydrates
 * it. index.html answers every address, so a small classic script (landingRouteScript) marks the
 * page as the landing page or not before anything paints (the stylesheet in index.html shows the
 * prerendered landing only on `/` and the splash elsewhere) and starts the app: that script
 * replaces the entry `<script type="module">` and modulepreload tags Vite writes, so that on `/`
 * the app's scripts are requested only after the prerendered page has painted. It also gets, per
 * /family page, the chunks that page's first paint needs (first-paint-chunks.ts), from the bundle.
 */
function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  let script: { fileName: string; source: string } | null = null;
  // A server, not a one-off import: the /family templates render the app's routes, whose code the
  // router imports lazily while they render (first-paint-templates.tsx).
  const withPrerender = async <T,>(render: (module: PrerenderModule) => Promise<T>): Promise<T> => {
    const server: ViteDevServer = await createServer({
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      logLevel: 'warn',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
      resolve: { alias: { '@': src } },
      oxc: { jsx: { runtime: 'automatic' } },
    });
    try {
      return await render((await server.ssrLoadModule('/src/app/prerender-landing.tsx')) as PrerenderModule);
    } finally {
      await server.close();
    }
  };
  // Only the app's own index.html (a Storybook build runs these hooks on its iframe.html too).
  const isAppHtml = (file: string | null | undefined) => file === `${config.root}/index.html`;
  return {
    name: 'hearth-prerender-landing',
    apply: 'build',
    // After Vite's own HTML plugin: its script and preload tags are in the page by then, and the
    // script file is emitted once the page has been written.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!isAppHtml(context.filename)) return html;
        const marker = '<!--hearth-landing-->';
        if (!html.includes(marker)) throw new Error(`index.html lacks the ${marker} marker for the prerendered landing page`);
        const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
        const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
        const entry = entryTag.exec(html)?.[1];
        if (!entry) throw new Error('index.html has no entry module script to start from the landing-route script');
        const preloads = [...html.matchAll(preloadTag)].map((match) => match[1] ?? '');
        const chunks = Object.values(context.bundle ?? {}).filter((file): file is BuiltChunk & typeof file => file.type === 'chunk');
        const routes = routePreloads(chunks, [entry, ...preloads], config.base);
        const { source, landing, templates } = await withPrerender(async (module) => {
          const pages = await module.renderFirstPaintTemplates();
          return {
            source: module.landingRouteScript({ src: entry, preloads, routePreloads: routes, firstPaintFromData: { paths: Object.keys(pages) } }),
            landing: module.renderLandingHtml(),
            templates: module.firstPaintTemplatesHtml(pages),
          };
        });
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/landing-route-${hash}.js`, source };
        // A parser-blocking classic script before the stylesheet: it has run before the first paint.
        return html
          .replace(entryTag, '')
          .replace(preloadTag, '')
          .replace('</title>', `</title>\n    <script src="/${script.fileName}"></script>`)
          .replace(marker, `<div class="hearth-prerendered-landing">${landing}</div>`)
          // The /family pages' templates (first-paint-templates.tsx), after everything the page shows.
          .replace('</body>', `  ${templates}\n  </body>`);
      },
    },
    generateBundle(_options, bundle) {
      if (!Object.values(bundle).some((file) => file.type === 'chunk' && isAppHtml(file.facadeModuleId))) return;
      if (!script) throw new Error('index.html was not transformed before the bundle was written');
      this.emitFile({ type: 'asset', fileName: script.fileName, source: script.source });
    },
  };
}

/**
 * Takes the web app manifest's link (vite-plugin-pwa's) out of index.html: Chrome fetches the
 * manifest and one of its icons as soon as it sees the link, while the page loads, and Lighthouse
 * counted both in front of the first-paint snapshot's largest paint (LCP of /family/feeds 1.51 s
 * instead of 1.36 s in some runs). The app links it with the service worker, after the load
 * (src/features/pages/pwa/web-app-manifest.ts).
 */
function manifestLinkedLater(): Plugin {
  return {
    name: 'hearth-manifest-linked-later',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/\s*<link rel="manifest"[^>]*>/, ''),
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderLanding(),
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
          'One shared family moment a day, a private family feed and activities to play together. Moments stay on your device; family and member names go to Hearth’s server; photos go to an AI provider only when you use an AI tool.',
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
    manifestLinkedLater(),
  ],
  resolve: {
    alias: { '@': src },
  },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The code every page needs before its first render (React, the class-name helpers,
              // Button and Spinner) in one chunk instead of four: fewer requests in front of the
              // stylesheet on HTTP/1.1's six connections (issue 9: Lighthouse, slow 4G).
              name: 'app-core',
              // The design system's small primitives every family page renders first (cards,
              // badges, banners, skeletons, images; with their icons) and the icons they share with
              // other routes are here too: one request, not fifteen, and no feature's chunk for a
              // page that shows a card (first-paint-chunks.ts).
              test: (id: string) =>
                /node_modules\/(react|react-dom|scheduler|tailwind-merge|clsx|class-variance-authority|@radix-ui\/react-slot|@radix-ui\/react-compose-refs)\/|src\/(ui\/(button|spinner|card|badge|skeleton|icon-button|empty-state|alert-banner|safe-image)\.tsx|lib\/cn\.ts)$/.test(id) ||
                isSharedFirstPaintIcon(id),
            },
            // A returning family's /family pages: their first-paint modules in two chunks (the
            // shell without the database, then Dexie and the records) instead of about forty, so
            // they arrive in one step with the entry (first-paint-chunks.ts; issue 9: LCP).
            // Only the listed modules: what they import (React Router, TanStack Query, icons) stays
            // where every route finds it, in the entry or shared chunks.
            {
              name: (id: string) => familyChunkOf(id),
              debugName: 'family-shared/family-data',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
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
    // Components need a DOM; pure rules, data and server tests start with
    // `// @vitest-environment node`, which skips jsdom's set-up (about 1 s per file on two cores).
    environment: 'jsdom',
    setupFiles: ['tests/setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
    // A test that only timed out on a loaded 2-core CI machine gets one more try there.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 30_000,
    projects: [
      // Worker threads start several times faster than processes on two cores.
      {
        extends: true,
        test: {
          name: 'unit',
          pool: 'threads',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.tz.test.ts'],
        },
      },
      // Tests that change process.env.TZ need a process each: a thread never re-reads the zone.
      { extends: true, test: { name: 'time-zones', pool: 'forks', include: ['tests/unit/**/*.tz.test.ts'] } },
    ],
  },
});
