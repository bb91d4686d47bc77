import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from 'vitest'
import { stubFor } from './zod-without-json-schema.ts'

const zodCore = join(import.meta.dirname, '../../../node_modules/zod/v4/core')

test.each(['to-json-schema.js', 'json-schema-processors.js'])(
  'the stand-in for zod/v4/core/%s has every export of the real module, each failing if called',
  async (file) => {
    const url = pathToFileURL(join(zodCore, file))
    const real: Record<string, unknown> = await import(url.href)
    const stub = stubFor(readFileSync(url, 'utf8'))
    const names = [...stub.matchAll(/^export const ([\w$]+) = unavailable$/gm)].map((m) => m[1])
    expect(names.sort()).toEqual(Object.keys(real).sort())
    const module: Record<string, () => () => unknown> = await import(
      `data:text/javascript,${encodeURIComponent(stub)}`
    )
    const first = Object.values(module)[0]
    expect(() => first?.()()).toThrow('JSON Schema is not built into the web app')
  },
)
