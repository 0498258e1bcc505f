import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite-precompress.ts';

// react-router 7 exports only its development build (warnings and checks on every navigation); the
// production build ships beside it unexported (remix-run/react-router#12532). The app's build takes
// it: 0.7 kB less on the login page and less work at startup (issue #18).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), precompressAssets()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: which chunks each route loads, read by the JavaScript budget check
    // (scripts/check-web-budget.mjs, ADR 34).
    manifest: true,
    // Two chunks are large on purpose: the startup code is one file (~445 kB, 138 kB gzipped; see
    // codeSplitting below) and the reports page's charts (recharts, ~420 kB), loaded only there.
    chunkSizeWarningLimit: 560,
    rolldownOptions: {
      // Inlining common chunks may drop entry exports nobody imports (Rolldown requires it).
      preserveEntrySignatures: false,
      output: {
        // Chunks are named by their hash alone: the startup code lists every lazy chunk's file to
        // preload it with the route that needs it (~130 names), and the descriptive part of each name
        // cost the login page 1.2 kB gzipped (ADR 47). The manifest keeps each chunk's name.
        chunkFileNames: 'assets/[hash].js',
        // Issue #18: the login page's JavaScript stays under 150 kB gzipped (ADR 34, 47). Each file
        // is compressed on its own, so the page loads few of them: the startup code (what index.html
        // loads) is one chunk, and the login screen with what it needs beyond that (Mantine inputs)
        // another, which the other screens share. Everything else is split automatically.
        // Small common chunks (< 8 KiB of source) are copied into the chunks that read them
        // instead of being files of their own: the item configuration screen loads 20 files, not
        // 72, and opens 40-150 ms sooner in a new tab (ADR 54). It needs strict execution order,
        // whose module wrappers cost the login page ~3.7 kB (paid for by the password field).
        // Chunks holding styles stay files, as Vite's CSS plugin emits a chunk's CSS per copy.
        codeSplitting: {
          experimentalInlineCommonChunks: {
            maxSize: 8 * 1024,
            exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
          },
          groups: [
            { name: 'app', tags: ['$initial'], priority: 20 },
            { name: 'login', test: /[\\/]features[\\/]auth[\\/]routes[\\/]login-page\.tsx$/, priority: 10 },
          ],
        },
      },
    },
  },
}));
