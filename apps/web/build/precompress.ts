import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Files worth compressing: text the browser fetches. Images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/
/** Below this size the compressed copy saves nothing worth a second file. */
const minBytes = 1024

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of
 * the build, once, at build time, so the server sends them as they are (no compression per request).
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
        if (body.length < minBytes) continue
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        )
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
