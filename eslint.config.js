// Lint: typescript-eslint's recommended rules, plus the layer boundaries (docs/ARCHITECTURE.md,
// "Layers"): import-x's no-restricted-paths resolves every import to its file, so a relative path
// cannot slip past a pattern. Formatting is Prettier's, not ESLint's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

// Tests, and the test helpers beside them outside core, may import any layer. A `*.fixture.ts`
// under src/core is core's (it imports nothing outside core); a helper that needs node, the worker
// or the page lives in src/testing, which may import any layer and which no product code imports.
const TESTS = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/**/*.fixture.ts', 'src/**/test-util.ts'];
const CORE_FIXTURES = ['src/core/**/*.fixture.ts', 'src/core/**/test-util.ts'];

/** Product code of each layer may import only what the layer table allows. */
const zones = [
  // core: nothing outside core (its libraries come from node_modules, which no zone names).
  {
    target: 'src/core',
    from: ['src/worker', 'src/node', 'src/state', 'src/ui', 'src/cli', 'src/testing'],
    message: 'core is pure: it imports nothing outside src/core.',
  },
  // node glue: core only.
  {
    target: 'src/node',
    from: ['src/worker', 'src/state', 'src/ui', 'src/cli', 'src/testing'],
    message: 'node imports core only.',
  },
  // the worker: core (and its own files); never the page's state or views.
  {
    target: 'src/worker',
    from: ['src/node', 'src/state', 'src/ui', 'src/cli', 'src/testing'],
    message: 'worker imports core only.',
  },
  // state: core and the worker's client and protocol, never the engine or the worker script.
  {
    target: 'src/state',
    from: ['src/node', 'src/ui', 'src/cli', 'src/testing'],
    message: 'state imports core and the worker client.',
  },
  {
    target: 'src/state',
    from: 'src/worker',
    except: ['./client.ts', './protocol.ts'],
    message: 'state talks to the worker through worker/client.ts and worker/protocol.ts only.',
  },
  // ui: state and core; of the worker only the protocol's types and boot (index.html's first script).
  { target: 'src/ui', from: ['src/node', 'src/cli', 'src/testing'], message: 'ui imports state and core.' },
  {
    target: 'src/ui',
    from: 'src/worker',
    except: ['./protocol.ts'],
    message: 'ui never imports worker internals: requests go through src/state.',
  },
  // cli: core and node, never state or ui.
  {
    target: 'src/cli',
    from: ['src/worker', 'src/state', 'src/ui', 'src/testing'],
    message: 'cli imports core and node only (the page and the CLI share core).',
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'test-results/', 'playwright-report/', 'fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // tiktoken's pre-token patterns and the JSON escaping rules match control characters on purpose.
      'no-control-regex': 'off',
    },
  },
  // The page's composition root creates the worker client and hands it to state.
  {
    files: ['src/ui/main.tsx'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: zones.map((z) =>
            z.target === 'src/ui' && z.from === 'src/worker' ? { ...z, except: ['./protocol.ts', './client.ts'] } : z,
          ),
        },
      ],
    },
  },
  // Tests prove that layers agree (the page's table equals the CLI's), so they may import any layer;
  // core's own test helpers stay under core's zone.
  { files: TESTS, ignores: CORE_FIXTURES, rules: { 'import-x/no-restricted-paths': 'off' } },
);
