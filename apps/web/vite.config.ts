import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The API (Fastify, port 3000) serves /api, the short links under /s, uploaded media under /media,
// the bundled bKash sandbox and the development outbox; in development Vite forwards them so the
// SPA talks to one origin as in production (run the API with PUBLIC_URL=http://localhost:5173 so
// media URLs point here too).
// The keys are regular expressions: a plain '/s' prefix would also swallow /support and /superuser.
const apiTarget = 'http://localhost:3000'

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The browser's shell carries English only; Bengali loads for those who read it (lib/shell-texts.ts).
    alias: [
      {
        find: /^\.\/shell-texts\.ts$/,
        replacement: fileURLToPath(new URL('src/lib/shell-texts.client.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: {
      '^/api/': { target: apiTarget, changeOrigin: true },
      '^/s/': { target: apiTarget, changeOrigin: true },
      '^/media/': { target: apiTarget, changeOrigin: true },
      '^/dev/outbox': { target: apiTarget, changeOrigin: true },
      '^/bkash-sandbox/': { target: apiTarget, changeOrigin: true },
      // SSLCommerz's sandbox checkout (Nagad, Rocket, Upay, cards…) is served by the API in development.
      '^/sslcommerz-sandbox/': { target: apiTarget, changeOrigin: true },
      // Checkout is rendered by the API (modules/pages) from the last build, with that build's scripts and
      // styles: the app no longer holds one (docs/decisions/queued-checkout-rendered.md).
      '^/purchase/create/': { target: apiTarget, changeOrigin: true },
      '^/assets/': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file instead of fifty: one request on a slow phone
        // line, and one compression window for all of it. Pages stay chunks of their own.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
})
