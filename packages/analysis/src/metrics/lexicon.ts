import type { Token } from './tokenize.ts'

/**
 * Every phrase list the metrics count, compiled once into a token trie so a participant's speech is
 * matched in a single pass. Phrases are written in the tokenizer's normal form (lower case,
 * straight apostrophes). Context rules keep common words from being over-counted: "like" in "I like
 * it" is not a filler, "kind of" in "what kind of tool" is not a hedge.
 */

export type LexiconCategory =
  | 'hedge'
  | 'hesitation'
  | 'filler'
  | 'apology'
  | 'disclaimer'
  | 'tag'
  | 'directive'
  | 'signpost'
  | 'invite'
  | 'build'
  | 'ownership'
  | 'emotion'
  | 'experience'
  | 'appreciation'
  | 'agenda'
  | 'date'

export const LEXICON_CATEGORIES: readonly LexiconCategory[] = [
  'hedge',
  'hesitation',
  'filler',
  'apology',
  'disclaimer',
  'tag',
  'directive',
  'signpost',
  'invite',
  'build',
  'ownership',
  'emotion',
  'experience',
  'appreciation',
  'agenda',
  'date',
]

/** Where a phrase must sit to count. */
type Position = 'sentence-start' | 'clause-start' | 'question' | 'question-end' | 'sentence-end'

interface Rule {
  phrases: readonly string[]
  categories: readonly LexiconCategory[]
  at?: Position
  /** The word before the phrase must not be one of these. */
  notAfter?: readonly string[]
  /** The word after the phrase must not be one of these. */
  notBefore?: readonly string[]
  test?: (tokens: readonly Token[], start: number, end: number) => boolean
}

const DETERMINERS = [
  'what',
  'that',
  'this',
  'the',
  'a',
  'any',
  'some',
  'which',
  'every',
  'no',
  'those',
  'these',
]

/** Words after which "like" is a verb or a comparison, not a filler. */
const LIKE_NOT_FILLER_AFTER = new Set([
  'i',
  'you',
  'we',
  'they',
  'would',
  "i'd",
  "you'd",
  "we'd",
  "they'd",
  'do',
  "don't",
  'did',
  "didn't",
  'does',
  "doesn't",
  'to',
  'really',
  'also',
  'look',
  'looks',
  'looked',
  'looking',
  'sound',
  'sounds',
  'sounded',
  'seem',
  'seems',
  'seemed',
  'feel',
  'feels',
  'felt',
  'something',
  'anything',
  'nothing',
  'things',
  'stuff',
  'more',
  'much',
  'exactly',
  'just',
  'not',
  'be',
  'people',
  'would',
  'might',
  'is',
  "it's",
  'was',
  'are',
  "that's",
  'thing',
])

function likeIsFiller(tokens: readonly Token[], i: number): boolean {
  const tok = tokens[i]
  if (!tok) return false
  const prev = i > 0 ? tokens[i - 1] : undefined
  const prevInSentence = prev && !tok.sentenceStart ? prev : undefined
  if (prevInSentence && LIKE_NOT_FILLER_AFTER.has(prevInSentence.norm)) {
    // "it's like, really" is still a filler when a pause marks it off.
    return tok.pauseAfter && (prevInSentence.norm === "it's" || prevInSentence.norm === 'was')
  }
  // Set off by punctuation (", like," / "Like, we…") or glued to another filler.
  if (tok.pauseAfter || (prevInSentence?.pauseAfter ?? false)) return true
  if (tok.sentenceStart) return tok.pauseAfter
  return prevInSentence !== undefined && ['um', 'uh', 'and', 'but', 'so', 'or'].includes(prevInSentence.norm)
}

/**
 * Units of a quantity ("two minutes", "ten euros"): concrete with a number before them, which
 * speech-stats counts already, and nothing concrete alone ("the minutes of the last meeting").
 */
export const QUANTITY_UNITS: readonly string[] = [
  'minutes',
  'seconds',
  'hours',
  'days',
  'weeks',
  'months',
  'euros',
  'dollars',
  'pounds',
  'cents',
]

const RULES: readonly Rule[] = [
  // Hedges (Hosman 1989; O'Barr 1978; Hyland).
  {
    phrases: [
      'i think',
      'i guess',
      'i suppose',
      'maybe',
      'perhaps',
      'probably',
      'possibly',
      'kinda',
      'sorta',
      "i'm not sure",
      'i am not sure',
      'not sure',
      'not really sure',
      "i don't know if",
      "i don't know whether",
      'it seems',
      'seems like',
      'seems to',
      'somewhat',
      'a little bit',
      'a bit',
      'more or less',
      'i feel like',
      'i would say',
      "i'd say",
      'hopefully',
      'in a way',
      'to some extent',
      "i'm guessing",
      'presumably',
      'or something',
      'or something like that',
      'might',
      'could be',
    ],
    categories: ['hedge'],
  },
  { phrases: ['kind of', 'sort of'], categories: ['hedge'], notAfter: DETERMINERS },
  // Hesitations: filled pauses. Automatic captions often drop them; AMI keeps them.
  {
    phrases: ['um', 'uh', 'er', 'erm', 'uhm', 'umm', 'uhh', 'ehm', 'hmm', 'hm', 'eh', 'em'],
    categories: ['hesitation'],
  },
  // Fillers: discourse markers that carry no content (weighted lightly in scoring).
  { phrases: ['like'], categories: ['filler'], test: (t, i) => likeIsFiller(t, i) },
  {
    phrases: ['you know'],
    categories: ['filler'],
    notAfter: ['do', 'did', "don't", "didn't", 'if', 'as', 'would', 'does', 'to', 'whether', 'what', 'when'],
    notBefore: [
      'what',
      'how',
      'why',
      'where',
      'who',
      'whether',
      'if',
      'that',
      'about',
      'the',
      'a',
      'an',
      'this',
      'him',
      'her',
      'them',
      'anything',
      'everything',
      'something',
      'when',
      'which',
      'more',
      'better',
      'me',
      'it',
    ],
  },
  {
    phrases: ['i mean'],
    categories: ['filler'],
    at: 'clause-start',
    notBefore: ['that', 'to', 'by', 'what', 'it', 'this'],
  },
  {
    phrases: [
      'basically',
      'literally',
      'kind of like',
      'sort of like',
      'or whatever',
      'and stuff',
      'and stuff like that',
    ],
    categories: ['filler'],
  },
  { phrases: ['you see', 'so yeah', 'yeah so'], categories: ['filler'], at: 'clause-start' },
  // Apologies and disclaimers (powerless style: O'Barr 1978).
  {
    phrases: ['sorry', 'apologies', 'i apologize', 'i apologise', 'my apologies', 'excuse me', 'pardon me'],
    categories: ['apology'],
  },
  {
    phrases: [
      'stupid question',
      'dumb question',
      'silly question',
      'naive question',
      "i'm no expert",
      "i'm not an expert",
      'i could be wrong',
      'i might be wrong',
      'i may be wrong',
      "correct me if i'm wrong",
      "if i'm not mistaken",
      'this may sound',
      'this might sound',
      'bear with me',
      'i just wanted to',
      'i just want to',
      "i'm not sure if this makes sense",
      'just a quick',
      'just quickly',
      'probably a silly',
      'for what it is worth',
      "for what it's worth",
      "i don't know much about",
    ],
    categories: ['disclaimer'],
  },
  // Tag questions and approval-seeking (Lakoff 1975; O'Barr 1978).
  {
    phrases: [
      'right',
      'yeah',
      'okay',
      'ok',
      'no',
      'correct',
      'you know',
      "isn't it",
      "aren't they",
      "don't they",
      "doesn't it",
      "wouldn't it",
      "won't it",
      "can't we",
      "shouldn't we",
      "don't you think",
      "isn't that right",
      'agreed',
    ],
    categories: ['tag'],
    at: 'question-end',
    test: (t, i) => !(t[i]?.sentenceStart ?? true),
  },
  {
    phrases: [
      'does that make sense',
      'if that makes sense',
      'makes sense',
      'is that okay',
      'is that ok',
      'is that alright',
      'is that all right',
      "if that's okay",
      "if that's ok",
      "if that's alright",
      'hope that makes sense',
      "hope that's okay",
      'would that be okay',
      'would that be ok',
      'does that sound okay',
      'does that sound good',
      'sound good',
      'sounds good',
      'is that fine',
      'would that work',
      'does that work',
    ],
    categories: ['tag'],
    at: 'question',
  },
  { phrases: ['if that makes sense', 'hope that makes sense', "if that's okay"], categories: ['tag'] },
  // Directive language: recommendations, decisions and commitments.
  {
    phrases: [
      'we should',
      'we need to',
      'we have to',
      'we must',
      "we'll",
      'we will',
      "let's",
      'let us',
      'i recommend',
      "i'd recommend",
      'i would recommend',
      'my recommendation',
      'i suggest',
      "i'd suggest",
      'i would suggest',
      'my suggestion',
      'i propose',
      "i'd propose",
      'my proposal',
      'we decided',
      "we've decided",
      'we have decided',
      'the decision is',
      'we agreed',
      "we're going to",
      'we are going to',
      'we are gonna',
      "we're gonna",
      'next step',
      'next steps',
      'action item',
      'action items',
      'make sure',
      'you should',
      'you need to',
      'the plan is',
      'going forward',
      'i want us to',
      "i'd like us to",
      'i need you to',
      'we can go with',
      "let's go with",
      'the deadline',
      'by the end of',
    ],
    categories: ['directive'],
  },
  {
    // A first-person commitment is ownership (Authenticity), not a directive to others.
    phrases: ['i will', "i'll", "i'm going to", 'i am going to', "i'm gonna", 'i commit', 'i promise'],
    categories: ['ownership'],
  },
  // Signposting: words that tell listeners where the talk is going.
  {
    phrases: [
      'first',
      'firstly',
      'first of all',
      'second',
      'secondly',
      'third',
      'thirdly',
      'next',
      'finally',
      'lastly',
      'last',
      'so first',
      'and then finally',
      'to start',
      'to begin',
      'to begin with',
      'overall',
    ],
    categories: ['signpost'],
    at: 'clause-start',
    notBefore: ['time', 'week', 'month', 'year', 'meeting', 'call', 'one', 'thing', 'of'],
  },
  {
    phrases: [
      'to summarise',
      'to summarize',
      'in summary',
      'to sum up',
      'summing up',
      'in short',
      'in conclusion',
      'to conclude',
      'to recap',
      'the main point',
      'the key point',
      'the key thing',
      'the main thing',
      'the bottom line',
      'the point is',
      'my point is',
      'moving on',
      "let's move on",
      'move on to',
      'the next item',
      'the next topic',
      'the next thing',
      'the next point',
      'next item',
      'next topic',
      'one more thing',
      'another thing',
      'on the other hand',
      'for example',
      'for instance',
      'in other words',
      'that is to say',
      'the reason is',
      'the reason being',
      'the question is',
      'the first one',
      'the second one',
      'the last one',
      'the other thing',
      'the idea is',
      'number one',
      'number two',
      'to be clear',
      'to clarify',
      'just to clarify',
      'what i mean is',
      'in a nutshell',
      'the first thing',
      'the second thing',
      'the third thing',
      'the last thing',
      'the first point',
      'the second point',
      'first point',
      'second point',
      'two things',
      'three things',
      'a couple of things',
      // A pointer forward: "which I'll speak about in the next bit".
      'in the next bit',
      'in the next part',
      'in the next section',
    ],
    categories: ['signpost'],
  },
  // Inviting others in.
  {
    phrases: [
      'what do you think',
      'what do you guys think',
      'what does everyone think',
      'what do people think',
      'what do we think',
      'what are your thoughts',
      'any thoughts',
      'your thoughts',
      'thoughts on',
      'any questions',
      'any comments',
      'any objections',
      'any concerns',
      'any feedback',
      'any opinions',
      'over to you',
      'the floor is yours',
      'your turn',
      'how about you',
      'what about you',
      "what's your take",
      'your take',
      'your view',
      'your opinion',
      'what do you reckon',
      'anything to add',
      'want to add',
      'like to add',
      'go ahead',
      'feel free',
      'do you want to',
      'would you like to',
      'do you have',
      'did you have',
      'can you',
      'could you',
      'would you',
      'anyone',
      'anybody',
      'everyone',
      'everybody',
      'you guys',
      'do you',
      'did you',
      'have you',
      'are you',
      'were you',
      'is there anything',
      'is there anyone',
      'is there anybody',
    ],
    categories: ['invite'],
    at: 'question',
  },
  {
    phrases: [
      'over to you',
      'go ahead',
      'the floor is yours',
      'your turn',
      'feel free to',
      'please go ahead',
    ],
    categories: ['invite'],
  },
  // Building on others: acknowledging, agreeing, referring back.
  {
    phrases: [
      'as you said',
      'like you said',
      'as he said',
      'as she said',
      'as they said',
      'as was said',
      'as mentioned',
      'as you mentioned',
      'you mentioned',
      'you said',
      'you were saying',
      "you're right",
      'you are right',
      'good point',
      'great point',
      'fair point',
      'valid point',
      'i agree',
      'agree with',
      'to your point',
      'adding to',
      'to add to',
      'following up on',
      'following on',
      'going back to',
      'coming back to',
      'back to what',
      "that's true",
      'that is true',
      'exactly',
      'that makes sense',
      'i like that',
      'i like the idea',
      'i like your',
      'good idea',
      'great idea',
      'nice idea',
      'interesting idea',
      'yes and',
      'yeah and',
      'same here',
      'me too',
      'i second',
      'plus one',
      "that's a good",
      "that's a great",
      "that's right",
      'good question',
      'great question',
      'fair enough',
      "that's fair",
      'interesting point',
      'i think so too',
      'totally agree',
      'absolutely',
      'indeed',
      'i see what you mean',
      'i see your point',
      'to add to that',
      'on top of that',
      'in addition to what',
    ],
    categories: ['build'],
  },
  // "build on top of it" is about building things, not about building on someone's point.
  { phrases: ['building on', 'build on'], categories: ['build'], notBefore: ['top'] },
  // Ownership (first person accountability) beyond the commitments listed with directives.
  {
    phrases: [
      'i can take',
      "i'll take",
      'i take',
      'i did',
      'i made',
      'i built',
      'i wrote',
      'i implemented',
      'i tested',
      'i fixed',
      'i ran',
      'i checked',
      'i looked into',
      'i decided',
      "i've done",
      'i have done',
      "i've implemented",
      "i've added",
      'i added',
      'i opened',
      "i've opened",
      'i created',
      "i've created",
      'i shared',
      "i've shared",
      'i prepared',
      "i've prepared",
      "i'm responsible",
      'i am responsible',
      'i own',
      'my mistake',
      'my fault',
      'my bad',
      "that's on me",
      'i was wrong',
      'i messed up',
      'i missed',
      'i forgot',
      "i'm working on",
      'i am working on',
      "i've been working on",
      'i can do',
      'i volunteer',
      'i can look',
      'i can check',
      'i can write',
      'i can send',
      'i can share',
      'i can follow',
      "i've updated",
      'i updated',
      "i've pushed",
      'i pushed',
      "i've merged",
      'i merged',
      "i've written",
    ],
    categories: ['ownership'],
  },
  // Emotional expression.
  {
    phrases: [
      'happy',
      'glad',
      'excited',
      'exciting',
      'thrilled',
      'delighted',
      'love',
      'loved',
      'enjoy',
      'enjoyed',
      'fun',
      'proud',
      'pleased',
      'relieved',
      'hopeful',
      'optimistic',
      'worried',
      'worry',
      "i'm concerned",
      'i am concerned',
      'anxious',
      'nervous',
      'afraid',
      'scared',
      'scary',
      'frustrated',
      'frustrating',
      'annoyed',
      'annoying',
      'disappointed',
      'disappointing',
      'upset',
      'sad',
      'unfortunately',
      'fortunately',
      'surprised',
      'surprising',
      'shocked',
      'confused',
      'confusing',
      'uncomfortable',
      'comfortable',
      'uneasy',
      'stressed',
      'overwhelmed',
      'curious',
      'fascinating',
      'hate',
      "i'm feeling",
      'to be honest',
      'honestly',
      'painful',
      'awesome',
      'amazing',
      'wonderful',
      'terrible',
      'horrible',
      'embarrassing',
      'impressed',
      'impressive',
      'i care',
      'sucks',
      'funny',
    ],
    categories: ['emotion'],
  },
  // "I feel like" is a hedge (above), not a feeling; "an awful lot" is a quantity.
  { phrases: ['i feel', 'i felt'], categories: ['emotion'], notBefore: ['like'] },
  { phrases: ['awful'], categories: ['emotion'], notAfter: ['an'] },
  // Personal experience.
  {
    phrases: [
      'in my experience',
      'from my experience',
      'my experience',
      'when i was',
      'i remember',
      'i recall',
      "i've seen",
      'i have seen',
      'i saw',
      "i've found",
      'i found',
      'i learned',
      "i've learned",
      'i learnt',
      'i noticed',
      "i've noticed",
      'i tried',
      "i've tried",
      "i've worked",
      'i worked',
      'i used to',
      'last time i',
      'personally',
      'in my case',
      'i once',
      'i experienced',
      'i ran into',
      "i've run into",
      "i've had",
      'i had',
      'speaking from',
      'my own',
      'i realized',
      'i realised',
      "i've been",
      'my background',
      'i grew up',
    ],
    categories: ['experience'],
  },
  // "For me, …" opens a personal view; "can you do this for me" does not.
  { phrases: ['for me'], categories: ['experience'], at: 'clause-start' },
  // Appreciation and acknowledgement.
  {
    phrases: [
      'thank you',
      'thanks',
      'thank',
      'appreciate',
      'appreciated',
      'grateful',
      'great job',
      'good job',
      'well done',
      'nice work',
      'great work',
      'good work',
      'nice job',
      'kudos',
      'shout out',
      'great presentation',
      'nice presentation',
      'great talk',
      'that was great',
      'brilliant',
      'excellent',
      'nice one',
      'cheers',
      'congrats',
      'congratulations',
      'great stuff',
      'helpful',
    ],
    categories: ['appreciation'],
  },
  // "Good point", "great idea" acknowledge what someone said: building on it (Engagement), counted
  // there once, not again as appreciation.
  // Running the meeting (used to infer the facilitator, not scored).
  {
    phrases: [
      'agenda',
      "let's get started",
      'get started',
      "let's start",
      "let's begin",
      'welcome',
      'next item',
      'next topic',
      'move on',
      'moving on',
      'next up',
      'first item',
      'first topic',
      'last item',
      'any other business',
      'wrap up',
      "let's wrap",
      'to recap',
      'recap',
      'action items',
      'next meeting',
      'next call',
      'out of time',
      'over to you',
      'the floor',
      'hand over',
      'thanks everyone',
      'thank you everyone',
      'thanks for joining',
      'thank you all',
      'thanks all',
      'good morning everyone',
      'hello everyone',
      'hi everyone',
      'hi all',
      "let's wait",
      "we'll wait",
      'before we get started',
      'before we start',
      'is there anything else',
      'any questions',
      'any other',
      'the goal today',
      'the goal of',
      'today we',
      'on the call',
      'i think we can',
      'we can move',
      'we have time',
      'anyone else',
      'shall we start',
      'shall we begin',
      'shall we move',
      'first presentation',
      'next presentation',
      'welcome back',
      'this is our',
      'do we agree',
      'are we agreed',
      'we agree on',
      'is everyone happy',
      'is everyone okay',
      'everyone happy',
      'are we all',
      'so we decided',
      "so we've decided",
      'the decisions',
      'we need to decide',
      "let's decide",
      'any more questions',
      'any other questions',
      'for the next meeting',
      'by the next meeting',
      "let's go through",
      "we're at time",
      'end the call',
      'end the meeting',
      'thanks for coming',
      'thank you for coming',
    ],
    categories: ['agenda'],
  },
  // Dates and times (specificity). "may" and "march" are left out: mostly not months in speech.
  {
    phrases: [
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
      'january',
      'february',
      'april',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
      'tomorrow',
      'yesterday',
      'tonight',
      'next week',
      'last week',
      'this week',
      'next month',
      'last month',
      'this month',
      'next year',
      'last year',
      'this year',
      'q1',
      'q2',
      'q3',
      'q4',
      'eod',
      'deadline',
      'percent',
      'per cent',
      'half',
      'quarter',
      'dozen',
      'double',
      'twice',
      ...QUANTITY_UNITS,
    ],
    categories: ['date'],
  },
]

interface CompiledRule {
  length: number
  categories: readonly LexiconCategory[]
  /** Positions of the categories in LEXICON_CATEGORIES. */
  categoryIndex: readonly number[]
  at?: Position
  notAfter?: ReadonlySet<string>
  notBefore?: ReadonlySet<string>
  test?: Rule['test']
}

interface TrieNode {
  next: Map<string, TrieNode>
  rules: CompiledRule[]
}

function node(): TrieNode {
  return { next: new Map(), rules: [] }
}

function compile(rules: readonly Rule[]): TrieNode {
  const root = node()
  for (const rule of rules) {
    const notAfter = rule.notAfter ? new Set(rule.notAfter) : undefined
    const notBefore = rule.notBefore ? new Set(rule.notBefore) : undefined
    for (const phrase of rule.phrases) {
      const words = phrase.split(' ')
      let at = root
      for (const word of words) {
        let child = at.next.get(word)
        if (!child) {
          child = node()
          at.next.set(word, child)
        }
        at = child
      }
      const compiled: CompiledRule = {
        length: words.length,
        categories: rule.categories,
        categoryIndex: rule.categories.map((c) => LEXICON_CATEGORIES.indexOf(c)),
      }
      if (rule.at) compiled.at = rule.at
      if (notAfter) compiled.notAfter = notAfter
      if (notBefore) compiled.notBefore = notBefore
      if (rule.test) compiled.test = rule.test
      at.rules.push(compiled)
    }
  }
  return root
}

const TRIE = compile(RULES)

/**
 * The trie's node for the first word of a phrase, per word number of one meeting's table (found on
 * first sight, null for a word no phrase starts with): every token of every person is a possible
 * start, and a Map lookup by its text each time was about 1% of an analysis.
 */
export class LexiconStarts {
  private readonly byNumber: (TrieNode | null | undefined)[]
  /** `size`: how many words the meeting's table holds. */
  constructor(size: number) {
    this.byNumber = new Array<TrieNode | null | undefined>(size).fill(undefined)
  }

  /** The node a phrase starting at `tok` reaches after its first word. */
  of(tok: Token): TrieNode | undefined {
    const n = tok.word
    if (n < 0 || n >= this.byNumber.length) return TRIE.next.get(tok.norm)
    let at = this.byNumber[n]
    if (at === undefined) {
      at = TRIE.next.get(tok.norm) ?? null
      this.byNumber[n] = at
    }
    return at ?? undefined
  }
}

export interface LexiconMatch {
  category: LexiconCategory
  /** Token index of the first word and number of words. */
  start: number
  length: number
}

function fits(rule: CompiledRule, tokens: readonly Token[], start: number): boolean {
  const end = start + rule.length
  const first = tokens[start]
  const last = tokens[end - 1]
  if (!first || !last) return false
  for (let k = start; k < end - 1; k++) if (tokens[k]?.sentenceEnd) return false
  switch (rule.at) {
    case 'sentence-start':
      if (!first.sentenceStart) return false
      break
    case 'clause-start':
      if (!first.clauseStart) return false
      break
    case 'question':
      if (!first.question) return false
      break
    case 'question-end':
      if (!(last.question && last.sentenceEnd)) return false
      break
    case 'sentence-end':
      if (!last.sentenceEnd) return false
      break
    default:
      break
  }
  if (rule.notAfter && start > 0 && !first.sentenceStart) {
    const prev = tokens[start - 1]
    if (prev && rule.notAfter.has(prev.norm)) return false
  }
  if (rule.notBefore && !last.sentenceEnd) {
    const nextToken = tokens[end]
    if (nextToken && rule.notBefore.has(nextToken.norm)) return false
  }
  return !rule.test || rule.test(tokens, start, end)
}

/**
 * Finds every lexicon phrase in `tokens` in one left-to-right pass. Within a category, matches do
 * not overlap and the longest phrase starting at a position wins ("i'm not sure" is one hedge, not
 * two).
 */
export function matchLexicon(
  tokens: readonly Token[],
  onMatch: (match: LexiconMatch) => void,
  starts?: LexiconStarts,
): void {
  const categories = LEXICON_CATEGORIES.length
  // Per category: the first token a new match may start at, and the best length found at i.
  const freeFrom = new Int32Array(categories)
  const best = new Int32Array(categories)
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as Token
    let at: TrieNode | undefined = starts ? starts.of(tok) : TRIE.next.get(tok.norm)
    if (!at) continue
    best.fill(0)
    let found = false
    for (let j = i; at; ) {
      for (const rule of at.rules) {
        if (!fits(rule, tokens, i)) continue
        for (const c of rule.categoryIndex) {
          if ((freeFrom[c] ?? 0) > i) continue
          if (rule.length > (best[c] ?? 0)) best[c] = rule.length
          found = true
        }
      }
      if (tokens[j]?.sentenceEnd) break
      j++
      const next = tokens[j]
      at = next ? at.next.get(next.norm) : undefined
    }
    if (!found) continue
    for (let c = 0; c < categories; c++) {
      const length = best[c] ?? 0
      if (length === 0) continue
      const category = LEXICON_CATEGORIES[c]
      if (category) onMatch({ category, start: i, length })
      freeFrom[c] = i + length
    }
  }
}

/** Number words that make a quantity concrete ("two weeks", "forty percent"). "one" is left out. */
export const NUMBER_WORDS: ReadonlySet<string> = new Set([
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
  'hundred',
  'thousand',
  'million',
  'billion',
  'trillion',
])

/** Short acknowledgements that are not a bid for the floor. */
export const BACKCHANNELS: ReadonlySet<string> = new Set([
  'yeah',
  'yes',
  'yep',
  'yup',
  'mm',
  'mm-hmm',
  'mhm',
  'uh-huh',
  'hmm',
  'okay',
  'ok',
  'kay',
  'right',
  'sure',
  'cool',
  'great',
  'nice',
  'good',
  'alright',
  'no',
  'oh',
  'ah',
  'true',
  'exactly',
  'thanks',
  'uh',
  'um',
  'so',
  'and',
  'i',
])

/** Words that repeat on purpose ("no no", "very very", "bye bye"); not disfluent repetitions. */
export const INTENTIONAL_REPEATS: ReadonlySet<string> = new Set([
  'no',
  'yeah',
  'yes',
  'very',
  'really',
  'bye',
  'ha',
  'okay',
  'ok',
  'so',
  'that',
  'had',
  'mm',
  'hmm',
  'right',
  'well',
  'more',
  'go',
  'now',
  'hey',
  'hi',
  'la',
  'blah',
  'many',
  'much',
  'far',
  'long',
  'again',
  'step',
  'one',
  'two',
  'zero',
])
