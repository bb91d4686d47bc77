import { type FeatureVisitor, type UtteranceView, visitFeatures, WORD_PREFIXES } from './features.ts'
import type { LabelledAct } from './vocabulary.ts'

/**
 * A linear model per act (one-vs-rest logistic regression over utteranceFeatures), learned from the
 * MRDA tuning meetings by eval/train-acts.ts. `features` maps a feature name to its weights as
 * [act index, weight, act index, weight, …]; absent acts weigh 0.
 */
export interface ActModel {
  source: string
  acts: readonly LabelledAct[]
  /** Probability at or above which the act is given, per act. */
  thresholds: readonly number[]
  features: Readonly<Record<string, readonly number[]>>
}

type Weights = readonly number[]

/**
 * A node of a word trie: the weights of the feature named so far, and the words that may follow
 * (by their number in the model's vocabulary). Every node has the same fields, so reading them is
 * one shape for the engine however the node was built.
 */
class Node {
  w: Weights | undefined = undefined
  next: Map<number, Node> | undefined = undefined
  /** At a prefix's root only: its first words by number in an array (every lookup starts there). */
  first: (Node | undefined)[] | undefined = undefined
}

/**
 * The weights split for fast lookup: every feature by name, and the word features ("w:", "b:",
 * "f2:", "all:", …) as a trie per prefix over numbered words, so scoring an utterance builds no
 * feature names and looks each word up once. `vocabulary` numbers every word any feature names.
 */
interface Tables {
  all: Map<string, Weights>
  byPrefix: Map<string, Node>
  vocabulary: Map<string, number>
}

/** The number of a word no feature names: no word feature holding it has weights. */
const UNKNOWN = -1

/** Longest first, so "pq|all:" is not read as "pq|" plus words. */
const PREFIXES = [...WORD_PREFIXES].sort((a, b) => b.length - a.length)

const tables = new WeakMap<ActModel, Tables>()

/** Built once per model (Maps are far faster to look up than a 10,000-key object). */
function lookup(model: ActModel): Tables {
  let t = tables.get(model)
  if (!t) {
    t = { all: new Map(), byPrefix: new Map(), vocabulary: new Map() }
    for (const [name, w] of Object.entries(model.features)) {
      t.all.set(name, w)
      const prefix = PREFIXES.find((p) => name.startsWith(p))
      if (!prefix) continue
      let node = t.byPrefix.get(prefix)
      if (!node) {
        node = new Node()
        t.byPrefix.set(prefix, node)
      }
      // Words joined by "_" (no word holds one: canonicalWords).
      const rest = name.slice(prefix.length)
      if (rest !== '') {
        for (const word of rest.split('_')) {
          let id = t.vocabulary.get(word)
          if (id === undefined) {
            id = t.vocabulary.size
            t.vocabulary.set(word, id)
          }
          node.next ??= new Map()
          let child = node.next.get(id)
          if (!child) {
            child = new Node()
            node.next.set(id, child)
          }
          node = child
        }
      }
      node.w = w
    }
    const size = t.vocabulary.size
    for (const root of t.byPrefix.values()) {
      root.first = new Array<Node | undefined>(size).fill(undefined)
      for (const [word, child] of root.next ?? []) root.first[word] = child
    }
    tables.set(model, t)
  }
  return t
}

function add(z: Float64Array, w: Weights | undefined): void {
  if (!w) return
  for (let k = 0; k + 1 < w.length; k += 2) {
    const a = w[k] as number
    z[a] = (z[a] as number) + (w[k + 1] as number)
  }
}

function sigmoid(z: Float64Array): Float64Array {
  for (let a = 0; a < z.length; a++) z[a] = 1 / (1 + Math.exp(-(z[a] as number)))
  return z
}

function step(node: Node | undefined, word: number | undefined): Node | undefined {
  return word === undefined || node === undefined ? node : node.next?.get(word)
}

function stepFirst(root: Node | undefined, word: number | undefined): Node | undefined {
  return word === undefined || root === undefined ? root : root.first?.[word]
}

/** Adds up an utterance's weights as visitFeatures walks it (one per model, reused). */
class Scorer implements FeatureVisitor<number> {
  /** The sums of the utterance being scored (zeroed before each). */
  readonly z: Float64Array
  constructor(
    private readonly t: Tables,
    size: number,
  ) {
    this.z = new Float64Array(size)
  }
  feature(name: string): void {
    add(this.z, this.t.all.get(name))
  }
  word(word: string): number {
    return this.t.vocabulary.get(word) ?? UNKNOWN
  }
  words(prefix: string, a?: number, b?: number, c?: number, d?: number): void {
    // A feature naming a word outside the vocabulary has no weights.
    if (a === UNKNOWN || b === UNKNOWN || c === UNKNOWN || d === UNKNOWN) return
    // Words hold no "_" (canonicalWords), so the trie finds exactly the feature so named.
    add(this.z, step(step(step(stepFirst(this.t.byPrefix.get(prefix), a), b), c), d)?.w)
  }
}

const scorers = new WeakMap<ActModel, Scorer>()

/**
 * Probability of every act for one utterance into the model's one scratch array (valid until the
 * next call): the act layer reads it at once, and allocating a typed array per utterance took
 * about 6% of the act layer's time.
 */
export function scoreUtterance(model: ActModel, u: UtteranceView): Float64Array {
  let scorer = scorers.get(model)
  if (!scorer) {
    scorer = new Scorer(lookup(model), model.acts.length)
    scorers.set(model, scorer)
  }
  scorer.z.fill(0)
  visitFeatures(u, scorer)
  return sigmoid(scorer.z)
}

/** Probability of every act for one utterance, walking its features without naming each word. */
export function utteranceProbabilities(model: ActModel, u: UtteranceView): Float64Array {
  return scoreUtterance(model, u).slice()
}

/** Probability of every act for one utterance's features. */
export function actProbabilities(model: ActModel, features: readonly string[]): Float64Array {
  const z = new Float64Array(model.acts.length)
  const { all } = lookup(model)
  for (const f of features) add(z, all.get(f))
  return sigmoid(z)
}
