// ESLint flat config: typescript-eslint + Vue, Prettier-compatible; engine/ and ai/ stay pure (STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** What engine/ and ai/ may not import at all: they stay pure (STYLE.md). */
const pureImports = {
  group: [
    'vue',
    'pinia',
    'electron',
    'comlink',
    'node:*',
    'fs',
    'path',
    'os',
    'child_process',
    'worker_threads',
    'zod',
  ],
  message: 'engine/ and ai/ must stay free of UI, Electron, Comlink, Node and validation libraries.',
};

/** Import patterns of the top-level folders `dirs`, relative or not, e.g. `../session/format`. */
function folders(dirs) {
  return dirs.flatMap((d) => [`**/${d}`, `**/${d}/**`]);
}

/**
 * A layer (docs/architecture.md): the files of `dir` import none of the folders `above`, e.g. the engine none
 * of ai/, formats/, session/…; `more` are other patterns refused there.
 */
function layer(dir, above, more = []) {
  return {
    files: [`${dir}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...more,
            {
              group: folders(above),
              message: `${dir}/ sits below ${above.join(', ')}: it may not import them (docs/architecture.md).`,
            },
          ],
        },
      ],
    },
  };
}

const APP = ['session', 'cli', 'renderer', 'electron'];
const layers = [
  layer('engine', ['ai', 'formats', 'content', ...APP], [pureImports]),
  layer('ai', ['formats', 'content', ...APP], [pureImports]),
  layer('formats', ['ai', 'content', ...APP]),
  layer('content', ['ai', ...APP]),
  layer('scenario-gen', ['ai', ...APP]),
];

/** session/ is the headless game host (the Web Worker's object, tested in Node): no UI, no Electron, no DOM. */
const sessionLayer = {
  files: ['session/**/*.ts'],
  languageOptions: { globals: { ...globals.node } },
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['vue', 'pinia', 'electron', 'comlink', ...folders(['renderer', 'electron', 'cli'])],
            message:
              'session/ is the headless game host: no Vue, Pinia, Electron, renderer or command-line code; the worker file wires it to Comlink.',
          },
        ],
      },
    ],
    'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'indexedDB', 'HTMLElement'],
  },
};

/** No import cycles anywhere (issue 20): a module below another never imports it back. */
const noCycles = {
  files: ['**/*.ts', '**/*.vue'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.mjs', '.vue', '.json'] })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'dist-web/**',
      'node_modules/**',
      'test-results/**',
      'coverage/**',
      'scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] } },
  },
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      ecmaVersion: 2022,
      sourceType: 'module',
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'vue/multi-word-component-names': 'off',
    },
  },
  ...layers,
  sessionLayer,
  noCycles,
  prettier,
);
