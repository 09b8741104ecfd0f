// electron-vite build of the desktop app: main process, sandboxed preload (CommonJS) and the Vue renderer.
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import vue from '@vitejs/plugin-vue';

const root = import.meta.dirname;

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      rolldownOptions: { input: { index: resolve(root, 'electron/main.ts') } },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      rolldownOptions: {
        input: { index: resolve(root, 'electron/preload.ts') },
        // Sandboxed preload scripts cannot be ES modules: emit one self-contained CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [vue()],
    worker: { format: 'es' },
    build: {
      outDir: resolve(root, 'out/renderer'),
      rolldownOptions: { input: resolve(root, 'renderer/index.html') },
    },
  },
});
