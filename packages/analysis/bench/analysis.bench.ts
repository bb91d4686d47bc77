/**
 * Full built-in analysis (parse, tidy and validate, dialogue acts, 26 metrics, meeting overview,
 * participants, scoring, moments, narrative and rule coaching with its premise checks) on real
 * meetings and on generated ones, beside the peer WebVTT parsers' parse of the same file.
 *
 * Cases: a real ~2-hour meeting made of two fixtures joined (Zoom ACDC 178 + AMI IS1000a, 116 min,
 * 21 speakers), two MRDA meetings joined (only when the datasets folder sits beside the repository;
 * otherwise "skipped: dataset not present"), the long fixtures on their own, and the generated
 * 2-hour 8-speaker and 10-minute transcripts. Times are CPU ms (user + system), medians: the
 * parsers in interleaved rounds (each round runs our parse and every peer parse once, so load from
 * other processes falls on all of them alike), then the full analysis on its own (run between the
 * parses, it would leave them its garbage to collect). Absolute times depend on the machine; the
 * ratios to the fastest peer's parse of the same file are what compares across machines.
 *
 * Targets, on every real ~2-hour case: full analysis ≤ 50 ms CPU (a quiet machine; reported only),
 * full ÷ fastest peer parse ≤ 6, our parse ÷ fastest peer parse ≤ 1. The bench prints PASS/MISS
 * per target and sets a failing exit code only for a gross regression of a ratio (GROSS_LIMITS).
 *
 * The second table gives each stage's share of the full analysis's CPU time (sampling profile,
 * bench/stage-profile.ts), so the next slowdown shows where it came from.
 *
 * Sixth pass, 28 November 2026 late night (2 cores shared, load average 2-9). Nine commits, each
 * with every fixture's, the joined meetings' and the dataset meetings' analysis unchanged byte for
 * byte (fingerprint --each), each measured on its own stage against the commit before it
 * (interleaved A/B in one process, the two trees imported dynamically in both orders, geometric
 * mean: with static imports the tree imported first measured 7-12% faster, even against itself).
 * Kept: every token gets its word's number at tokenization from one table per meeting
 * (metrics/word-numbers.ts: its own hash table over char codes, so an ASCII word is found without
 * slicing and its tokens share one string; tokenizeCues 1.25×, about 25-40 ns a token), and
 * speechStats keeps word facts, number and back-channel words (0.82×) and the lexicon's first
 * step (0.96×) by it, topicPhrases its word records (0.87× MRDA, 0.77× Zoom + AMI);
 * measureTranscript as a whole 0.94-0.98×. longestMonologue once per speech (inferParticipants
 * 0.89×); ownSentences tests the text before looking its cue up (2.5% -> 2.2% of MRDA's samples);
 * duringSetup walks an array from its window (binary search) and tests a cue once per meeting
 * (1.1 MB of iterator results per MRDA analysis; scoreAndCoach about 0.95×); transcriptConditions
 * finds stop words straight from the text (0.61× Zoom + AMI, 0.95-0.98× MRDA); the act model keeps
 * the nodes of the feature names it is asked for in a small map, and a sentence's words are looked
 * up once for apology, thanks and invitation (dialogueActs 0.97× and 0.95-0.97× more). The whole
 * analysis, main against this pass in alternating processes (12 pairs, 25 analyses each, load 5-9):
 * median pair ratio 0.99 on the Zoom + AMI file (0.89-1.16) and 0.96 on MRDA (0.84-1.07); the bench
 * table on this loaded machine 159.6 and 177.2 ms, allocation 53 MB per MRDA analysis (sampling
 * heap profiler; 58 MB after the fourth pass). Shares now, MRDA joined: acts 28%, metrics 22%,
 * narrative 15%, gc 12%, moments 7%; Zoom + AMI: acts 20%, narrative 19%, metrics 18%, gc 11%,
 * moments 10%. Tried, not kept: the act model reading word numbers, from the token objects (acts
 * 1.00-1.03× on MRDA: loading each token cost what the vocabulary lookup saved) or from a dense
 * array filled as the cues are prepared (1.00× MRDA, 0.94× Zoom + AMI alone, 1.03× and 0.99× with
 * tokenizing); the meeting's table as a Map (50 ns a token at tokenization, more than speechStats
 * saved); the uptake's words looked up by their range in a table (meetingTerms 1.00-1.03× MRDA,
 * 0.87-0.94× Zoom + AMI: a callback per word cost what the slices saved). Where the time is now:
 * memory, not arithmetic: a profiled line is dear where it first touches a cold object, and most
 * such lines look a cue up by id (buildSpeech twice per cue, tokenActBits, allBackchannel in
 * floorTurns and listeningTurns, findMoments, narrative-context's actsOf, the uptake: 0.3-1% each,
 * about 5% together). Next: cues by index rather than by id (turns holding cue numbers, one array
 * of cues, tokens and acts per meeting), which would make those reads array reads. Left alone:
 * splitCount in ownSentences (0.3% of samples); the narrative's and moments' patterns (all RegExp
 * samples 4.9% on MRDA, none over 0.55%, each already run once per sentence).
 *
 * Fifth pass, 28 November 2026 night (2 cores shared, load average 1.5-7). Seven commits, each
 * with every fixture's, the joined meetings' and the dataset meetings' analysis unchanged byte for
 * byte (npm run fingerprint --each) and each measured on its own stage in interleaved A/B (the
 * stage's functions of both trees on the same inputs): the uptake keeps one record per term instead
 * of seven maps keyed by it and reads a sentence's terms one by one (meetingTerms 0.79-0.86×, then
 * 0.85-0.92× again); the moments look a word up as a name only from three characters on and only
 * when a name starts with its first character (findMoments 0.86-0.87×, then 0.88-0.95×); a coaching
 * sentence's cached claim matches are looked up once per sentence, not per rule (the premise checks
 * 0.70×); a phrase metric's evidence counts its phrases once (matchEvidence 0.77× on MRDA); a
 * score's small-sample note uses formatCount (scoreParticipant 0.79-0.84×). The whole analysis,
 * main against this pass in alternating processes (14 pairs, 25 analyses each): median pair ratio
 * about 0.97 on the Zoom + AMI file and about 1.0 on MRDA, inside this machine's noise. The bench
 * table, two runs each, alternated: main 93.7 and 92.7 ms (71.1×, 68.3×) and 143.6 and 138.9 ms
 * (13.7×, 15.3×); this pass 78.9 and 97.7 ms (61.1×, 63.6×) and 122.7 and 163.0 ms (16.0×, 15.7×).
 * Found and left alone: the narrative's inExchangeWith, lastWordsBefore, agreedAtOnce,
 * someonePresent and askedForStretch do walk the cues from the start, but run 1-10 times per
 * analysis and hold under 0.1% of the samples; isMeetingLogistics and isPleasantry are asked of
 * about 1.2 sentences each per distinct sentence (no cache would pay); the narrative's cost (11-12%
 * on the Zoom + AMI file) is spread over some thirty candidate filters, none over 1.6%. splitCount
 * (words.ts) measured slower than `split(/\s+/).length` on MRDA's 5,546 segments once warm in the
 * analysis (1.6-1.9 ms against 0.9 ms; 0.6 ms in a fresh process): worth a look, as the narrative's
 * ownSentences (2% of MRDA's samples) calls it for every segment of every person.
 *
 * Fourth pass, 28 November 2026 evening (2 cores shared, load average 3.5-6.8 throughout: no quiet
 * machine was to be had, so no figure here is a quiet-machine one). `before` is main at 7f5ea10
 * (the coaching work of the day included), `after` the same with this pass's nine commits on top;
 * both analyse the same files in one process, alternately, 20-24 times a case, under the sampling
 * profiler, and the ratio is of the samples spent in each (garbage collection, which the profiler
 * does not split between them, left out), four runs a case:
 *
 *   case                          after/before, four runs           median
 *   Zoom ACDC 178 + AMI IS1000a   0.78  0.76  0.79  0.75              0.77×
 *   MRDA Bsr001 + Btr001, joined  0.88  0.85  0.86  0.94              0.86×
 *
 * Whole processes alternated nine times (15 analyses each, process CPU, GC threads included;
 * without the last commit): medians 162.7 -> 135.2 ms (0.83×) and 299.0 -> 276.7 ms (0.93×); pair
 * ratios 0.76-1.22 and 0.63-1.14, so these say little beyond the direction. Allocated per analysis
 * (sampling heap profiler, collected objects included): 33.9 -> 28.2 MB and 70.1 -> 58.4 MB (0.83×
 * both). The bench's own table on this loaded machine: before 192.8 and 388.6 ms (one run), after
 * 182.1 and 344.6 ms, then 181.4 and 214.1 ms (two runs: the MRDA figure alone moved 1.6×).
 *
 *   shares, MRDA joined (after): acts 27%, metrics 20%, narrative 14%, gc 13%, moments 6%,
 *   parse 4%, overview 4%, people 4%, coaching 4%, premises 2%, scoring 1%, other 1%
 *   shares, real 2-hour meeting (after): narrative 19%, metrics 19%, acts 17%, gc 10%, coaching 8%,
 *   moments 7%, overview 5%, premises 4%, scoring 4%, people 3%, parse 2%, other 2%
 *
 * Changes, each with the analysis of every fixture, the joined meetings and the dataset meetings
 * unchanged byte for byte (npm run fingerprint --each, against main's own), and each measured on
 * its own stage: the act model scores over flat typed arrays (every weight in one pool, in the
 * feature's own order so the sums agree to the last bit; a word pair's node found in one
 * open-addressing table instead of a Map per node; a prefix's trie by number, not by a Map lookup
 * of its name): dialogueActs alone 0.78× on MRDA, 0.83× on the Zoom + AMI file. The uptake's words
 * found by a char-code scan (token-words.ts, property-tested against its expression), a word's
 * content key remembered by the word as said, and ASCII words under four characters (never a
 * content word) neither sliced nor looked up: meetingTerms alone 0.41× and 0.64×. readsCleanly
 * remembers its answer per sentence and strips edge punctuation only from words that have some;
 * hedgeRewrite is worked out once per person (the coaching and two narrative points each asked for
 * it): 3.8% -> 1.1% of the Zoom + AMI profile. Each coaching rule's claim matched once per sentence
 * (premises.ts; the coaching checks the same sentences again and again): checkSentence 3.1% -> 1.2%.
 * Evidence counts written without toLocaleString for whole numbers (formatCount; plural() was 0.85%).
 * A person's tokens take their sentence's acts segment by segment (no array of masks per cue); the
 * longest monologue reads a cue's closing "?" from the end, not with an end-anchored expression;
 * the act layer reads how a sentence ends without an object per call and fills one context for
 * every cue; the buried-question point (narrative.ts, new today) skips turns of one cue before
 * making lists of them and, with ownSentences, counts words without split (splitCount): 2.5 MB of
 * MRDA's allocation was buriedQuestion's.
 * Tried, not kept: a token as a class of six fields with its ten flags and its stop in one number
 * behind getters (the item "token of 17 fields -> bit field" below): tokens fell from 6.6 to 4.1 MB
 * per MRDA analysis, but measureTranscript measured 1.02-1.07× (the getters cost more on every read
 * than the smaller objects saved); transcriptConditions' counts in one scratch object instead of
 * one per cue (no change in allocation: the engine had removed those objects already; what it
 * allocates is the short words sliced for the stop-word test); caching the act model's word-only
 * features per sentence text (only one- and two-word sentences repeat, and they are the cheapest).
 * Where the time is now: the profile is flat (no function over 5% of samples on its own). The
 * largest single costs are Map and Set lookups keyed by a token's `norm` (speechStats' word cache,
 * the lexicon trie, NUMBER_WORDS, STOPWORDS, topicPhrases, the act model's vocabulary, the
 * uptake's content keys: each 0.3-1.6%), the tokens' allocation (6.6 MB of 58 MB per MRDA
 * analysis, alive to the end), and the narrative (19% of the Zoom + AMI analysis, spread over some
 * thirty candidate passes). Next, by size: a word number per token, given once at tokenization
 * from one table for the meeting, so the per-stage lookups become array reads (touches every
 * stage that keys by norm); uptake.ts's ideasTakenUp keeps seven Maps keyed by term (one record
 * per term would do, but uptake.ts changes often on main); buildSpeech's sentence and segment
 * objects as typed arrays; the narrative's per-candidate regular expressions run once per
 * sentence. The 50 ms target remains out of reach of fixes of this kind: the ratios above, applied
 * to the quiet-machine figures measured before this pass (214 ms for the real 2-hour meeting, 274
 * ms for MRDA joined), give about 165 and 235 ms, three to five times the target, and the full
 * analysis stays at 12-45× the fastest peer's parse (6× is the target).
 *
 * Third pass, 28 November 2026 afternoon (2 cores shared, load average 2.5-5, and up to 10 between
 * runs: every time is about twice the second pass's; compare the before/after pairs only). `before`
 * is today's main with this pass's four commits taken out, `after` today's main (both with the
 * coaching work other sessions landed meanwhile), the bench run as alternating processes three
 * times each, medians (and range). CPU ms:
 *
 *   case                          before (range)         after (range)          after/before
 *   Zoom ACDC 178 + AMI IS1000a   240.5 (236.5-258.6)    241.9 (218.4-243.1)    1.00×
 *   MRDA Bsr001 + Btr001, joined  393.8 (372.3-436.2)    322.1 (320.4-329.2)    0.82×
 *
 * Nine alternating pairs of processes, each timing 15 analyses of both cases: ACDC + AMI 210.9 ->
 * 210.6 ms (median of the pairs' ratios 0.96), MRDA 358.5 -> 331.0 (0.95). The act layer alone
 * (dialogueActs, before and after alternated in one process): 0.81-0.88× on both. Heap grown by one
 * analysis (after a forced collection, median of 7): 15.8 -> 12.1 MB and 30.4 -> 22.4 MB. The
 * full-analysis ratios to the peer's parse are not quoted: the fastest peer's parse of the MRDA file
 * measured 12.6 to 44.8 ms across these runs.
 *
 *   shares, MRDA joined (after): acts 35%, metrics 20%, gc 19%, narrative 10%, overview 4%, moments 4%,
 *   people 3%, parse 2%, premises 2%, coaching 2%, other 1%
 *   shares, real 2-hour meeting (after): acts 22%, narrative 20%, gc 17%, metrics 16%, moments 5%,
 *   premises 5%, coaching 5%, overview 4%, scoring 3%, people 2%, parse 1%, other 1%
 *
 * Changes, each with every fixture's, the joined meetings' and 269 dataset meetings' analysis and
 * acts unchanged byte for byte (npm run fingerprint --each, against main's own): a sentence's acts
 * are judged as a bit mask and handed out as one shared frozen array per mask (acts/act-bits.ts; no
 * Set and no array per sentence or cue, and the metrics read a sentence's mask back from its array);
 * one view object serves every sentence the model and rules judge, and each sentence's object is
 * made once, when the cue is split, and given its acts in place; topic phrases count word pairs by
 * the words' numbers, not by a string built for every token; a segment's text is trimmed over char
 * codes (metrics/segment-text.ts), not with two regular expressions. The ACDC + AMI case barely
 * moved: its act layer is a fifth of it, and the narrative's new uptake pass (uptake.ts,
 * meetingTerms: about 9% of the MRDA analysis, and 13 of its 64 MB allocated, much of it an object
 * and an array made for every term said) came in the same day. Tried, not kept: stop words and
 * filled pauses read in place by a char trie in transcriptConditions (slower on MRDA than slicing
 * and a Set lookup); the act scorer finding a prefix's trie by number instead of a Map lookup (no
 * change); sentence spans made directly as the act layer's sentences (no change); the act layer's
 * sentences made after judging, acts and all, instead of given their acts in place (act layer
 * 10-15% slower); a larger young generation (--max-semi-space-size=64: 1.25× the CPU in one A/B).
 * Next, by size: uptake.ts's allocation (the cheapest large item now); a token of 17 fields (6.4 MB
 * of tokens per MRDA analysis, all alive to the end; its ten booleans as one bit field would nearly
 * halve that); buildSpeech's sentence and segment objects (their object literals are its hottest
 * lines: typed arrays per field would do); then the second pass's list below (patterns once per
 * sentence).
 *
 * Figures of 28 November 2026, second pass (2 cores shared with other sessions' builds and tests,
 * load average 3-7: every time is inflated and varies between runs by ±10-20%; compare ratios).
 * `before` is main at 7d0aa91 (the first pass's code), `after` main with this pass (and the coaching
 * changes other sessions landed meanwhile), run one after the other (the load fell from about 6 to
 * about 3.5 between the two, which flatters `after`). CPU ms:
 *
 *   case                          min  words spk  before  after  parse   peer  full ×peer  parse ×peer
 *   Zoom ACDC 178 + AMI IS1000a   116  14766  21   120.4  108.2   1.13   1.37      78.8×        0.82×
 *   MRDA Bsr001 + Btr001, joined  119  28972   8   156.9  140.2   4.96   8.23      17.0×        0.60×
 *   Zoom ACDC 178 (92 min)         92  11873  17    61.5   54.7   0.85   0.85      64.1×        1.00×
 *   Zoom trustless log (48 min)    48   5845   4    24.9   22.9   0.53   0.38      60.0×        1.38×
 *   Zoom P2P 004 (45 min)          45   5615   8    29.7   27.7   0.50   0.44      62.3×        1.14×
 *   AMI ES2004c Teams (39 min)     39   6968   4    30.9   29.8   0.68   0.67      44.4×        1.01×
 *   generated 2 h, 8 speakers     119  16018   8    66.7   56.6   1.16   1.29      43.7×        0.89×
 *   generated 10 min, 4 speakers   10   1342   4     9.8    9.9   0.18   0.10      96.1×        1.79×
 *
 * This pass's changes alone (today's main against the same code with them taken out, the two run as
 * alternating processes seven times, medians): MRDA joined 0.90× (192.5 -> 173.7 ms), the real
 * 2-hour meeting 0.95× (117.4 -> 111.1 ms).
 *
 *   shares, MRDA joined (after): acts 33%, metrics 23%, gc 14%, people 6%, moments 6%, narrative 5%,
 *   overview 4%, parse 3%, coaching 2%, premises 2%, scoring 1%, other 1%
 *   shares, real 2-hour meeting (after): metrics 30%, acts 21%, narrative 11%, gc 8%, moments 7%,
 *   premises 6%, coaching 5%, overview 4%, people 3%, parse 2%, scoring 2%, other 1%
 *
 * Targets on the real 2-hour meetings: our parse PASS (0.82×, 0.60×); full analysis MISS (79× and
 * 17× the peer's parse; 108 and 140 ms on this loaded machine; no quiet machine was to be had for
 * an after figure beside the morning's quiet 104.0 and 164.5 ms). The changes of this pass, each
 * with the analysis JSON of every fixture and 269 dataset meetings unchanged byte for byte (npm run
 * fingerprint --each): the act model scores into one scratch array (a Float64Array per utterance
 * was 6% of the act layer) over trie nodes of one class; a person's tokens take their sentence's
 * acts in one walk per cue; the moments index names' short forms once; the narrative finds the cues
 * that pass on a question once per meeting (it walked every cue for each candidate quote: 4.8 MB of
 * iterator results per analysis); the longest monologue keeps its run in locals; turns of
 * back-channels only are marked once for every person's sentences and cut-off turns, and floor
 * turns are joined in place; acts are ordered by bits and an invitation's word classes are one
 * lookup; and each cue's view for the act model is made as its acts are judged (all of them were
 * made first, so they lived through the act layer's scavenges and were promoted: 0.93× on MRDA on
 * its own). Allocation per analysis of the MRDA meeting (sampling heap profiler, collected objects
 * included): 70 MB before, 56.5 MB after.
 *
 * Where the time goes, and why 6× the peer's parse is out of reach for the full analysis: the
 * stages' own cost on the two real 2-hour meetings, each timed alone in interleaved rounds (CPU ms,
 * then × the peer's parse of the same file), loaded machine, before the last change of this pass
 * (the act layer is about 2% cheaper since):
 *
 *                                  ACDC 178 + AMI IS1000a     MRDA Bsr001 + Btr001
 *   peer parse (node-webvtt)            1.60    1.0×               9.40    1.0×
 *   our parse                           1.30    0.8×               4.20    0.4×
 *   tokenize every cue once             2.33    1.5×               8.21    0.9×
 *   act model scoring alone             6.25    3.9×              14.93    1.6×
 *   acts (views, model, rules)         10.21    6.4×              33.01    3.5×
 *   measure (acts + 26 metrics)        33.09   20.7×              85.56    9.1×
 *   full analysis                      87.66   54.8×             147.73   15.7×
 *
 * On the Zoom + AMI file (few, long cues: the peer's parse is cheap) the act layer alone is 6.4×
 * the peer's parse, and our parse plus one tokenising pass plus the act model's scoring is already
 * 6.2×: the floor of this design (a linear model over every word and word pair of 14,766 words,
 * about 0.4 µs a word) sits above the 6× target before any metric, coaching or narrative runs. On
 * MRDA the parse, tokenising and acts come to 4.8×, which leaves 1.2× (about 11 ms) for the 26
 * metrics, the overview, roles, moments, narrative and coaching, which take about 100 ms today. The
 * 50 ms target needs a different shape, not more of this pass's fixes: the profile is flat (no
 * function holds 5% on its own), and what remains is the per-sentence object graph (views,
 * sentences, Sets of acts, then tokens and speech per person: about 56 MB allocated per MRDA
 * analysis, much of it alive to the end, hence gc at 8-14% of the main thread's samples, and more
 * CPU in V8's parallel collector threads, which the CPU figures include) and stages that each walk
 * every cue or sentence again with their own regular expressions (moments, narrative, premises,
 * overview). Next: acts as bitmasks end to end (no Set or string array per sentence), one sentence
 * table shared by the act layer and buildSpeech, and the moments' and narrative's patterns run once
 * per sentence into flags that every later stage reads. Untried: a larger young generation for the
 * analysis threads (--max-semi-space-size=64 looked about 7% cheaper in one noisy run).
 *
 * First pass, 28 November 2026 (load average 14-16): real 2-hour meeting 225.3 ms, 69.2× the peer's
 * parse; MRDA joined 358.4 ms, 21.2×; our parse 0.45× and 0.49×.
 */
import v8 from 'node:v8'
import vm from 'node:vm'
import { parse as plussubParse } from '@plussub/srt-vtt-parser'
import nodeWebVtt from 'node-webvtt'
import webvttParser from 'webvtt-parser'
import { analyzeParsedTranscript, analyzeTranscript } from '../src/analyze.ts'
import { parseWebVtt } from '../src/parse-webvtt.ts'
import { generateTranscript } from './generate-transcript.ts'
import { REAL_TWO_HOURS, realMeetings } from './real-meetings.ts'
import { STAGE_COLUMNS, stageShares } from './stage-profile.ts'

export interface AnalysisBenchCase {
  label: string
  minutes: number
  speakers: number
}

/** The generated cases (119 min: just inside the 2-hour limit). */
export const ANALYSIS_CASES: readonly AnalysisBenchCase[] = [
  { label: '2 h, 8 speakers', minutes: 119, speakers: 8 },
  { label: '10 min, 4 speakers', minutes: 10, speakers: 4 },
]

export const TARGETS = {
  /** Full analysis of a real 2-hour meeting, CPU ms on a quiet machine (reported, never failed). */
  fullMs: 50,
  /** Full analysis ÷ the fastest peer's parse of the same file. */
  fullRatio: 6,
  /** Our parse ÷ the fastest peer's parse. */
  parseRatio: 1,
} as const

/**
 * Ratios past these are a gross regression and fail the run (exit code 1); absolute times never
 * do. For the full analysis, which still misses its target (about 25–70× on a loaded machine in
 * November 2026), twice what it measures today, until the target is met. For the parse, five times
 * the target: a parse of a few milliseconds, timed beside a loaded machine's other work, measured
 * 0.3× to 3× the peer's on the same MRDA file in runs an hour apart, and a bench that fails on
 * noise would turn CI red for nothing.
 */
export const GROSS_LIMITS = {
  fullRatio: 120,
  parseRatio: 5 * TARGETS.parseRatio,
} as const

export interface AnalysisBenchRow {
  case: string
  real: boolean
  minutes: number
  words: number
  speakers: number
  /** Median CPU ms of a full analysis (text in, analysis out), and its median wall ms. */
  fullMs: number
  fullWallMs: number
  parseMs: number
  /** The fastest peer parser on this file and its median CPU ms. */
  peer: string
  peerMs: number
  fullRatio: number
  parseRatio: number
  /** Each stage's share of the full analysis (0–1), by STAGE_COLUMNS. */
  shares: Map<string, number>
  /** Heap growth during one full analysis before any collection (a proxy for its peak). */
  allocatedMb: number
}

const webVttParser = new webvttParser.WebVTTParser()

const PEERS: readonly { name: string; parse: (text: string) => unknown }[] = [
  { name: 'node-webvtt', parse: (text) => nodeWebVtt.parse(text, { strict: false }) },
  { name: 'webvtt-parser', parse: (text) => webVttParser.parse(text, 'metadata') },
  { name: '@plussub/srt-vtt-parser', parse: (text) => plussubParse(text) },
]

function median(values: number[]): number {
  const sorted = values.slice().sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

const cpuMs = (c: NodeJS.CpuUsage) => (c.user + c.system) / 1000

/**
 * Median CPU ms and wall ms of each function, in interleaved rounds (each round runs every
 * function once, in rotating order) after a warm-up, for at least 15 rounds and about budgetMs.
 */
function timeInterleaved(
  runs: readonly (() => unknown)[],
  budgetMs: number,
): { cpu: number; wall: number }[] {
  for (let i = 0; i < 5; i++) for (const run of runs) run()
  const cpu: number[][] = runs.map(() => [])
  const wall: number[][] = runs.map(() => [])
  const until = performance.now() + budgetMs
  for (let round = 0; round < 15 || (performance.now() < until && round < 1000); round++) {
    for (let k = 0; k < runs.length; k++) {
      const index = (k + round) % runs.length
      const c0 = process.cpuUsage()
      const t0 = performance.now()
      ;(runs[index] as () => unknown)()
      wall[index]?.push(performance.now() - t0)
      cpu[index]?.push(cpuMs(process.cpuUsage(c0)))
    }
  }
  return runs.map((_, k) => ({ cpu: median(cpu[k] ?? []), wall: median(wall[k] ?? []) }))
}

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

function allocatedMb(run: () => unknown): number {
  const samples: number[] = []
  for (let i = 0; i < 5; i++) {
    gc()
    const before = process.memoryUsage().heapUsed
    run()
    samples.push(process.memoryUsage().heapUsed - before)
  }
  return Math.max(0, median(samples)) / 2 ** 20
}

function benchFile(label: string, text: string, real: boolean, budgetMs: number): AnalysisBenchRow {
  const transcript = parseWebVtt(text)
  // The parsers in rounds of their own: after a full analysis a parse would pay for its garbage.
  type Timing = { cpu: number; wall: number }
  const [parse, ...peers] = timeInterleaved(
    [() => parseWebVtt(text), ...PEERS.map((p) => () => p.parse(text))],
    budgetMs / 3,
  ) as [Timing, ...Timing[]]
  const [full] = timeInterleaved([() => analyzeTranscript(text)], budgetMs) as [Timing]
  let fastest = 0
  peers.forEach((p, k) => {
    if (p.cpu < (peers[fastest] as Timing).cpu) fastest = k
  })
  const peerMs = (peers[fastest] as Timing).cpu
  return {
    case: label,
    real,
    minutes: transcript.durationSeconds / 60,
    words: transcript.totalWords,
    speakers: transcript.speakers.length,
    fullMs: full.cpu,
    fullWallMs: full.wall,
    parseMs: parse.cpu,
    peer: (PEERS[fastest] as { name: string }).name,
    peerMs,
    fullRatio: full.cpu / peerMs,
    parseRatio: parse.cpu / peerMs,
    shares: stageShares(
      () => analyzeTranscript(text),
      Math.max(10, Math.ceil(budgetMs / 3 / Math.max(1, full.wall))),
    ),
    allocatedMb: allocatedMb(() => analyzeParsedTranscript(transcript)),
  }
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS')

/** PASS/MISS lines for a real ~2-hour row; returns true when a ratio is a gross regression. */
function judge(row: AnalysisBenchRow): boolean {
  const { fullMs, fullRatio, parseRatio } = TARGETS
  console.log(`\nTargets on ${row.case} (${row.minutes.toFixed(0)} min):`)
  console.log(
    `  ${verdict(row.fullMs <= fullMs)}  full analysis ${row.fullMs.toFixed(1)} ms CPU ≤ ${fullMs} ms (on a quiet machine; never fails the run)`,
  )
  console.log(
    `  ${verdict(row.fullRatio <= fullRatio)}  full analysis ÷ fastest peer parse (${row.peer}) ${row.fullRatio.toFixed(1)}× ≤ ${fullRatio}×`,
  )
  console.log(
    `  ${verdict(row.parseRatio <= parseRatio)}  our parse ÷ fastest peer parse ${row.parseRatio.toFixed(2)}× ≤ ${parseRatio}×`,
  )
  const gross = row.fullRatio > GROSS_LIMITS.fullRatio || row.parseRatio > GROSS_LIMITS.parseRatio
  if (gross)
    console.log(
      `  GROSS REGRESSION: full ÷ peer over ${GROSS_LIMITS.fullRatio}× or parse ÷ peer over ${GROSS_LIMITS.parseRatio}× (exit code 1)`,
    )
  return gross
}

/** Runs the analysis benchmark, prints the tables and the targets, and returns the rows. */
export function runAnalysisBench(budgetMs = 1500): AnalysisBenchRow[] {
  const files: { label: string; text: string | null; real: boolean; skipped?: string }[] = [
    ...realMeetings().map((m) => ({ ...m, real: true })),
    ...ANALYSIS_CASES.map((c) => ({
      label: `generated ${c.label}`,
      // Decoded from bytes, as the server reads an upload: a flat string, not the generator's rope.
      text: Buffer.from(
        generateTranscript({ minutes: c.minutes, speakers: c.speakers, style: 'zoom', seed: 7 }),
        'utf8',
      ).toString('utf8'),
      real: false,
    })),
  ]
  console.log(
    '\nAnalysis benchmark: median CPU ms of interleaved rounds; full = the whole analysis from text;\n' +
      'peer = the fastest peer parser on the same file (parse only); ×peer = time ÷ that peer time',
  )
  const head = `  ${'case'.padEnd(30)}${'min'.padStart(5)}${'words'.padStart(7)}${'spk'.padStart(4)}${'full'.padStart(8)}${'wall'.padStart(8)}${'parse'.padStart(7)}${'peer'.padStart(7)}  ${'fastest peer'.padEnd(24)}${'full ×peer'.padStart(11)}${'parse ×peer'.padStart(12)}${'alloc MB'.padStart(9)}`
  console.log(head)
  const rows: AnalysisBenchRow[] = []
  for (const f of files) {
    if (f.text === null) {
      console.log(`  ${f.label.padEnd(30)}${f.skipped ?? 'skipped'}`)
      continue
    }
    const row = benchFile(f.label, f.text, f.real, budgetMs)
    rows.push(row)
    console.log(
      `  ${row.case.padEnd(30)}${row.minutes.toFixed(0).padStart(5)}${String(row.words).padStart(7)}${String(row.speakers).padStart(4)}${row.fullMs.toFixed(1).padStart(8)}${row.fullWallMs.toFixed(1).padStart(8)}${row.parseMs.toFixed(2).padStart(7)}${row.peerMs.toFixed(2).padStart(7)}  ${row.peer.padEnd(24)}${`${row.fullRatio.toFixed(1)}×`.padStart(11)}${`${row.parseRatio.toFixed(2)}×`.padStart(12)}${row.allocatedMb.toFixed(1).padStart(9)}`,
    )
  }

  console.log('\nShare of the full analysis by stage (% of CPU samples; gc = garbage collection)')
  console.log(
    `  ${'case'.padEnd(30)}${STAGE_COLUMNS.map((c) => c.padStart(c.length > 7 ? c.length + 1 : 8)).join('')}`,
  )
  for (const row of rows) {
    const cells = STAGE_COLUMNS.map((c) =>
      `${((row.shares.get(c) ?? 0) * 100).toFixed(0)}%`.padStart(c.length > 7 ? c.length + 1 : 8),
    )
    console.log(`  ${row.case.padEnd(30)}${cells.join('')}`)
  }

  let gross = false
  for (const row of rows) if (row.real && row.minutes >= 100) gross = judge(row) || gross
  if (!rows.some((r) => r.case === REAL_TWO_HOURS)) console.log(`\nTargets: ${REAL_TWO_HOURS} missing`)
  if (gross) process.exitCode = 1

  const { heapUsed, rss } = process.memoryUsage()
  console.log(
    `\nProcess: peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB, RSS now ${(rss / 2 ** 20).toFixed(0)} MB, heap used ${(heapUsed / 2 ** 20).toFixed(0)} MB`,
  )
  return rows
}
