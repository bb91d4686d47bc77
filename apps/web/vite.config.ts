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
  },
})
