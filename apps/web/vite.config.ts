import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './build/precompress.ts'
import { zodWithoutJsonSchema } from './build/zod-without-json-schema.ts'

export default defineConfig({
  plugins: [zodWithoutJsonSchema(), react(), tailwindcss(), precompress()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: {
      // The share dialog (issue 32) is fetched with the first hover, focus or click of its button,
      // and its own imports follow it then: listing them in the meeting page, for preloading beside
      // it, put ten file names into that page's first load (0.15 KB Brotli of its 130 KB budget).
      resolveDependencies: (filename, deps) => (/(^|\/)share-dialog-[\w-]+\.js$/.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs (React, the router, TanStack Query) as one chunk, and zod as
              // one: fewer files, each compressed with more context (decision 013: −3.5 KB Brotli
              // on a meeting page, −3.2 on /login). zod stays out of the auth pages' first load.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              // The small components nearly every page shows, as one file rather than eleven (the
              // meeting page loaded 34 files): −1.4 KB on a meeting page, +0.7 on /login. Only
              // components with no dependencies beyond the score bands (no Radix, no contracts, no zod).
              // "Download CSV" (its fetching loads on the first click) joins them rather than being a
              // file of its own on the meeting page and Analytics (decision 025: the meeting page's
              // 130 KB, +0.2 KB on /login).
              name: 'ui',
              test: /src[\\/]components[\\/](ui[\\/](cn|card|alert|input|skeleton|score-chip|modal-on-demand|load-on-first-use|spinner|button|logo)|download-csv-button)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
})
