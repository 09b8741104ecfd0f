// ESLint flat config: typescript-eslint + Vue, Prettier-compatible; engine/ and ai/ stay pure (STYLE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import pluginVue from 'eslint-plugin-vue';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const pureLayers = {
  files: ['engine/**/*.ts', 'ai/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
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
            message:
              'engine/ and ai/ must stay free of UI, Electron, Comlink, Node and validation libraries.',
          },
        ],
      },
    ],
  },
};

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
            group: ['vue', 'pinia', 'electron', 'comlink', '**/renderer/**', '**/electron/**'],
            message:
              'session/ is the headless game host: no Vue, Pinia, Electron or renderer code; the worker file wires it to Comlink.',
          },
        ],
      },
    ],
    'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'indexedDB', 'HTMLElement'],
  },
};

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'dist-web/**', 'node_modules/**', 'test-results/**', 'coverage/**'] },
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
  pureLayers,
  sessionLayer,
  prettier,
);
