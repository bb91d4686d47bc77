import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { dropTemplate, prepareTemplate, type TemplateRef } from './template-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateRef
    serverLogDir: string
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-test-'))
  const template = await prepareTemplate(process.env.DATABASE_URL || undefined, join(dir, 'template.tar'))
  project.provide('databaseTemplate', template)
  const logDir = join(dir, 'logs')
  mkdirSync(logDir)
  project.provide('serverLogDir', logDir)
  return async () => {
    try {
      const leaks = findLogLeaks(logDir)
      if (leaks.length > 0) {
        throw new Error(`The server's logs carried what they never may:\n${leaks.slice(0, 20).join('\n')}`)
      }
    } finally {
      await dropTemplate(template)
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

/**
 * What no log line may hold, whatever failed: query parameters (SQL or URL), password hashes,
 * transcripts, API keys and encrypted provider keys.
 */
export const LOG_LEAKS: [string, RegExp][] = [
  ['SQL parameters', /params:/],
  ['a password hash', /\$argon2/],
  ['a transcript', /WEBVTT|\d{2}:\d{2}[.:]\d{3} --> /],
  ['an encrypted provider key', /\bv1\.[A-Za-z0-9_-]{40,}/],
  ['an API key', /\bsk-[A-Za-z0-9-]{8,}/],
  ['a URL query string', /"url":"[^"?]*\?(?!\[redacted\])/],
]

export function findLogLeaks(logDir: string): string[] {
  const leaks: string[] = []
  for (const file of readdirSync(logDir)) {
    for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
      for (const [what, pattern] of LOG_LEAKS) {
        if (pattern.test(line)) leaks.push(`${what}: ${line.slice(0, 300)}`)
      }
    }
  }
  return leaks
}
