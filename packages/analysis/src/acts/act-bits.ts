import { ACTS, type DialogueAct } from './vocabulary.ts'

/**
 * Acts as bits: one per act of the vocabulary, in its order (bit k is ACTS[k]). The act layer
 * judges a sentence's acts as a mask and hands out one frozen array per mask, so a meeting's tens
 * of thousands of sentences share a few dozen arrays instead of a Set and an array each.
 */

const BITS = new Map<DialogueAct, number>(ACTS.map((a, k) => [a, 1 << k]))

/** The bit of an act. */
export function actBit(act: DialogueAct): number {
  return BITS.get(act) as number
}

/** The acts of a mask in vocabulary order, one shared frozen array per mask. */
const BY_MASK = new Map<number, readonly DialogueAct[]>()
/** The mask of each shared array. */
const MASK_OF = new Map<readonly DialogueAct[], number>()

/** The acts of `mask` in vocabulary order (a shared array: frozen, never to be changed). */
export function actsOfBits(mask: number): readonly DialogueAct[] {
  let acts = BY_MASK.get(mask)
  if (!acts) {
    const out: DialogueAct[] = []
    for (let k = 0, bits = mask; bits !== 0; k++, bits >>>= 1) if (bits & 1) out.push(ACTS[k] as DialogueAct)
    acts = Object.freeze(out)
    BY_MASK.set(mask, acts)
    MASK_OF.set(acts, mask)
  }
  return acts
}

/** The mask of a list of acts (looked up when the list is one of actsOfBits's). */
export function actsMask(acts: readonly DialogueAct[]): number {
  const known = MASK_OF.get(acts)
  if (known !== undefined) return known
  let mask = 0
  for (const a of acts) mask |= actBit(a)
  return mask
}
