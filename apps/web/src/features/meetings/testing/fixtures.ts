import {
  type CoachingView,
  coachingResponse,
  type DimensionInsightsView,
  dimensionInsightsResponse,
  type Meeting,
  meeting,
  meetingTranscriptResponse,
  type Participant,
  type ParticipantScoresView,
  type PersonCoachingView,
  participant,
  participantScores,
  personCoaching,
  TRANSCRIPT_PAGE_SIZE,
  type TranscriptCueView,
} from '@rapport/contracts'
import { HttpResponse, http } from 'msw'
import { apiUrl, meetingsPage } from '../../../testing/api-handlers.ts'

// Fixtures pass through the contract schemas, so a contract change breaks them here, loudly.

export function makeMeeting(overrides: Partial<Meeting> = {}): Meeting {
  return meeting.parse({
    id: 'meeting-1',
    name: 'Quarterly planning',
    date: '2025-03-12',
    duration: 95,
    participantCount: 2,
    totalWords: 12840,
    objective: 'Agree the roadmap for next quarter',
    description: '',
    createdBy: 'user-1',
    analyzer: 'built-in',
    warnings: [],
    ...overrides,
  })
}

export function makeParticipant(overrides: Partial<Participant> = {}): Participant {
  return participant.parse({
    id: 'p-ada',
    personId: 'person-ada',
    name: 'Ada Lovelace',
    title: 'Engineering Lead',
    role: 'Facilitator',
    talkTimePercentage: 62.4,
    totalWords: 8000,
    speakingTurns: 41,
    scored: true,
    ...overrides,
  })
}

const dimensionNames = ['Authority', 'Clarity', 'Engagement', 'Authenticity', 'Conciseness'] as const

export function makeScores(
  participantId: string,
  name: string,
  values: Array<number | null> = [8.4, 6.2, 4.5, 3.1, null],
  confidence = 0.82,
): ParticipantScoresView {
  return participantScores.parse({
    participantId,
    name,
    dimensions: dimensionNames.map((dimension, index) => ({
      id: dimension.toLowerCase(),
      name: dimension,
      averageScore: values[index] ?? null,
      confidence: values[index] === null ? 0 : confidence,
      subDimensions: [
        {
          id: `${dimension.toLowerCase()}-a`,
          name: `${dimension} metric A`,
          score: values[index] ?? null,
          formattedValue: '42%',
          description: `How ${dimension.toLowerCase()} metric A is measured.`,
        },
        {
          id: `${dimension.toLowerCase()}-b`,
          name: `${dimension} metric B`,
          score: 7,
          formattedValue: '3.2 per minute',
          description: `How ${dimension.toLowerCase()} metric B is measured.`,
        },
      ],
    })),
  })
}

export function makeInsights(overrides: Partial<DimensionInsightsView> = {}): DimensionInsightsView {
  return dimensionInsightsResponse.parse({
    insights: {
      strengths: [
        {
          id: 's1',
          type: 'strength',
          title: 'Sets direction',
          description: 'Ada framed each decision before asking for input.',
          confidence_score: 0.8,
          dimension_name: 'Authority',
          metric_id: 'directive_language',
        },
      ],
      opportunities: [
        {
          id: 'o1',
          type: 'opportunity',
          title: 'Invite dissent',
          description: 'Few questions went to quieter participants.',
          confidence_score: 0.7,
          dimension_name: 'Authority',
          metric_id: 'inviting_others',
        },
      ],
      actions: [
        {
          id: 'a1',
          type: 'action',
          title: 'Name an owner',
          description: 'Close each item with a named owner and date.',
          confidence_score: 0.7,
          dimension_name: 'Authority',
        },
      ],
    },
    quotes: [
      {
        id: 'q1',
        quote_text: 'Let us decide this today and move on.',
        context_type: 'strength',
        relevance_score: 0.9,
        dimension_name: 'Authority',
        timestamp: 754,
        metric_id: 'directive_language',
      },
    ],
    recommendations: [
      {
        id: 'r2',
        recommendation_text: 'Summarise decisions at the end.',
        category: 'structure',
        priority: 3,
        difficulty_level: 'easy',
        estimated_impact: 'low',
        dimension_name: 'Authority',
      },
      {
        id: 'r1',
        recommendation_text: 'Ask each quiet participant for a view.',
        category: 'inclusion',
        priority: 1,
        difficulty_level: 'medium',
        estimated_impact: 'high',
        dimension_name: 'Authority',
        metric_id: 'inviting_others',
      },
    ],
    confidence_score: 0.82,
    ...overrides,
  })
}

export function makeCoaching(overrides: Partial<CoachingView> = {}): CoachingView {
  const insights = makeInsights()
  return coachingResponse.parse({
    participantId: 'p-ada',
    name: 'Ada Lovelace',
    title: 'Engineering Lead',
    role: 'Facilitator',
    summary: 'Ada led the meeting with a clear agenda.\n\nShe could leave more room for others to speak.',
    dimensions: makeScores('p-ada', 'Ada Lovelace').dimensions.map((d) => ({
      name: d.name,
      averageScore: d.averageScore,
      confidence: d.confidence,
    })),
    insights: insights.insights,
    quotes: insights.quotes,
    recommendations: insights.recommendations,
    ...overrides,
  })
}

/** A narrative (issue 29) by hand, on Ada's lines of makeTranscriptCues(): 754 s is her fourth-line cue. */
export function makeNarrative(overrides: Partial<PersonCoachingView> = {}): PersonCoachingView {
  return personCoaching.parse({
    headline: 'Ada closed the launch question, but Grace’s doubt was never heard out.',
    worked: [
      {
        text: 'You ended the back-and-forth on the launch date with a decision.',
        quote: 'Let us decide this today and move on.',
        at: 752,
        metric: 'directive_language',
      },
      {
        text: 'You opened with the agenda, so everyone knew the order.',
        quote: 'Shall we start with the roadmap?',
        at: 3,
        metric: null,
      },
    ],
    change: [
      {
        text: 'Grace raised pushing the launch; you moved on without asking why.',
        quote: 'Well. Let us decide this today and move on.',
        at: 752,
        instead: 'Grace, what would pushing the launch buy us? Then let us decide today.',
        metric: 'inviting_others',
      },
      {
        text: 'The meeting ended without an owner for the roadmap.',
        quote: 'Good morning, everyone.',
        at: 3,
        instead: 'Good morning, everyone. Grace owns the roadmap draft by Friday.',
        metric: null,
      },
    ],
    practice: {
      text: 'Next meeting: invite two quieter people by name before you decide.',
      metric: 'inviting_others',
      target: 2,
      current: 0,
      direction: 'increase',
    },
    ...overrides,
  })
}

export const grace = makeParticipant({
  id: 'p-grace',
  personId: 'person-grace',
  name: 'Grace Hopper',
  title: 'Product Manager',
  role: 'Contributor',
  talkTimePercentage: 37.6,
})

type FixtureCue = Omit<TranscriptCueView, 'index'>

/** Ada's and Grace's lines; Ada's quote (754 s) is the fourth line. */
export function makeTranscriptCues(): FixtureCue[] {
  const line = (id: string, start: number, who: 'ada' | 'grace', text: string) => ({
    id,
    start,
    end: start + 5,
    speaker: who === 'ada' ? 'Ada Lovelace' : 'Grace Hopper',
    participantId: who === 'ada' ? 'p-ada' : 'p-grace',
    text,
  })
  return [
    line('1', 3, 'ada', 'Good morning, everyone. Shall we start with the roadmap?'),
    line('2', 9, 'grace', 'Yes, the roadmap first, then hiring.'),
    line('3', 700, 'grace', 'I think we could push the launch a little.'),
    line('4', 752, 'ada', 'Well. Let us decide this today and move on.'),
    line('5', 760, 'grace', 'Fine by me, the launch stays.'),
  ]
}

/**
 * GET /meetings/{id}/transcript answered from `cues` as the server pages them: from a line, around
 * a moment (cue id, else the last line starting at or before `at`, centred), or the matches of a
 * search (q, speaker) from a line. `asked` records each request's query.
 */
export function transcriptHandler(
  cues: readonly FixtureCue[] = makeTranscriptCues(),
  asked: URLSearchParams[] = [],
) {
  const indexed = cues.map((c, index) => ({ ...c, index }))
  const speakers = [...new Set(cues.flatMap((c) => (c.speaker ? [c.speaker] : [])))].map((name) => ({
    name,
    participantId: cues.find((c) => c.speaker === name)?.participantId ?? null,
  }))
  return http.get(apiUrl('/meetings/:id/transcript'), ({ request }) => {
    const query = new URL(request.url).searchParams
    asked.push(query)
    const limit = Number(query.get('limit') ?? TRANSCRIPT_PAGE_SIZE)
    const q = query.get('q')?.trim().toLowerCase() ?? ''
    const speaker = query.get('speaker') ?? ''
    const base = { speakers, cueCount: cues.length }
    if (q || speaker) {
      const matching = indexed.filter(
        (c) => (!q || c.text.toLowerCase().includes(q)) && (!speaker || c.speaker === speaker),
      )
      const from = Number(query.get('from') ?? 0)
      const rest = matching.filter((c) => c.index >= from)
      return HttpResponse.json(
        meetingTranscriptResponse.parse({
          ...base,
          matchCount: matching.length,
          cues: rest.slice(0, limit),
          nextFrom: rest[limit]?.index ?? null,
          anchor: null,
        }),
      )
    }
    const cue = query.get('cue')
    const at = query.get('at')
    let anchor: number | null = null
    if (cue !== null || at !== null) {
      const byId = indexed.find((c) => c.id === cue)
      const before = indexed.filter((c) => at !== null && c.start <= Number(at)).at(-1)
      anchor = byId?.index ?? before?.index ?? 0
    }
    const from =
      anchor === null
        ? Number(query.get('from') ?? 0)
        : Math.max(0, Math.min(anchor - Math.floor(limit / 2), cues.length - limit))
    const to = Math.min(cues.length, from + limit)
    return HttpResponse.json(
      meetingTranscriptResponse.parse({
        ...base,
        matchCount: null,
        cues: indexed.slice(from, to),
        nextFrom: to < cues.length ? to : null,
        anchor,
      }),
    )
  })
}

/** A meeting with Ada and Grace, their scores, and the people list; tests override what they need. */
export function meetingHandlers(
  options: {
    meetings?: Meeting[]
    people?: Array<{ person_id: string; full_name: string; is_me?: boolean }>
  } = {},
) {
  const meetings = options.meetings ?? [makeMeeting()]
  return [
    http.get(apiUrl('/meetings'), ({ request }) => HttpResponse.json(meetingsPage(meetings, request))),
    http.get(apiUrl('/meetings/:id'), ({ params }) => {
      const found = meetings.find((m) => m.id === params.id)
      return found
        ? HttpResponse.json({ meeting: found })
        : HttpResponse.json({ error: 'Meeting not found', code: 'NOT_FOUND' }, { status: 404 })
    }),
    http.get(apiUrl('/meetings/:id/participants'), () =>
      HttpResponse.json({ participants: [makeParticipant(), grace] }),
    ),
    http.get(apiUrl('/meetings/:id/scores'), () =>
      HttpResponse.json({
        scores: [makeScores('p-ada', 'Ada Lovelace'), makeScores('p-grace', 'Grace Hopper', [7, 7, 7, 7, 7])],
      }),
    ),
    http.get(apiUrl('/people'), () =>
      HttpResponse.json({
        people: options.people ?? [{ person_id: 'person-ada', full_name: 'Ada Lovelace' }],
      }),
    ),
    http.get(apiUrl('/meetings/:id/participants/:pid/coaching'), ({ params }) =>
      HttpResponse.json(
        params.pid === 'p-grace'
          ? makeCoaching({ participantId: 'p-grace', name: 'Grace Hopper', summary: 'Grace kept it short.' })
          : makeCoaching(),
      ),
    ),
    transcriptHandler(),
  ]
}
