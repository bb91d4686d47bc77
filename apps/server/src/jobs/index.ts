import type { JobDefinition } from './queue.ts'

/** Every job this app runs; a worker process consumes all of them. */
export function jobDefinitions(): JobDefinition<never>[] {
  return []
}
