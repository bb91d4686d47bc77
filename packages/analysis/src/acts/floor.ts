import { TURN_GAP_SECONDS } from '../rules.ts'
import type { Turn } from '../transcript.ts'
import type { TranscriptActs } from './dialogue-acts.ts'

/** Every cue of the turn is a back-channel ("mm-hmm", "yeah" while someone else talks). */
function backchannelOnly(turn: Turn, acts: TranscriptActs): boolean {
  for (const id of turn.cueIds) if (!acts.byCueId.get(id)?.acts.includes('backchannel')) return false
  return turn.cueIds.length > 0
}

/**
 * The turns as the floor sees them: a back-channel from someone else ("mm-hmm", "yeah") while A
 * talks does not end A's turn. A's turns on either side of back-channels only (and less than
 * TURN_GAP_SECONDS apart) become one turn; the back-channel stays a turn of its own speaker, which
 * the metrics recognise by its act and do not count as a turn, an interruption or a question.
 * Turns keep start order and are renumbered; the transcript's own turns are not changed.
 */
export function floorTurns(turns: readonly Turn[], acts: TranscriptActs): Turn[] {
  const out: Turn[] = []
  for (const turn of turns) {
    let host = out.length - 1
    if (turn.speaker !== null) {
      while (host >= 0) {
        const t = out[host] as Turn
        if (t.speaker === turn.speaker || !backchannelOnly(t, acts)) break
        host--
      }
    }
    const h = out[host]
    if (
      h !== undefined &&
      host < out.length - 1 &&
      h.speaker === turn.speaker &&
      turn.start - h.end < TURN_GAP_SECONDS
    ) {
      if (turn.end > h.end) h.end = turn.end
      if (turn.text !== '') h.text = h.text === '' ? turn.text : `${h.text} ${turn.text}`
      h.cueIds = [...h.cueIds, ...turn.cueIds]
      h.words += turn.words
      continue
    }
    out.push({ ...turn, cueIds: turn.cueIds.slice(), index: out.length })
  }
  return out
}
