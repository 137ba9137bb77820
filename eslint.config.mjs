// One lint setup for every package (issue 2: "one lint and format setup for all packages").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.turbo/**',
      'data/**',
      'e2e/.run/**',
      'e2e/.run-*/**',
      'e2e/test-results/**',
      'e2e/test-results-*/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.tsx', 'shared-ui/**/*.ts', 'shell/**/*.ts', 'mfe-*/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Nest relies on runtime type metadata from constructor parameter types: type-only imports would erase it.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Module boundaries of the API (issue 15, docs/adr/0012): the engine imports no module; a feature imports the
    // engine, the features of its own context, and only the index.ts of another context; src/*.ts and the CLI
    // compose everything.
    files: ['api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'engine', pattern: 'api/src/engine', partialMatch: false },
        { type: 'context-index', pattern: 'api/src/modules/*/index.ts', mode: 'full', capture: ['context'] },
        {
          type: 'context-entities',
          pattern: 'api/src/modules/*/entities.ts',
          mode: 'full',
          capture: ['context'],
        },
        {
          type: 'feature',
          pattern: 'api/src/modules/*/*',
          partialMatch: false,
          capture: ['context', 'feature'],
        },
        { type: 'app', pattern: 'api/src/cli', partialMatch: false },
        { type: 'app', pattern: 'api/src/*.ts', mode: 'full' },
      ],
      // index.ts and entities.ts are file elements (`mode: 'full'`, deprecated in 7.x but the one way to type a file
      // as an element); this only silences the deprecation notice printed on every run.
      'boundaries/legacy-warnings': false,
      'boundaries/files': [{ category: 'entity', pattern: '**/*.{entity,entities}.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'engine' } }, allow: { to: { element: { type: 'engine' } } } },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { types: { anyOf: ['engine', 'context-index'] } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { context: '{{ from.element.captured.context }}' } },
                },
              },
            },
            {
              // A context must not reach its own index (a cycle through it); its features import each other.
              from: { element: { type: 'feature' } },
              disallow: {
                to: {
                  element: {
                    type: 'context-index',
                    captured: { context: '{{ from.element.captured.context }}' },
                  },
                },
              },
            },
            {
              // An entity may name another context's entity in a TypeORM relation: through that context's
              // entities.ts (its index would load the context's Nest modules while the entity is being defined).
              from: { element: { type: 'feature' }, file: { categories: 'entity' } },
              allow: { to: { element: { type: 'context-entities' } } },
            },
            {
              from: { element: { types: { anyOf: ['context-index', 'context-entities'] } } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['feature', 'context-entities'] },
                    captured: { context: '{{ from.element.captured.context }}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'app' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['engine', 'context-index', 'context-entities', 'feature', 'app'] },
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'tools/**', 'api/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
