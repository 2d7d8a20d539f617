import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * React Router 7's package exports only its development build, so every bundle ships its developer
 * warnings (remix-run/react-router#14102). Its production build sits beside it: resolve to that one.
 */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@shared', replacement: fileURLToPath(new URL('../shared', import.meta.url)) },
      { find: /^react-router$/, replacement: routerBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps: they would publish the whole source (1.6 MB) next to the app.
    sourcemap: false,
    target: 'es2022',
    // One stylesheet for every page: a page rendered at build time is styled before any script runs,
    // and moving between pages never waits for (or jumps at) a late stylesheet.
    cssCodeSplit: false,
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/socket.io': { target: gateway, ws: true },
    },
  },
});
