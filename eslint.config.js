import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// STYLE.md: imports go ui, lib, data -> features -> app, and a feature reaches into another only
// through the files it names here as its public surface; everything else in a feature is private.
const featurePublicSurface = {
  // /family is onboarding or the home (home/components/family-index-page.tsx), and the
  // home greets a family sent back from the landing page.
  family: ['api/use-family.ts', 'components/family-query-gate.tsx', 'components/family-status.tsx', 'components/onboarding/onboarding-flow.tsx'],
  landing: ['components/welcome-back-banner.tsx'],
  // The one way a screen gets a voice note's or video's bytes: kept public so that fetching a
  // recording from another device is added there once, for every player.
  feed: ['components/post-list.tsx', 'api/use-recording.ts'],
  // On this day and the year book: the home shows the card; the dashboard and Memories open the year book.
  'on-this-day': ['components/on-this-day-panel.tsx', 'api/use-on-this-day.ts', 'model/memories-link.ts'],
  'year-book': ['model/year-book-link.ts', 'components/year-book-entry-card.tsx'],
  moments: [
    'components/daily-card.tsx',
    'components/invite-others.tsx',
    'components/use-local-date.ts',
    'components/photo-picker-field.tsx',
    'data/load-challenges.ts',
  ],
  'ai-tools': [
    'components/ai-error-dialog.tsx',
    'components/demo-mode-badge.tsx',
    'components/photo-picker.tsx',
    'model/error-texts.ts',
    'model/download-names.ts',
    // Every AI tool asks before a photo leaves the device, through one gate (the choices are kept
    // in the services' ai.consent); the dashboard lists them and the privacy policy names the providers.
    'api/use-ai-consent-gate.tsx',
    'api/use-ai-setup.ts',
    'components/ai-tools-card.tsx',
    // How a tool goes on after the gate: live, demo (nothing uploaded) or the server unreachable.
    'model/send-mode.ts',
  ],
  // Family sync: the dashboard's sync card; the header's state is wired by the app. The home offers a
  // removed device its choices.
  // Notifications: the sync card holds this device's choices; the home makes the offer once.
  notifications: ['components/notifications-section.tsx', 'components/notification-offer.tsx'],
  sync: ['components/sync-devices-card.tsx', 'components/sync-header-status.tsx', 'api/use-sync.ts', 'components/removed-device-notice.tsx'],
};
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  ...['ui', 'lib', 'data'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: `src/${layer} sits under the features and the app: it must not import them.`,
  })),
  // src/lib is the ground floor: what src/data and src/ui share with it moves down into it.
  {
    target: './src/lib',
    from: ['./src/data', './src/ui'],
    message: 'src/lib sits under src/data and src/ui: move what both need down into src/lib.',
  },
  { target: './src/features', from: './src/app', message: 'A feature must not import the app shell.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...Object.entries(featurePublicSurface).flatMap(([owner, files]) =>
        owner === feature ? [] : files.map((file) => `./${owner}/${file}`),
      ),
    ],
    message: "Another feature's private file: import only what eslint.config.js lists as its public surface.",
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'public/mockServiceWorker.js', 'coverage', 'test-results', 'dev-dist', 'dist-server', 'data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, import: importPlugin },
    // The TypeScript resolver reads tsconfig's `@/*` paths, so `@/features/x` and `../../x` are
    // both resolved to files and checked by the zones below.
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: { extensions: ['.ts', '.tsx', '.js'] } },
      // import/no-cycle reads each imported file: without a TypeScript parser it read none and
      // found no cycle at all.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: layerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '../src/*'], message: 'The server does not import browser code.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['stories/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
