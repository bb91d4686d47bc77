import { getMetricInfo, readsCleanly } from '@rapport/analysis'
import * as coachingPrompt from '../prompts/coaching.v2.ts'
import * as participantPrompt from '../prompts/participant-analysis.v1.ts'
import type { FakeLlmRequest, FakeReply } from '../testing/fake-llm-server.ts'

/**
 * What a well-behaved model answers to our prompts, for the fake OpenAI-compatible server in tests:
 * it reads the data sections as a model would and replies in the shapes the prompts ask for, every
 * text marked FAKE so tests can tell the model's words from the built-in analyzer's.
 */

/** The JSON inside one `<name>` data section of a user message. */
export function section(user: string, name: string): unknown {
  const m = new RegExp(`<${name}>\\n([\\s\\S]*?)\\n</${name}>`).exec(user)
  if (!m?.[1]) throw new Error(`no <${name}> section`)
  return JSON.parse(m[1])
}

/** What a well-behaved model answers to the coaching prompt: prose about the metrics it was given, quotes from the speech. */
export function coachingReply(request: FakeLlmRequest, extra: { invented?: string } = {}): { text: string } {
  const person = section(request.user, 'participant') as coachingPrompt.ParticipantFacts
  const speech = section(request.user, 'speech') as coachingPrompt.SpeechPart
  const metrics = person.dimensions.flatMap((d) => d.metrics.map((m) => ({ ...m, dimension: d.dimension })))
  const best = [...metrics].sort((a, b) => b.score - a.score)[0]
  const worst = [...metrics].sort((a, b) => a.score - b.score)[0]
  // A whole sentence of the person's, as the prompt asks: capitalised, finished, 6 to 30 words; as
  // a strength, one that reads cleanly (a garbled one is replaced by the checks).
  const sentences = speech.lines
    .flatMap((l) => l.text.split(/(?<=[.?!\u2026])\s+(?=\p{Lu})/u))
    .filter(
      (s) =>
        /^\p{Lu}/u.test(s) && /[.?!]$/.test(s) && s.split(/\s+/).length >= 6 && s.split(/\s+/).length <= 30,
    )
  const clean = sentences.find((s) => readsCleanly(s))
  const quote = clean ?? sentences[0]
  if (!best || !worst || !quote) throw new Error('nothing to coach')
  return {
    text: JSON.stringify({
      strengths: [
        {
          title: `FAKE strength for ${person.name}`,
          description: 'You did well.',
          dimension: best.dimension,
          metric_id: best.metric_id,
        },
      ],
      opportunities: [
        {
          title: 'FAKE opportunity',
          description: 'Room to grow.',
          dimension: worst.dimension,
          metric_id: worst.metric_id,
        },
      ],
      actions: [
        {
          title: 'FAKE action',
          description: 'Try this.',
          dimension: worst.dimension,
          metric_id: worst.metric_id,
        },
      ],
      quotes: [
        clean
          ? {
              quote_text: quote,
              context_type: 'strength',
              dimension: best.dimension,
              metric_id: best.metric_id,
            }
          : {
              quote_text: quote,
              context_type: 'opportunity',
              dimension: worst.dimension,
              metric_id: worst.metric_id,
            },
        ...(extra.invented
          ? [
              {
                quote_text: extra.invented,
                context_type: 'opportunity',
                dimension: worst.dimension,
                metric_id: worst.metric_id,
              },
            ]
          : []),
      ],
      recommendations: [
        {
          recommendation_text: 'FAKE recommendation.',
          category: 'Practice',
          priority: 1,
          difficulty_level: 'easy',
          estimated_impact: 'medium',
          dimension: worst.dimension,
          metric_id: worst.metric_id,
        },
      ],
      summary: `FAKE summary for ${person.name}: you took part well and there is one thing to practise next time.`,
      coaching: narrativeReply(request),
    }),
  }
}

/**
 * The narrative a model that keeps the draft's points would write: the draft's quotes, times,
 * lines to use and practice, each text marked FAKE (no numbers of its own, so every check passes).
 */
export function narrativeReply(request: FakeLlmRequest): coachingPrompt.NarrativeReply {
  const person = section(request.user, 'participant') as coachingPrompt.ParticipantFacts
  const draft = section(request.user, 'draft') as coachingPrompt.DraftNarrative | null
  const metric = person.dimensions.flatMap((d) => d.metrics)[0]
  // No draft (the built-in made no claim it could check): one point of its own, on a whole sentence
  // the person said, as a model would write from the speech.
  if (!draft || !metric) {
    const speech = section(request.user, 'speech') as coachingPrompt.SpeechPart
    const line = speech.lines.find((l) => /^\p{Lu}[^.?!]{20,}[.!]$/u.test(l.text))
    return {
      headline: `FAKE headline for ${person.name}.`,
      worked: line
        ? [{ text: 'FAKE: what you said there was clear.', quote: line.text, at: line.at, metric: null }]
        : [],
      change: [],
      // A measure that should go up, with a target above any value it can have today.
      practice: {
        text: 'FAKE practice.',
        metric:
          person.dimensions
            .flatMap((d) => d.metrics)
            .find((m) => getMetricInfo(m.metric_id)?.direction === 'increase')?.metric_id ??
          'questions_asked',
        target: 999,
      },
    }
  }
  return {
    headline: `FAKE headline for ${person.name}.`,
    worked: draft.worked.map((w) => ({ ...w, text: 'FAKE: what you did there worked.' })),
    change: draft.change.map((c) => ({ ...c, text: 'FAKE: this moment could have gone further.' })),
    practice: {
      text: 'FAKE practice for the next meeting.',
      metric: draft.practice.metric,
      target: draft.practice.target,
    },
  }
}

export function participantReply(request: FakeLlmRequest): { text: string } {
  const speakers = section(request.user, 'speakers') as participantPrompt.SpeakerFacts[]
  const part = section(request.user, 'transcript') as participantPrompt.TranscriptPart
  return {
    text: JSON.stringify({
      meeting_title: `FAKE title from part ${part.part}`,
      meeting_objective: `FAKE objective from part ${part.part} of ${part.parts}.`,
      participants: speakers.map((s, i) => ({
        name: s.name.toUpperCase(),
        job_title: i === 0 ? 'Product Manager' : 'unknown',
        role: i === 0 ? 'facilitator' : 'Contributor',
      })),
    }),
  }
}

/** Answers by prompt: participant analysis, coaching, or (the connection test) a plain OK. */
export function modelReplies(request: FakeLlmRequest): FakeReply {
  if (request.system === participantPrompt.SYSTEM) return participantReply(request)
  if (request.system === coachingPrompt.SYSTEM) return coachingReply(request)
  return { text: 'OK' }
}
