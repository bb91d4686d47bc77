import { linkPersonResponse, type Person, peopleResponse } from '@rapport/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/people: the same cache entry the dashboard, goals and analytics read. */
export const myPeopleQueryOptions = () =>
  queryOptions({
    queryKey: ['people'],
    queryFn: ({ signal }) => api.get('/people', peopleResponse, { signal }),
    refetchOnMount: 'always',
  })

/** "  Ada   LOVELACE " → "ada lovelace": how the server matches participants to people. */
export function personKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The person linked to the signed-in user ("This is me"), or null. */
export function myPerson(people: readonly Person[] | undefined): Person | null {
  return people?.find((p) => p.is_me) ?? null
}

/** The signed-in user's person, from the people list. */
export function useMyPerson() {
  const query = useQuery(myPeopleQueryOptions())
  return { ...query, me: myPerson(query.data?.people) }
}

function invalidateMine(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['people'] }),
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
