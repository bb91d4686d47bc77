import { salesContact } from '@rapport/contracts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

/** GET /api/subscriptions/contact (public): the address teams and enterprises write to, or null. */
export const salesContactQueryOptions = () =>
  queryOptions({
    queryKey: ['subscriptions', 'contact'],
    queryFn: ({ signal }) => api.get('/subscriptions/contact', salesContact, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export function useSalesContact() {
  return useQuery(salesContactQueryOptions())
}
