import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { NO_FLASH_SCRIPT } from '../shared/theme';

const gateway = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/**
 * React Router 7's package exports only its development build, so every bundle ships its developer
 * warnings (remix-run/react-router#14102). Its production build sits beside it: resolve to that one.
 */
const routerBuild = (file: string) =>
  fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * Preloads, from the HTML, what the entry imports with `import()` as it starts: the modules matching
 * `started` (web/src/app/start.tsx imports React's renderer that way, to evaluate it in a task of
 * its own). Vite preloads only static imports from the HTML; without this, the renderer would be
 * asked for only once the entry had arrived and run, a round trip later.
 */
function preloadStartImports(started: RegExp): Plugin {
  return {
    name: 'preload-start-imports',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const preloaded = new Set([entry.fileName, ...entry.imports]);
        const files: string[] = [];
        const add = (fileName: string) => {
          const chunk = bundle[fileName];
          if (preloaded.has(fileName) || chunk?.type !== 'chunk') return;
          preloaded.add(fileName);
          files.push(fileName);
          chunk.imports.forEach(add);
        };
        for (const fileName of entry.dynamicImports) {
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk' && started.test(chunk.facadeModuleId ?? '')) add(fileName);
        }
        return files.map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

/**
 * Puts the theme's inline script first in the head (shared/theme.ts), so the stored light or
 * dark choice is on `<html>` before the first paint of the shell and of every prerendered page. Its
 * text comes from the module whose hash the Content-Security-Policy allows.
 */
const themeBeforePaint = (): Plugin => ({
  name: 'theme-before-paint',
  transformIndexHtml: () => [{ tag: 'script', children: NO_FLASH_SCRIPT, injectTo: 'head-prepend' }],
});

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), themeBeforePaint(), preloadStartImports(/[\\/]react-dom[\\/]client\.js$/)],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: (id: string) =>
                /[\\/]node_modules[\\/](react|react-router)[\\/]/.test(id) ||
                /[\\/]node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/.test(id),
            },
            {
              // What the entry loads besides the framework that lazy pages share too: the call
              // helper, the session's store, the product's constants and the translation runtime
              // (web/src/i18n, its catalogues apart). Apart, each file was under 1,000 bytes or close
              // to it, and crossed the wire uncompressed or nearly so. Not the shared rules' messages
              // (i18n/shared-messages.ts): only forms use them, and on a Hindi page they start
              // fetching their catalogue as they load, which every first visit would then pay for.
              name: 'core',
              test: (id: string) =>
                /[\\/]web[\\/]src[\\/](lib[\\/]api|features[\\/]auth[\\/]session-store)\.ts$/.test(id) ||
                /[\\/]web[\\/]src[\\/]i18n[\\/](?!shared-messages\.ts$)[a-z-]+\.tsx?$/.test(id) ||
                /[\\/]shared[\\/](constants|locale)\.ts$/.test(id),
            },
            {
              // The pictures and course cards the home page shows, which the catalogue, the about
              // page and the dashboard share: one chunk rather than four of under 1 kB each, whose
              // headers and separate compression the first visit paid for apart.
              name: 'pictures',
              test: (id: string) =>
                /[\\/]web[\\/]src[\\/](components[\\/](course[\\/]course-(card|cover)|ui[\\/](about-picture|lazy-image|use-media-query))|config[\\/]media)\.tsx?$/.test(
                  id,
                ),
            },
            {
              // A language's pack (`hi`, with the shell's translations) and each other part of it
              // (`hi-home`) are chunks of their own, fetched only on a page in that language that
              // shows the part (web/src/i18n/catalogues.ts); the names let the budget checks find them.
              debugName: 'translations',
              name: (id: string) => {
                const part = /[\\/]web[\\/]src[\\/]i18n[\\/]([a-z]+)[\\/]([a-z-]+)\.ts$/.exec(id);
                if (!part) return null;
                return part[2] === 'index' ? part[1]! : `${part[1]}-${part[2]}`;
              },
              test: /[\\/]web[\\/]src[\\/]i18n[\\/][a-z]+[\\/][a-z-]+\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: false },
      '/socket.io': { target: gateway, ws: true },
      // Which video player to embed (PLAYER_SOURCE_PATH): the gateway's answer names its local provider's.
      '/video-provider.json': { target: gateway },
      // The site's contact and social settings (SITE_SETTINGS_PATH), which the gateway reads from its environment.
      '/site-settings.json': { target: gateway },
    },
  },
});
