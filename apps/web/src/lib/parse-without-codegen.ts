/** Where zod keeps its global config (as in @rapport/contracts' plain-messages.ts). */
type ZodConfigHolder = { __zod_globalConfig?: { jitless?: boolean } }

/**
 * Tells zod to parse without compiling: by default zod builds a parser for each object schema with
 * `new Function` the first time it parses one, which pays off over many parses of one shape (a
 * server) but not in a page that parses each answer once or twice: on a meeting page's first load
 * the compiling was main-thread work in the tasks after the answers arrive (Total Blocking Time,
 * decision 013). The answers parse the same either way. Called by main.tsx before zod loads; it
 * writes zod's global config object without importing zod, as installPlainMessages does, and
 * object schemas read it when they are built.
 */
export function parseWithoutCodegen(): void {
  const holder = globalThis as ZodConfigHolder
  holder.__zod_globalConfig ??= {}
  holder.__zod_globalConfig.jitless = true
}
