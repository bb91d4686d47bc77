import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { dropTemplate, prepareTemplate, type TemplateRef } from './template-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TemplateRef
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'rapport-test-'))
  const template = await prepareTemplate(process.env.DATABASE_URL || undefined, join(dir, 'template.tar'))
  project.provide('databaseTemplate', template)
  return async () => {
    await dropTemplate(template)
    rmSync(dir, { recursive: true, force: true })
  }
}
