import { expect, test } from 'vitest'
import { longestHeldStretches } from './floor-stretch.ts'
import { measureTranscript } from './measure.ts'
import { type CueRow, transcriptFromRows } from './test-transcript.ts'

const TALK = 'and the next part of the design is the battery which we looked at in some detail for cost'

/** Ana talks in 20 short cues over 10 minutes; Ben asks a short question every fifth cue. */
function talk(): CueRow[] {
  const rows: CueRow[] = []
  for (let k = 0; k < 20; k++) {
    rows.push(['Ana', k * 30, k * 30 + 20, `${TALK}.`])
    if (k % 5 === 4) rows.push(['Ben', k * 30 + 21, k * 30 + 24, 'How much would that cost us?'])
    else rows.push(['Ben', k * 30 + 21, k * 30 + 22, 'Mm-hmm.'])
  }
  return rows
}

function stretches(rows: readonly CueRow[]) {
  const t = transcriptFromRows(rows)
  return longestHeldStretches(t, measureTranscript(t).acts)
}

test('a talk in many short cues, with the odd question, is one held stretch', () => {
  const ana = stretches(talk()).get('Ana')
  expect(ana?.start).toBe(0)
  expect(ana?.end).toBe(590)
  // Ben's back-channels count for nothing; his three questions inside the stretch do.
  expect(ana?.ownWords).toBe(20 * 19)
  expect(ana?.words).toBe(20 * 19 + 3 * 6)
})

test('an even exchange holds no long stretch for either side', () => {
  const rows: CueRow[] = []
  for (let k = 0; k < 20; k++) {
    rows.push(['Ana', k * 30, k * 30 + 12, `${TALK}.`])
    rows.push(['Ben', k * 30 + 13, k * 30 + 25, `${TALK}.`])
  }
  const s = stretches(rows)
  expect(s.get('Ana')?.seconds ?? 0).toBeLessThan(60)
  expect(s.get('Ben')?.seconds ?? 0).toBeLessThan(60)
})
