import { expect, test } from 'vitest'
import { measureTranscript } from './measure.ts'
import { inferRoles } from './participants.ts'
import { type CueRow, transcriptFromRows } from './test-transcript.ts'

const TALK = 'the battery we looked at in some detail comes in at about four pounds for each unit we build'

/**
 * Ana talks for ten minutes in twenty short cues while Ben says "mm-hmm" or asks a short question;
 * `openings` start some of her cues. Her longest monologue stays under two and a half minutes.
 */
function meeting(openings: readonly string[]): CueRow[] {
  const rows: CueRow[] = [['Cy', 0, 20, `Right, over to Ana then, ${TALK}.`]]
  for (let k = 0; k < 20; k++) {
    const at = 30 + k * 30
    rows.push(['Ana', at, at + 20, `${openings[k] ?? 'And'} ${TALK}.`])
    if (k % 5 === 4) rows.push(['Ben', at + 21, at + 24, 'How much would that cost us?'])
    else rows.push(['Ben', at + 21, at + 22, 'Mm-hmm.'])
  }
  rows.push(['Cy', 640, 700, `Thanks, ${TALK} ${TALK}.`])
  rows.push(['Ben', 701, 760, `I agree, ${TALK} ${TALK}.`])
  return rows
}

function roleOf(rows: readonly CueRow[], name: string) {
  const t = transcriptFromRows(rows)
  return inferRoles(t, measureTranscript(t)).get(name)
}

test('a ten-minute talk in short cues with its parts announced is a presentation', () => {
  const openings: string[] = []
  openings[0] = 'Okay, first,'
  openings[6] = 'Okay, well I’ll move on.'
  openings[7] = 'Um, my second part:'
  openings[14] = 'Also just going back to'
  const ana = roleOf(meeting(openings), 'Ana')
  expect(ana?.kind).toBe('presenter')
  expect(ana?.reason).toMatch(/^Held the floor for 10 min, speaking at least two thirds of its words/)
})

test('the same stretch without announced parts stays a contribution', () => {
  expect(roleOf(meeting([]), 'Ana')?.kind).not.toBe('presenter')
})

test.each([
  'So here we have our detailed design meeting, the last one.',
  // IS1006b (blind round 15): the chair was read as a contributor, the first presenter as the chair.
  "I hope you're ready for this uh functional design meeting.",
  'Um so I will take the minutes, and you three are going to do presentations.',
])(
  'whoever opens the meeting ("%s") runs it, when others ask as many questions (blind rounds 13 and 15)',
  (opening) => {
    const rows: CueRow[] = [['Lou', 0, 6, opening]]
    for (let k = 0; k < 12; k++) {
      const at = 10 + k * 40
      rows.push(['Lou', at, at + 10, `I think ${TALK}.`])
      rows.push([
        'Dee',
        at + 12,
        at + 18,
        k % 3 === 0
          ? 'Why is that, and what does it cost us, given the battery budget we agreed for each unit?'
          : 'That matches the battery budget we agreed for each unit we build this year, more or less.',
      ])
      rows.push(['Cam', at + 20, at + 30, `Well ${TALK}.`])
    }
    expect(roleOf(rows, 'Lou')).toEqual({
      kind: 'facilitator',
      reason: 'Ran the meeting: opened the meeting.',
    })
  },
)
