/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig, type Plugin, type ResolvedConfig, type Rolldown, type ViteDevServer } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { INLINE_SCRIPT_HASHES } from './server/inline-scripts.ts';
import { appShellFile } from './server/static.ts';
import { codeSplittingGroups } from './build/code-splitting.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** Whether a bundle is the app's own build (Storybook's build runs these plugins too, from its iframe.html). */
function isAppBundle(bundle: Rolldown.OutputBundle, root: string): boolean {
  return Object.values(bundle).some((file) => file.type === 'chunk' && file.facadeModuleId === `${root}/index.html`);
}

type RenderLandingModule = { renderLandingHtml: () => string; landingRouteScript: () => string; festivalPrefixAttribute: () => string };

/**
 * Prerenders the landing page `/` into index.html at build time, from its own React component
 * (src/app/render-landing-html.tsx), so a first visit paints it before any JavaScript has run; the
 * app's normal module script then hydrates it (main.tsx). A small inline script in the head marks
 * the page as the landing page on `/` only, so every other address shows the splash instead; the
 * content security policy allows it by its hash, checked here against server/inline-scripts.ts.
 */
function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  // Only the app's own index.html (a Storybook build runs these hooks on its iframe.html too).
  const isAppHtml = (file: string | null | undefined) => file === `${config.root}/index.html`;
  // A Vite server in SSR mode compiles the component (TSX, the '@' alias, import.meta.env) as the build does.
  const loadRenderer = async (): Promise<{ landing: string; script: string; prefix: string }> => {
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
      const module = (await server.ssrLoadModule('/src/app/render-landing-html.tsx')) as RenderLandingModule;
      return { landing: module.renderLandingHtml(), script: module.landingRouteScript(), prefix: module.festivalPrefixAttribute() };
    } finally {
      await server.close();
    }
  };
  return {
    name: 'hearth-prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!isAppHtml(context.filename)) return html;
        const marker = '<!--hearth-landing-->';
        if (!html.includes(marker)) throw new Error(`index.html lacks the ${marker} marker for the prerendered landing page`);
        const { landing, script, prefix } = await loadRenderer();
        const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        if (!INLINE_SCRIPT_HASHES.includes(hash)) {
          throw new Error(`The head script changed: put ${hash} in server/inline-scripts.ts, or the CSP blocks it`);
        }
        // Before the stylesheet: it has run before the first paint, with nothing to download.
        return html
          .replace('<html lang="en">', `<html lang="en" ${prefix}>`)
          .replace('</title>', `</title>\n    <script>${script}</script>`)
          .replace(marker, `<div class="hearth-prerendered-landing">${landing}</div>`);
      },
    },
  };
}

/**
 * Preloads the Latin subset of Nunito from the head of index.html. Otherwise the browser asks for the
 * font only once the stylesheet has arrived and the page's text has been laid out, so a first visit on
 * a slow network paints in the fallback font and the text then jumps when Nunito swaps in (the
 * landing page's hero paragraph moved by a layout shift of 0.136, its HTML and CSS alone as much). Only
 * the Latin subset: the others load as before, for the text that needs them.
 */
function preloadLatinFont(): Plugin {
  let root = '';
  return {
    name: 'hearth-preload-latin-font',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.filename !== `${root}/index.html` || !context.bundle) return;
        const font = Object.keys(context.bundle).find((file) => /(^|\/)nunito-latin-wght-normal-[\w-]+\.woff2$/.test(file));
        if (!font) throw new Error('The build has no Latin Nunito font to preload: check @fontsource-variable/nunito');
        return [
          { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '', fetchpriority: 'low' }, injectTo: 'head' },
        ];
      },
    },
  };
}

/**
 * Builds the notifications part of the service worker (src/sw/notifications.ts) into one classic
 * script beside the app, which the worker vite-plugin-pwa generates imports (workbox.importScripts
 * below): generateSW keeps its precaching and routes, and the push handlers share the app's own
 * code for opening previews (esbuild reads the '@' alias from tsconfig.json).
 */
const NOTIFICATIONS_WORKER = 'notifications-sw.js';
function hearthNotificationsWorker(): Plugin {
  let root = '';
  return {
    name: 'hearth-notifications-worker',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
    },
    async generateBundle(_options, bundle) {
      const isAppBuild = isAppBundle(bundle, root);
      if (!isAppBuild) return;
      const { build } = await import('esbuild');
      const result = await build({
        entryPoints: [`${src}/sw/notifications.ts`],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        write: false,
        legalComments: 'none',
        tsconfig: `${root}/tsconfig.json`,
      });
      this.emitFile({ type: 'asset', fileName: NOTIFICATIONS_WORKER, source: result.outputFiles[0]!.text });
    },
  };
}

/**
 * Names the app shell's scripts (`src/app/start.tsx`'s chunk and what it imports statically) in
 * `app-shell.json`, which the server sends as `Link: rel=modulepreload` with every address but the
 * landing page (server/static.ts). On a first visit to /family the browser then fetches the shell
 * with the page instead of after the entry script has run and asked for it: one round trip fewer
 * on a slow phone network before onboarding paints. The landing page keeps starting the app only at
 * the visitor's first tap, so `/` gets no such header.
 */
function appShellScripts(): Plugin {
  let root = '';
  const shellEntry = `${src}/app/start.tsx`;
  return {
    name: 'hearth-app-shell-scripts',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
    },
    generateBundle(_options, bundle) {
      if (!isAppBundle(bundle, root)) return;
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const shell = chunks.find((chunk) => chunk.moduleIds.includes(shellEntry));
      if (!shell) throw new Error(`The build has no chunk for ${shellEntry}: check build/code-splitting.ts`);
      const scripts: string[] = [];
      const pending = [shell.fileName];
      for (let file = pending.shift(); file !== undefined; file = pending.shift()) {
        if (scripts.includes(file)) continue;
        scripts.push(file);
        const chunk = bundle[file];
        if (chunk?.type === 'chunk') pending.push(...chunk.imports);
      }
      this.emitFile({ type: 'asset', fileName: appShellFile, source: `${JSON.stringify({ modulepreload: scripts.map((file) => `/${file}`) })}\n` });
    },
  };
}

/**
 * Leaves Storybook's MSW worker (public/mockServiceWorker.js, for the stories' network mocks) out of
 * the app's build: the app never registers it, so shipping it only widens what the server offers
 * (docs/decisions/025-server-limits-and-headers.md). Storybook's own build, whose entry is not the app's index.html, keeps it.
 */
function storybookWorkerLeftOut(): Plugin {
  let root = '';
  return {
    name: 'hearth-storybook-worker-left-out',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
    },
    async writeBundle(options, bundle) {
      const isAppBuild = isAppBundle(bundle, root);
      if (isAppBuild && options.dir) await rm(`${options.dir}/mockServiceWorker.js`, { force: true });
    },
  };
}

/**
 * Writes a Brotli copy (`<file>.br`, highest quality) beside every text file of the app's build
 * that it makes smaller; the server sends it to browsers that accept Brotli (server/static.ts).
 * On a first visit over a slow phone network the bytes of JavaScript are what onboarding waits for,
 * and Brotli is about 13% smaller than gzip on them. Runs last, after the service
 * worker is generated; the `.br` files match none of its precache patterns.
 */
function brotliCopies(): Plugin {
  let root = '';
  let outDir = '';
  let isAppBuild = false;
  return {
    name: 'hearth-brotli-copies',
    apply: 'build',
    configResolved(resolved) {
      root = resolved.root;
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    writeBundle(_options, bundle) {
      isAppBuild = isAppBundle(bundle, root);
    },
    closeBundle: {
      order: 'post',
      async handler() {
        if (!isAppBuild) return;
        const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json|webmanifest|txt)$/.test(file));
        await Promise.all(
          files.map(async (file) => {
            const path = join(outDir, file);
            const bytes = await readFile(path);
            if (bytes.byteLength < 1024) return;
            const compressed = await promisify(brotliCompress)(bytes, {
              params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
            });
            if (compressed.byteLength < bytes.byteLength) await writeFile(`${path}.br`, compressed);
          }),
        );
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderLanding(),
    preloadLatinFont(),
    // Installable and offline: after the first visit Hearth opens with no network. Every
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
          'One shared family moment a day, a private family feed and activities to play together. Moments are kept on your device; Hearth’s server keeps none of your names; photos go to an AI provider only when you use an AI tool and agree.',
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
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,jpg,woff2,ttf,mp3,wav,ogg,json,txt}'],
        // The year book's PDF writer and its font (1.3 MB) are fetched only when a family asks for a
        // PDF, then kept by the runtime rule below: every install should not pay for them.
        // app-shell.json is for the server's headers (appShellScripts above); the worker needs none of it.
        globIgnores: ['**/mockServiceWorker.js', '**/make-book-pdf-*.js', '**/LiberationSans-*.ttf', `**/${appShellFile}`],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /\/assets\/(make-book-pdf-.*\.js|LiberationSans-.*\.ttf)$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'hearth-year-book-pdf', expiration: { maxEntries: 4 } },
          },
        ],
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
        // Push and notification clicks (hearthNotificationsWorker above).
        importScripts: [NOTIFICATIONS_WORKER],
      },
    }),
    hearthNotificationsWorker(),
    appShellScripts(),
    storybookWorkerLeftOut(),
    brotliCopies(),
  ],
  resolve: {
    alias: { '@': src },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The service worker and the story mock worker are not part of the app bundle.
    assetsInlineLimit: 0,
    // Fewer, larger chunks on a first visit's path (build/code-splitting.ts).
    // A first visit to /family opens onboarding: what it shares with other features is a chunk of its own.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: codeSplittingGroups(`${src}/`, `${src}/app/start.tsx`, [`${src}/features/family/components/onboarding/onboarding-flow.tsx`]),
        },
      },
    },
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
    // Vitest's default leaves one core to its main thread, which only hands out files: on two cores
    // that ran the suite in one worker (143 s; 100 s with both, measured side by side).
    maxWorkers: availableParallelism(),
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
