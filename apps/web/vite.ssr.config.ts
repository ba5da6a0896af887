import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The server-side renderer of the public read pages (src/public/render.tsx), loaded by the API from beside
// the web build (apps/web/dist-ssr next to apps/web/dist). One self-contained module: the API may run it
// from a folder without node_modules. Its stylesheet (only the components those pages draw) and fonts are
// emitted too; scripts/build-public.mjs moves them among the web build's assets.
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true },
  build: {
    ssr: 'src/public/render.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    ssrEmitAssets: true,
    cssCodeSplit: false,
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: {
        codeSplitting: false,
        entryFileNames: 'render.mjs',
        assetFileNames: 'assets/public-[name]-[hash][extname]',
      },
    },
  },
})
