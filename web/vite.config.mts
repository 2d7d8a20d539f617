import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const gateway = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('../shared', import.meta.url)) } },
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
