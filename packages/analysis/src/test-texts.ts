import fc from 'fast-check'
import { expect } from 'vitest'

/**
 * A property test: `fast` gives what `reference` gives on every text joined from at most
 * `maxLength` of `pieces` (the characters and runs that the fast version must treat the same way).
 */
export function agreesOnJoinedPieces<T>(
  pieces: readonly string[],
  maxLength: number,
  numRuns: number,
  fast: (text: string) => T,
  reference: (text: string) => T,
): void {
  fc.assert(
    fc.property(fc.array(fc.constantFrom(...pieces), { maxLength }), (parts) => {
      const text = parts.join('')
      expect(fast(text)).toEqual(reference(text))
    }),
    { numRuns },
  )
}
