import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** zod's JSON Schema generator: classic zod's schemas refer to it (`.toJSONSchema()`), so it is never tree-shaken. */
const generatorModules = ['/zod/v4/core/json-schema-processors.js', '/zod/v4/core/to-json-schema.js']
const stubPrefix = '\0zod-without-json-schema:'

/**
 * Leaves zod's JSON Schema generator out of the browser build (about 5.5 KB gzipped on every
 * page's first load, decision 013). Every classic zod schema carries a `.toJSONSchema()` method and
 * a JSON Schema step per type, which import the generator at module level; the web app only parses
 * with its schemas and never asks for JSON Schema. Each export of the two modules is replaced by a
 * function that fails if called (`JSON Schema is not built into the web app`); the export names are
 * read from zod's own files, so a zod release that adds one still builds. Build only: the dev
 * server and the tests use zod as it is.
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'rapport-zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer?.includes('/zod/') || !/json-schema/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || !generatorModules.some((module) => resolved.id.endsWith(module))) return null
      return `${stubPrefix}${resolved.id}`
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null
      return stubFor(readFileSync(id.slice(stubPrefix.length), 'utf8'))
    },
  }
}

/** A module with the same named exports as `source`, each a function that fails when called. */
export function stubFor(source: string): string {
  const names = new Set<string>()
  for (const match of source.matchAll(/^export (?:const|let|var|function\*?|class) +([\w$]+)/gm)) {
    if (match[1]) names.add(match[1])
  }
  for (const match of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
      if (name) names.add(name)
    }
  }
  const lines = [
    'function unavailable() {',
    "  return () => { throw new Error('JSON Schema is not built into the web app') }",
    '}',
    ...[...names].map((name) => `export const ${name} = unavailable`),
  ]
  return `${lines.join('\n')}\n`
}
