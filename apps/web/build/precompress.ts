import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Files worth compressing: text the browser fetches. Images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build that they make smaller, once, at build time, so the server sends them as they are (no compression per request).
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'rapport-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!compressible.test(file)) continue
        const body = readFileSync(file)
        const gzip = gzipSync(body, { level: 9 })
        const brotli = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
        // Small files too: a first load is made of many small chunks (a meeting page's 34 scripts,
        // 20 of them under 1 KB), and each sent as it is cost more than its Brotli copy. A copy
        // only where it is smaller.
        if (gzip.length < body.length) writeFileSync(`${file}.gz`, gzip)
        if (brotli.length < body.length) writeFileSync(`${file}.br`, brotli)
      }
    },
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}
