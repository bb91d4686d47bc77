import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { NotFoundError } from '../../lib/errors.ts'

/**
 * Serves the built web app. Unknown paths under /api are 404 JSON; any other GET that wants HTML
 * gets index.html so the SPA's router can take it (deep links work on reload).
 *
 * The build writes Brotli and gzip copies beside each file (apps/web/build/precompress.ts); they go
 * out as they are, chosen by Accept-Encoding (with `Vary: Accept-Encoding`). Hashed files under
 * /assets are cached for a year as immutable; index.html and the rest are revalidated every time,
 * so a new build reaches everyone on their next load.
 */
export const spa = fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasApp = existsSync(join(options.distDir, 'index.html'))
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      maxAge: '1y',
      immutable: true,
      setHeaders: (reply, path) => {
        if (!path.includes(`${sep}assets${sep}`)) reply.header('cache-control', 'no-cache')
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api')
    if (wantsPage && hasApp) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    if (wantsPage) {
      return reply.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.')
    }
    throw new NotFoundError(`Route ${request.method} ${path}`)
  })
})
