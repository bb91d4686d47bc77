import type { Person } from '@rapport/contracts'
import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { apiUrl } from '../testing/api-handlers.ts'
import { server } from '../testing/server.ts'
import { isNoTokenError } from './api-client.ts'
import { setAuthToken } from './auth-token.ts'
import { getPeople, myPerson, peopleQueryKey, peopleQueryOptions } from './people.ts'

const people: { people: Person[] } = {
  people: [
    { person_id: 'p1', full_name: 'Ada Lovelace', user_id: null, is_me: false },
    { person_id: 'p2', full_name: 'Grace Hopper', user_id: 'u1', is_me: true },
  ],
}

test('GET /api/people is fetched once for every screen that reads it: one fetcher, one key', async () => {
  let calls = 0
  server.use(
    http.get(apiUrl('/people'), () => {
      calls += 1
      return HttpResponse.json(people)
    }),
  )
  setAuthToken('abc.def')
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The welcome card, goals, analytics and the meeting pages ask at once.
  await Promise.all([1, 2, 3, 4].map(() => client.fetchQuery(peopleQueryOptions())))
  expect(calls).toBe(1)
  expect(peopleQueryOptions().queryKey).toEqual(peopleQueryKey)
  expect(myPerson(client.getQueryData(peopleQueryOptions().queryKey)?.people)?.person_id).toBe('p2')
})

test('without a stored token the people list is not asked for', async () => {
  let calls = 0
  server.use(
    http.get(apiUrl('/people'), () => {
      calls += 1
      return HttpResponse.json(people)
    }),
  )
  expect(isNoTokenError(await getPeople().catch((e: unknown) => e))).toBe(true)
  expect(calls).toBe(0)
})

// Every source file of the web app, as text (tests and their MSW fixtures excepted).
const sources = import.meta.glob<string>(
  ['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/testing/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
)

test("no other file fetches /people or builds the 'people' query key", () => {
  expect(Object.keys(sources).length).toBeGreaterThan(100)
  const offenders = Object.entries(sources)
    .filter(([path]) => path !== './people.ts')
    .filter(([, text]) => /['"`]\/people['"`?]|queryKey:\s*\[\s*['"]people['"]/.test(text))
    .map(([path]) => path)
  expect(offenders).toEqual([])
})
