/**
 * The kinds of claim a narrative point makes about a person, and which of them the built-in
 * analyzer shows (issue 28: a claim that cannot be checked is not made; decision 027).
 *
 * Each kind was fact-checked item by item on thirteen meetings nobody here had read while building
 * it, each item read against the transcript by a helper: AMI ES2016a, IS1007b, TS3011c, ES2015d,
 * IS1007c, ES2013b, TS3010b and Zoom focil-030, focil-036, pqinterop-030, pqinterop-036,
 * rpcstandards-024, zkevm-006 (291 items). A kind is shown when at least four in five of its items
 * were true there, or when none was false or doubtful and it rests on what the transcript shows as
 * it is (who spoke next, a timed silence, the words said). The figures are true / false / doubtful.
 */
export type NarrativeClaim =
  // Shown.
  | 'question-answered' // 17 / 1 / 0: the next speaker's words follow the question
  | 'invitation-taken' // 9 / 0 / 1: the person named spoke next
  | 'filled-pauses' // 8 / 2 / 0: two or more "uh" or "um" in one sentence, and the sentence without them
  | 'decision-stated' // 2 / 0 / 0
  | 'commitment-dated' // 1 / 0 / 0: "I'll …" with a day in the same sentence
  | 'question-went-on' // 1 / 0 / 0: their next cue began within 3 s of the question's end
  | 'buried-answer' // 1 / 0 / 0
  | 'signpost' // 1 / 0 / 0: two route words within a minute, or "to sum up"
  | 'time-check' // not met: the words that call time, as said
  // Withheld: wrong or doubtful more than one time in five.
  | 'progress-report' // 7 / 3 / 0: a survey's finding or a plan read as work done
  | 'credit' // 8 / 3 / 3: "a good idea" about their own idea, a thank-you for the floor
  | 'plain-sentence' // 7 / 5 / 1: filler, "may" or a self-repair in the sentence praised
  | 'commitment-undated' // 3 / 3 / 0: a joke, a caption's error, a thing done during the call
  | 'turn-ended-statement' // 7 / 7 / 1: turns that handed back, or were asked for
  | 'answered-group' // 3 / 6 / 1: the question was for one person, or answered by another
  | 'softened-proposal' // 3 / 6 / 0: opinions, answers and announcements read as proposals
  | 'idea-taken-up' // 2 / 7 / 0: the words were the meeting's subject, or someone else's first
  | 'long-stretch' // 0 / 7 / 0: every one was an update or a talk someone had asked for
  | 'hedged-view' // 3 / 3 / 3: the doubt was real, or the line a joke
  | 'metric-shown' // 0 / 3 / 0: "said plainly what should happen" of a prediction
  | 'question-closed' // 0 / 2 / 0: a chair's "any other updates?" is yes/no on purpose
  | 'question-to-room' // 1 / 1 / 0: the question was for the person who had just spoken
  | 'answered-when-asked' // 1 / 1 / 0
  | 'short-point' // 1 / 1 / 0: the tail of a long sentence counted as a short point
  | 'cut-in' // 0 / 0 / 2
  | 'was-cut-off' // 0 / 1 / 0: help with their slides read as an interruption
  | 'buried-question' // 0 / 1 / 0
  | 'tag-question' // 0 / 1 / 0: a rhetorical "right?" in a rebuttal
  | 'idea-passed-over' // 0 / 1 / 0: the idea had been answered and taken up
  | 'proposal-taken-up' // 0 / 0 / 1
  | 'recap' // 0 / 0 / 1: the decision that mattered left out
  | 'padded' // not met; interpretive like the hedges
  | 'unrecapped-close' // not met; rests on reading what was settled

const SHOWN: ReadonlySet<NarrativeClaim> = new Set<NarrativeClaim>([
  'question-answered',
  'invitation-taken',
  'filled-pauses',
  'decision-stated',
  'commitment-dated',
  'question-went-on',
  'buried-answer',
  'signpost',
  'time-check',
])

/** True when the built-in narrative may show a point making this kind of claim. */
export function claimShown(claim: NarrativeClaim): boolean {
  return SHOWN.has(claim)
}
