import { afterEach, expect, test } from 'vitest'
import { z } from 'zod'
import { globalConfig } from 'zod/v4/core'
import { parseWithoutCodegen } from './parse-without-codegen.ts'

const FunctionConstructor = globalThis.Function

afterEach(() => {
  globalThis.Function = FunctionConstructor
  globalConfig.jitless = undefined
})

test('zod parses object schemas built after it without compiling a parser, with the same result', () => {
  const compiled: string[] = []
  const schema = () =>
    z.object({ id: z.string(), scores: z.array(z.object({ name: z.string(), value: z.number() })) })
  const answer = { id: 'm-1', scores: [{ name: 'Clarity', value: 7.5 }], extra: true }

  // As zod does by default: the first parse of an object compiles one (the test would pass without
  // parseWithoutCodegen if it did not).
  globalThis.Function = new Proxy(FunctionConstructor, {
    construct(target, args) {
      compiled.push(String(args.at(-1)))
      return Reflect.construct(target, args)
    },
  })
  const withCodegen = schema().safeParse(answer)
  expect(compiled.length).toBeGreaterThan(0)

  compiled.length = 0
  parseWithoutCodegen()
  expect(globalConfig.jitless).toBe(true)
  const without = schema().safeParse(answer)
  expect(compiled).toEqual([])
  expect(without).toEqual(withCodegen)
  expect(without.data).toEqual({ id: 'm-1', scores: [{ name: 'Clarity', value: 7.5 }] })
})
