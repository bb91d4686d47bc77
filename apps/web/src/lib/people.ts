import { linkPersonResponse, type Person, peopleResponse } from '@rapport/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from './api-client.ts'

/**
 * The people of the tenant, fetched in one place under one cache key: the dashboard's welcome
 * card, goals, analytics, the meeting pages and the upload review all read this entry, and the
 * "This is me" mutations invalidate it.
 */
export const peopleQueryKey = ['people'] as const

/** GET /api/people. Not sent without a stored token (the API client's one "requires a token" path). */
export function getPeople(signal?: AbortSignal) {
  return api.get('/people', peopleResponse, { signal, requiresToken: true })
}

export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: peopleQueryKey,
    queryFn: ({ signal }) => getPeople(signal),
    // Uploads add people: a screen that lists them asks again when it is shown.
    refetchOnMount: 'always',
  })

export function usePeople() {
  return useQuery(peopleQueryOptions())
}

/** The person linked to the signed-in user ("This is me"), or null. */
export function myPerson(people: readonly Person[] | undefined): Person | null {
  return people?.find((p) => p.is_me) ?? null
}

/** The signed-in user's person, from the people list. */
export function useMyPerson() {
  const query = usePeople()
  return { ...query, me: myPerson(query.data?.people) }
}

function invalidateMine(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: peopleQueryKey }),
    client.invalidateQueries({ queryKey: ['home'] }),
  ])
}

/** PUT /api/people/{id}/user: "This is me" (or an admin linking a member). */
export function useLinkPerson() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ personId, userId }: { personId: string; userId: string }) =>
      api.put(`/people/${encodeURIComponent(personId)}/user`, linkPersonResponse, {
        body: { user_id: userId },
      }),
    onSuccess: () => invalidateMine(client),
  })
}

/** DELETE /api/people/{id}/user: "I'm not in this meeting". */
export function useUnlinkPerson() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (personId: string) =>
      api.delete(`/people/${encodeURIComponent(personId)}/user`, linkPersonResponse),
    onSuccess: () => invalidateMine(client),
  })
}
