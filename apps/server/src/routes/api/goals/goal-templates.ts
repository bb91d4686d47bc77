import { getMetric, metricGoalName } from '@rapport/analysis'
import type { GoalTemplate } from '@rapport/contracts'

/**
 * Ready-made goals, one per metric of the catalogue (coaching can recommend any metric, and "Make
 * this my goal" needs a template for each). The direction
 * and unit come from the catalogue, so a template never disagrees with the metric it tracks.
 */
const TEMPLATES = [
  {
    id: 'speak-with-confidence',
    name: 'Reduce hedging',
    description:
      'Cut qualifiers such as "I think", "maybe" and "sort of" so your points land with conviction.',
    metric: 'hedging_rate',
  },
  {
    id: 'drop-apologies',
    name: 'Fewer apologies and disclaimers',
    description: 'Say what you mean without opening with "sorry" or "this might be a silly question".',
    metric: 'apologies_disclaimers',
  },
  {
    id: 'give-clear-direction',
    name: 'More directive language',
    description: 'State decisions, next steps and requests plainly: "let\'s", "we will", "please send".',
    metric: 'directive_language',
  },
  {
    id: 'balanced-talk-time',
    name: 'Balanced talk time',
    description: 'Speak enough to be heard without taking over, so the whole group contributes.',
    metric: 'talk_time_share',
  },
  {
    id: 'cut-filler-words',
    name: 'Fewer filler words',
    description: 'Replace "um", "uh" and "you know" with a short pause: it sounds more composed.',
    metric: 'filler_words',
  },
  {
    id: 'steady-pace',
    name: 'Steady speaking pace',
    description: 'Neither rushed nor slow: a pace listeners can follow and take notes to.',
    metric: 'speaking_pace',
  },
  {
    id: 'signpost-structure',
    name: 'More signposting',
    description: 'Tell people where you are going: "first", "the key point is", "to sum up".',
    metric: 'signposting',
  },
  {
    id: 'be-specific',
    name: 'More specificity',
    description: 'Use numbers, names and dates instead of general statements.',
    metric: 'specificity',
  },
  {
    id: 'ask-more-questions',
    name: 'More questions',
    description: 'Questions draw others in and show you are listening.',
    metric: 'questions_asked',
  },
  {
    id: 'ask-open-questions',
    name: 'More open questions',
    description: 'Start with "how", "what" or "why" to invite fuller answers than yes or no.',
    metric: 'open_question_share',
  },
  {
    id: 'invite-others',
    name: 'Inviting others in',
    description: 'Ask people by name for their view: "Anna, what do you think?"',
    metric: 'inviting_others',
  },
  {
    id: 'take-ownership',
    name: 'More ownership language',
    description: 'Say "I will" and "I decided" for what is yours to own.',
    metric: 'ownership_language',
  },
  {
    id: 'show-appreciation',
    name: 'More appreciation',
    description: 'Thank people and acknowledge their contributions by name.',
    metric: 'appreciation',
  },
  {
    id: 'share-experience',
    name: 'More personal experience',
    description: 'Ground your points in what you have seen and done.',
    metric: 'personal_experience',
  },
  {
    id: 'shorter-turns',
    name: 'Shorter turns',
    description: 'Make one point at a time and leave room for others to respond.',
    metric: 'words_per_turn',
  },
  {
    id: 'avoid-monologues',
    name: 'Shorter monologues',
    description: 'Pause and check in with the group before you go on for more than a minute.',
    metric: 'longest_monologue',
  },
  {
    id: 'fewer-hesitations',
    name: 'Fewer hesitations',
    description: 'Pause silently instead of "er", "erm" or trailing off; it sounds sure of itself.',
    metric: 'hesitation_rate',
  },
  {
    id: 'drop-tag-questions',
    name: 'Fewer tag questions',
    description: 'Drop "right?", "isn\'t it?" and "does that make sense?" after what you say.',
    metric: 'tag_questions',
  },
  {
    id: 'finish-your-turns',
    name: 'More completed turns',
    description: 'Lead with your main point and claim the floor so you can finish what you start.',
    metric: 'uninterrupted_turns',
  },
  {
    id: 'balanced-sentences',
    name: 'Balanced sentence length',
    description: 'One idea per sentence: neither clipped fragments nor long chains of clauses.',
    metric: 'sentence_length',
  },
  {
    id: 'plainer-language',
    name: 'Lower readability grade',
    description: 'Shorter sentences and everyday words make your points easier to take in.',
    metric: 'readability_grade',
  },
  {
    id: 'fewer-complex-words',
    name: 'Fewer complex words',
    description: 'Swap long or technical words for the short ones your listeners use.',
    metric: 'complex_words',
  },
  {
    id: 'fewer-restarts',
    name: 'Fewer restarts and repetitions',
    description: 'Know the point before you start the sentence, so you do not restart or repeat words.',
    metric: 'restarts_repetitions',
  },
  {
    id: 'build-on-others',
    name: 'Building on others',
    description: 'Pick up a colleague\'s point by name before adding yours: "Building on what Sam said…"',
    metric: 'building_on_others',
  },
  {
    id: 'express-feelings',
    name: 'More emotional expression',
    description:
      'Name your reaction ("I\'m excited about", "I\'m worried that") so people know where you stand.',
    metric: 'emotional_expression',
  },
  {
    id: 'say-it-once',
    name: 'Less redundancy',
    description: 'Make a point once, clearly, and stop rather than restating it.',
    metric: 'redundancy',
  },
] as const

export function goalTemplates(): GoalTemplate[] {
  return TEMPLATES.map((t) => {
    const metric = getMetric(t.metric)
    const friendly = metricGoalName(t.metric)
    if (!metric || !friendly) throw new Error(`goal template ${t.id} names an unknown metric ${t.metric}`)
    return {
      template_id: t.id,
      template_name: t.name,
      // The metric's one name, as the coaching names it (@rapport/analysis metric-names.ts).
      user_friendly_name: friendly,
      description: t.description,
      suggested_direction: metric.direction,
      sub_dimension: {
        sub_dimension_id: metric.id,
        name: metric.name,
        measurement_unit: metric.unit,
        dimension_name: metric.dimension,
      },
    }
  })
}

export function findGoalTemplate(id: string): GoalTemplate | undefined {
  return goalTemplates().find((t) => t.template_id === id)
}
