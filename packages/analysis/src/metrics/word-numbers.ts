/**
 * The meeting's words by number. Every cue is tokenized once (tokenizeCues), and each token is
 * given its word's number there, from one table per meeting: a stage that asks the same thing of
 * every word (its syllables, whether it is a number word) keeps the answer in an array by word
 * number, not in a Map keyed by the word's text that every token looks up again.
 *
 * The table is its own hash table over char codes, so that an ASCII word is found straight from the
 * cue text: its tokens share the table's one string instead of each slicing and lower-casing its own
 * (one or two strings per token, all alive to the end of the analysis).
 */
export class WordNumbers {
  /** Each number's word (a token's `norm`). */
  readonly words: string[] = []
  /** Each number's hash (wordHash). */
  private hashes = new Int32Array(64)
  /** Open addressing: word number + 1 per slot, 0 for an empty one. */
  private slots = new Int32Array(128)
  private shift = 32 - 7

  /** The number of `norm`, given it on first sight. */
  number(norm: string): number {
    let h = FNV_OFFSET
    for (let i = 0; i < norm.length; i++) h = Math.imul(h ^ norm.charCodeAt(i), FNV_PRIME)
    const mask = this.slots.length - 1
    for (let slot = slotOf(h, this.shift); ; slot = (slot + 1) & mask) {
      const n = (this.slots[slot] as number) - 1
      if (n < 0) return this.add(norm, h, slot)
      if (this.hashes[n] === h && this.words[n] === norm) return n
    }
  }

  /**
   * The number of the ASCII text[from, to) lower-cased (what `text.slice(from, to).toLowerCase()`
   * gives), made into a string only on first sight.
   */
  numberAscii(text: string, from: number, to: number): number {
    const h = loweredHash(text, from, to)
    const found = this.findAscii(text, from, to, h)
    return found >= 0 ? found : this.add(text.slice(from, to).toLowerCase(), h, -found - 1)
  }

  /**
   * The number of the ASCII text[from, to) lower-cased when the table holds it, else -1: a table
   * filled once serves as a set that a word is looked up in straight from the text.
   */
  knownAscii(text: string, from: number, to: number): number {
    const found = this.findAscii(text, from, to, loweredHash(text, from, to))
    return found >= 0 ? found : -1
  }

  /** The number of the lower-cased ASCII range with hash `h`, or -1 - the empty slot where it would go. */
  private findAscii(text: string, from: number, to: number, h: number): number {
    const mask = this.slots.length - 1
    for (let slot = slotOf(h, this.shift); ; slot = (slot + 1) & mask) {
      const n = (this.slots[slot] as number) - 1
      if (n < 0) return -1 - slot
      if (this.hashes[n] === h && sameLowered(this.words[n] as string, text, from, to)) return n
    }
  }

  private add(word: string, h: number, slot: number): number {
    const n = this.words.length
    this.words.push(word)
    if (n >= this.hashes.length) {
      const hashes = new Int32Array(this.hashes.length * 2)
      hashes.set(this.hashes)
      this.hashes = hashes
    }
    this.hashes[n] = h
    this.slots[slot] = n + 1
    // At most half full, so a probe ends soon at an empty slot.
    if ((n + 1) * 2 > this.slots.length) this.grow()
    return n
  }

  private grow(): void {
    const slots = new Int32Array(this.slots.length * 2)
    const shift = this.shift - 1
    const mask = slots.length - 1
    for (let n = 0; n < this.words.length; n++) {
      let slot = slotOf(this.hashes[n] as number, shift)
      while (slots[slot] !== 0) slot = (slot + 1) & mask
      slots[slot] = n + 1
    }
    this.slots = slots
    this.shift = shift
  }
}

/** A token's `word` when it was tokenized without a meeting's table (tokenizeText alone). */
export const NO_WORD_NUMBER = -1

const FNV_OFFSET = 0x811c9dc5 | 0
const FNV_PRIME = 0x01000193

/** The slot of a hash (its top bits after mixing). */
function slotOf(h: number, shift: number): number {
  return Math.imul(h, 0x9e3779b1) >>> shift
}

/** The hash of the ASCII text[from, to) lower-cased (the same as its lower-cased string's). */
function loweredHash(text: string, from: number, to: number): number {
  let h = FNV_OFFSET
  for (let i = from; i < to; i++) h = Math.imul(h ^ lower(text.charCodeAt(i)), FNV_PRIME)
  return h
}

/** An ASCII code lower-cased. */
function lower(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code
}

/** `word` is the ASCII text[from, to) lower-cased. */
function sameLowered(word: string, text: string, from: number, to: number): boolean {
  if (word.length !== to - from) return false
  for (let i = from; i < to; i++) if (word.charCodeAt(i - from) !== lower(text.charCodeAt(i))) return false
  return true
}
