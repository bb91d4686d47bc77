import { CONFIDENT_TURNS, CONFIDENT_WORDS, LOW_CONFIDENCE_BELOW } from '@rapport/analysis/rules'
import { messages } from '../../../messages.ts'

/**
 * What a dimension's confidence says, in words, only where it is low: null when the score can be
 * trusted; otherwise what it rests on ("Low confidence: only 3 turns"), naming whichever of words
 * and turns falls further short of what the engine counts as enough for this dimension.
 */
export function confidenceNote(
  dimension: string,
  confidence: number,
  speech: { totalWords: number; speakingTurns: number } | undefined,
): string | null {
  if (!(confidence > 0)) return messages.meetings.insufficientData
  if (confidence >= LOW_CONFIDENCE_BELOW) return null
  if (!speech) return 'Low confidence'
  const enoughTurns = CONFIDENT_TURNS[dimension as keyof typeof CONFIDENT_TURNS] as number | undefined
  const wordShare = speech.totalWords / CONFIDENT_WORDS
  const turnShare = enoughTurns === undefined ? Number.POSITIVE_INFINITY : speech.speakingTurns / enoughTurns
  if (turnShare < 1 && turnShare <= wordShare) {
    return `Low confidence: only ${speech.speakingTurns} ${speech.speakingTurns === 1 ? 'turn' : 'turns'}`
  }
  if (wordShare < 1) {
    return `Low confidence: only ${speech.totalWords.toLocaleString('en-US')} ${speech.totalWords === 1 ? 'word' : 'words'}`
  }
  return 'Low confidence'
}
