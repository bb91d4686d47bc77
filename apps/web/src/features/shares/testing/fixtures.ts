import {
  type SharedCoachingResponse,
  type SharedSection,
  type ShareRemovalView,
  type ShareView,
  sharedCoachingResponse,
  sharedSection,
  shareRemovalView,
  shareView,
} from '@rapport/contracts'

// Fixtures pass through the contract schemas, so a contract change breaks them here, loudly.

/** Grace's own section of "Quarterly planning", as the server builds it: Ada's name is `[name]`. */
export function makeSharedSection(overrides: Partial<SharedSection> = {}): SharedSection {
  return sharedSection.parse({
    meeting: { title: 'Quarterly planning', date: '2025-03-12', durationSeconds: 5700, meetingType: null },
    person: {
      name: 'Grace Hopper',
      title: 'Product Manager',
      role: 'Contributor',
      talkTimeSeconds: 2143,
      talkTimePercentage: 37.6,
      words: 4200,
      speakingTurns: 61,
      scored: true,
    },
    summary: 'Grace raised the launch risk early and kept her points short.',
    coaching: {
      headline: 'Grace named the launch risk, then let it drop when [name] moved on.',
      worked: [
        {
          text: 'You raised the risk before the decision, not after it.',
          quote: 'I think we could push the launch a little.',
          at: 700,
          metric: null,
        },
      ],
      change: [
        {
          text: 'Your doubt went unheard; you agreed at once.',
          quote: 'Fine by me, the launch stays.',
          at: 760,
          instead: 'Before we decide: pushing two weeks buys us the load tests.',
          metric: 'conviction',
        },
      ],
      practice: {
        text: 'Next meeting: say what your concern would buy before you agree.',
        metric: 'conviction',
        target: 2,
        current: 0,
        direction: 'increase',
      },
    },
    dimensions: ['Authority', 'Clarity', 'Engagement', 'Authenticity', 'Conciseness'].map((name, i) => ({
      id: name.toLowerCase(),
      name,
      averageScore: [6.2, 7.5, 5.1, 8, 7][i] ?? null,
      confidence: 0.8,
    })),
    insights: {
      strengths: [
        {
          id: 's1',
          type: 'strength',
          title: 'Speaks up early',
          description: 'Grace raised the risk before the decision.',
          confidence_score: 0.8,
          dimension_name: 'Authority',
        },
      ],
      opportunities: [],
      actions: [],
    },
    quotes: [
      {
        id: 'q1',
        quote_text: 'I think we could push the launch a little.',
        context_type: 'strength',
        relevance_score: 0.9,
        dimension_name: 'Authority',
        timestamp: 700,
      },
    ],
    recommendations: [],
    metrics: [
      {
        id: 'conviction',
        name: 'Conviction',
        dimension: 'Authority',
        value: 0.4,
        score: 5.5,
        formattedValue: '0.4 per minute',
        description: 'How firmly a view is held.',
        measured: true,
        reason: null,
        target: { text: '1 to 3 per minute', source: 'catalogue' },
        evidence: {
          summary: '2 hedged statements in 61 turns.',
          examples: [{ text: 'I think we could push the launch a little.', start: 700, cueId: '3' }],
        },
      },
    ],
    lines: [
      { start: 695, end: 699, text: 'Let us look at the launch.', mine: false, withheld: false },
      {
        start: 700,
        end: 705,
        text: 'I think we could push the launch a little.',
        mine: true,
        withheld: false,
      },
      { start: 752, end: 757, text: '', mine: false, withheld: true },
      { start: 760, end: 765, text: 'Fine by me, the launch stays.', mine: true, withheld: false },
    ],
    ...overrides,
  })
}

export function makeSharedCoaching(overrides: Partial<SharedCoachingResponse> = {}): SharedCoachingResponse {
  return sharedCoachingResponse.parse({
    section: makeSharedSection(),
    sender_name: 'Ada Lovelace',
    shared_with: 'grace@example.com',
    expires_at: '2025-04-11T09:00:00.000Z',
    saved: false,
    ...overrides,
  })
}

export function makeShare(overrides: Partial<ShareView> = {}): ShareView {
  return shareView.parse({
    share_id: 'share-1',
    participant_id: 'p-grace',
    person_id: 'person-grace',
    participant_name: 'Grace Hopper',
    email: 'grace@example.com',
    sender_name: 'Ada Lovelace',
    status: 'active',
    created_at: '2025-03-13T09:00:00.000Z',
    expires_at: '2025-04-12T09:00:00.000Z',
    first_opened_at: null,
    saved_at: null,
    ...overrides,
  })
}

export function makeRemoval(overrides: Partial<ShareRemovalView> = {}): ShareRemovalView {
  return shareRemovalView.parse({
    request_id: 'removal-1',
    meeting_id: 'meeting-1',
    meeting_name: 'Quarterly planning',
    person_id: 'person-grace',
    participant_name: 'Grace Hopper',
    email: 'grace@example.com',
    created_at: '2025-03-14T09:00:00.000Z',
    ...overrides,
  })
}
