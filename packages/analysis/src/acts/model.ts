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

/**
 * The word tries as flat typed arrays, for scoring: every node is a number; its weights sit in
 * one pool ([weightFrom, weightTo) of `acts` and `values`, in the feature's own order, so the sums
 * come out the same to the last bit); a node's child for a word is found in one open-addressing
 * table keyed by node and word, and a prefix's first word in an array. A Map lookup per word pair
 * and a weights array per feature, read for every sentence, cost half the act layer's time.
 */
interface FlatTries {
  /** Root node of each prefix by its index in WORD_PREFIXES; -1 when the model has none. */
  roots: Int32Array
  /** The root's child for each first word: first[prefix * words + word], -1 for none. */
  first: Int32Array
  words: number
  weightFrom: Int32Array
  weightTo: Int32Array
  acts: Int32Array
  values: Float64Array
  /** Edges: key node * words + word (-1 for an empty slot), and the child node. */
  edgeKey: Int32Array
  edgeChild: Int32Array
  edgeShift: number
  /** Every non-word feature (and every feature) by name, as its node. */
  byName: Map<string, number>
}

function edgeSlot(key: number, shift: number): number {
  return Math.imul(key, 0x9e3779b1) >>> shift
}

function flatten(t: Tables): FlatTries {
  const nodes: Node[] = []
  const ids = new Map<Node, number>()
  const number = (node: Node): number => {
    let id = ids.get(node)
    if (id === undefined) {
      id = nodes.length
      ids.set(node, id)
      nodes.push(node)
    }
    return id
  }
  const edges: [number, number, number][] = []
  const walk = (node: Node): void => {
    const id = number(node)
    for (const [word, child] of node.next ?? []) {
      edges.push([id, word, number(child)])
      walk(child)
    }
  }
  for (const root of t.byPrefix.values()) walk(root)
  // Features that are no word trie's node (bias, n:4-5, …) get nodes of their own.
  const byName = new Map<string, number>()
  const loose: Weights[] = []
  for (const [name, w] of t.all) {
    byName.set(name, nodes.length + loose.length)
    loose.push(w)
  }
  const count = nodes.length + loose.length
  const weightFrom = new Int32Array(count)
  const weightTo = new Int32Array(count)
  let size = 0
  for (const n of nodes) size += (n.w?.length ?? 0) >> 1
  for (const w of loose) size += w.length >> 1
  const acts = new Int32Array(size)
  const values = new Float64Array(size)
  let at = 0
  const put = (id: number, w: Weights | undefined): void => {
    weightFrom[id] = at
    if (w)
      for (let k = 0; k + 1 < w.length; k += 2) {
        acts[at] = w[k] as number
        values[at] = w[k + 1] as number
        at++
      }
    weightTo[id] = at
  }
  for (let id = 0; id < nodes.length; id++) put(id, nodes[id]?.w)
  for (let i = 0; i < loose.length; i++) put(nodes.length + i, loose[i])
  const words = Math.max(1, t.vocabulary.size)
  if (nodes.length * words >= 2 ** 31) throw new Error('act model too large for its edge table')
  let bits = 4
  while (1 << bits < edges.length * 2) bits++
  const edgeKey = new Int32Array(1 << bits).fill(-1)
  const edgeChild = new Int32Array(1 << bits)
  const edgeShift = 32 - bits
  for (const [node, word, child] of edges) {
    const key = node * words + word
    let slot = edgeSlot(key, edgeShift)
    while (edgeKey[slot] !== -1) slot = (slot + 1) & ((1 << bits) - 1)
    edgeKey[slot] = key
    edgeChild[slot] = child
  }
  const roots = new Int32Array(WORD_PREFIXES.length).fill(-1)
  const first = new Int32Array(WORD_PREFIXES.length * words).fill(-1)
  WORD_PREFIXES.forEach((prefix, p) => {
    const root = t.byPrefix.get(prefix)
    if (!root) return
    roots[p] = ids.get(root) as number
    for (const [word, child] of root.next ?? []) first[p * words + word] = ids.get(child) as number
  })
  return { roots, first, words, weightFrom, weightTo, acts, values, edgeKey, edgeChild, edgeShift, byName }
}

/** Adds up an utterance's weights as visitFeatures walks it (one per model, reused). */
class Scorer implements FeatureVisitor<number> {
  /** The sums of the utterance being scored (zeroed before each). */
  readonly z: Float64Array
  private readonly f: FlatTries
  private readonly mask: number
  constructor(
    private readonly t: Tables,
    size: number,
  ) {
    this.z = new Float64Array(size)
    this.f = flatten(t)
    this.mask = this.f.edgeKey.length - 1
  }
  private add(node: number): void {
    const { z } = this
    const { acts, values } = this.f
    for (let k = this.f.weightFrom[node] as number, to = this.f.weightTo[node] as number; k < to; k++) {
      const a = acts[k] as number
      z[a] = (z[a] as number) + (values[k] as number)
    }
  }
  /** The child of `node` for `word`, -1 for none. */
  private child(node: number, word: number): number {
    const key = node * this.f.words + word
    const { edgeKey } = this.f
    for (let slot = edgeSlot(key, this.f.edgeShift); ; slot = (slot + 1) & this.mask) {
      const k = edgeKey[slot] as number
      if (k === key) return this.f.edgeChild[slot] as number
      if (k === -1) return -1
    }
  }
  /**
   * The node of each name passed to `feature` so far (-1: no such feature). Some hundred names
   * recur in every sentence, and a lookup in `byName`, which holds every feature, mostly missed the
   * processor's caches.
   */
  private readonly named = new Map<string, number>()
  feature(name: string): void {
    let node = this.named.get(name)
    if (node === undefined) {
      node = this.f.byName.get(name) ?? -1
      this.named.set(name, node)
    }
    if (node >= 0) this.add(node)
  }
  word(word: string): number {
    return this.t.vocabulary.get(word) ?? UNKNOWN
  }
  /**
   * From `node` on by `word` (skipped when undefined, as the trie of Nodes skipped it); from the
   * prefix's root through its array of first words. -1 once there is no such feature.
   */
  private step(prefix: number, root: number, node: number, word: number | undefined): number {
    if (word === undefined || node < 0) return node
    return node === root ? (this.f.first[prefix * this.f.words + word] as number) : this.child(node, word)
  }
  words(prefix: number, a?: number, b?: number, c?: number, d?: number): void {
    // A feature naming a word outside the vocabulary has no weights.
    if (a === UNKNOWN || b === UNKNOWN || c === UNKNOWN || d === UNKNOWN) return
    // Words hold no "_" (canonicalWords), so the trie finds exactly the feature so named.
    const root = this.f.roots[prefix] as number
    const node = this.step(
      prefix,
      root,
      this.step(prefix, root, this.step(prefix, root, this.step(prefix, root, root, a), b), c),
      d,
    )
    if (node >= 0) this.add(node)
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
