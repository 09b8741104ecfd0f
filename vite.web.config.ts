// The renderer as a plain web app (no Electron): `npm run web` serves it, `npm run build:web` writes dist-web/.
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

const root = import.meta.dirname;

export default defineConfig({
  root: resolve(root, 'renderer'),
  base: './',
  plugins: [vue()],
  worker: { format: 'es' },
  build: {
    outDir: resolve(root, 'dist-web'),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
