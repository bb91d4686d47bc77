import { syllable } from 'syllable'
import { expect, test } from 'vitest'
import { isComplexWord, syllableCount } from './syllables.ts'

test('syllable estimates for common words', () => {
  const cases: [string, number][] = [
    ['cat', 1],
    ['table', 2],
    ['remote', 2],
    ['control', 2],
    ['meeting', 2],
    ['important', 3],
    ['decided', 3],
    ['communication', 5],
    ['everyone', 3],
    ['idea', 3],
  ]
  for (const [word, n] of cases) expect(syllableCount(word), word).toBe(n)
})

test('spelled letters count one syllable per letter, numbers two', () => {
  expect(syllableCount('t_v', true)).toBe(2)
  expect(syllableCount('2026', false, true)).toBe(2)
})

test('complex words need three syllables not made by -ing, -ed or -es', () => {
  expect(isComplexWord('important', 3, false, false)).toBe(true)
  expect(isComplexWord('meeting', syllableCount('meeting'), false, false)).toBe(false)
  expect(isComplexWord('deciding', 3, false, false)).toBe(false)
  expect(isComplexWord('t_v_b', 3, true, false)).toBe(false)
})

test('"going", "doing", "cases" and "changes" have two syllables (the old rule set gave one)', () => {
  for (const word of ['going', 'doing', 'cases', 'changes']) expect(syllableCount(word), word).toBe(2)
  expect(syllableCount('processes')).toBe(3)
  expect(syllableCount('talked')).toBe(1)
})

/**
 * Everyday and meeting words with their dictionary syllable counts (hand-labelled; words with two
 * common pronunciations, such as "interesting", left out). Measured 2026-11-25 on these 245 words:
 * syllableCount 97.1% exact, the `syllable` package alone 89.0%, the rule set it replaced 67.3%.
 * The corrections were written with this list in view, so 97% is an upper estimate; the package's
 * 89% is close to the 91% measured on a separate 154-word list (research/stack-notes.md).
 */
const WORD_LIST = (
  'able:2 absolutely:4 actually:4 addresses:3 agenda:3 agreed:2 agreeing:3 analysis:4 analytics:4 ' +
  'answer:2 answered:2 anything:3 area:3 asked:1 available:4 based:1 basically:4 beautiful:3 because:2 ' +
  'being:2 boxes:2 bring:1 budget:2 buses:2 business:2 businesses:3 buying:2 called:1 camera:3 ' +
  'carrying:3 cases:2 cat:1 ceiling:2 changed:1 changes:2 choices:2 chooses:2 closed:1 closes:2 ' +
  'coming:2 communication:5 completely:3 continue:3 control:2 cooperate:4 copying:3 covered:2 create:2 ' +
  'created:3 creating:3 customer:3 customers:3 database:3 deadline:2 decided:3 decision:3 definitely:4 ' +
  'design:2 designer:3 different:3 discussion:3 doing:2 during:2 engineer:3 engineering:4 enough:2 ' +
  'especially:4 estimate:3 estimated:4 evening:2 everyone:3 experience:4 experiment:4 faces:2 family:3 ' +
  'feature:2 features:2 file:1 files:1 finally:3 finished:2 fire:1 fixes:2 fleeing:2 flowing:2 ' +
  'general:3 glasses:2 going:2 handed:2 helped:1 hiring:2 hoping:2 horses:2 hour:1 houses:2 however:3 ' +
  'hundred:2 idea:3 ideas:3 images:3 immediately:5 important:3 interface:3 issue:2 issues:2 jumped:1 ' +
  'knowing:2 languages:3 learned:1 lion:2 listened:2 little:2 looked:1 made:1 make:1 makes:1 ' +
  'management:3 manager:3 marketing:3 matches:2 maybe:2 meeting:2 messages:3 middle:2 morning:2 moved:1 ' +
  'naive:2 naked:2 natural:3 needed:2 nothing:2 nurses:2 offices:3 okay:2 opened:2 opportunity:5 ' +
  'organisation:5 organization:5 our:1 pages:2 people:2 period:3 places:2 planned:1 platform:2 ' +
  'playing:2 poem:2 poet:2 possible:3 power:2 practices:3 preexisting:4 priorities:4 priority:4 ' +
  'probably:3 process:2 processes:3 product:2 products:2 project:2 projects:2 pushed:1 pushes:2 ' +
  'quarter:2 question:2 questions:2 quiet:2 quite:1 radio:3 reached:1 reaches:2 reading:2 real:1 ' +
  'really:2 reenter:3 release:2 released:2 remote:2 resources:3 responsibility:6 revenue:3 review:2 ' +
  'reviewed:2 rhythm:2 sacred:2 saying:2 schedule:2 science:2 seeing:2 seemed:1 serious:3 services:3 ' +
  'several:3 showing:2 simple:2 sizes:2 skiing:2 society:4 someone:2 something:2 specifically:5 ' +
  'stages:2 started:2 staying:2 studying:3 table:2 taking:2 talked:1 taxes:2 team:1 teams:1 tested:2 ' +
  'testing:2 the:1 thing:1 things:1 thought:1 through:1 time:1 times:1 trying:2 unfortunately:5 ' +
  'university:5 update:2 updated:3 used:1 uses:2 using:2 usually:4 value:2 values:2 variety:4 various:3 ' +
  'video:3 voted:2 wanted:2 washes:2 watches:2 whatever:3 wicked:2 wished:1 wishes:2 worked:1 writing:2 ' +
  'yes:1'
)
  .split(' ')
  .map((pair) => pair.split(':') as [string, string])

test('syllableCount is exact on at least 95% of the word list and never worse than the package', () => {
  let ours = 0
  let pkg = 0
  for (const [word, n] of WORD_LIST) {
    if (syllableCount(word) === Number(n)) ours++
    if (syllable(word) === Number(n)) pkg++
  }
  expect(WORD_LIST).toHaveLength(245)
  expect(ours / WORD_LIST.length).toBeGreaterThanOrEqual(0.95)
  expect(ours).toBeGreaterThanOrEqual(pkg)
})
