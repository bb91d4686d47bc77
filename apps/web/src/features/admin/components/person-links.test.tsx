import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../../messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { makeUser } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'

const text = messages.admin.personLinks
const grace = makeUser({ user_id: 'user-2', full_name: 'Grace Hopper', email: 'grace@example.com' })

test('an admin links a person of the meetings to a team member, and unlinks them', async () => {
  let people: Array<{ person_id: string; full_name: string; user_id: string | null }> = [
    { person_id: 'person-ada', full_name: 'Ada Lovelace', user_id: null },
    { person_id: 'person-grace', full_name: 'Grace H.', user_id: null },
  ]
  const calls: string[] = []
  server.use(
    http.get(apiUrl('/admin/users'), () =>
      HttpResponse.json({ users: [makeUser(), grace], total: 2, total_pages: 1, page: 1 }),
    ),
    http.get(apiUrl('/people'), () => HttpResponse.json({ people })),
    http.put(apiUrl('/people/:id/user'), async ({ params, request }) => {
      const body = (await request.json()) as { user_id: string }
      calls.push(`PUT ${params.id} ${body.user_id}`)
      people = people.map((p) => (p.person_id === params.id ? { ...p, user_id: body.user_id } : p))
      return HttpResponse.json({ person_id: params.id, full_name: 'Grace H.', user_id: body.user_id })
    }),
    http.delete(apiUrl('/people/:id/user'), ({ params }) => {
      calls.push(`DELETE ${params.id}`)
      people = people.map((p) => (p.person_id === params.id ? { ...p, user_id: null } : p))
      return HttpResponse.json({ person_id: params.id, full_name: 'Grace H.', user_id: null })
    }),
  )
  const { user } = renderApp('/admin', { session: { user: { role: 'admin' } } })
  const section = await screen.findByRole('region', { name: text.heading })
  const select = await within(section).findByRole('combobox', { name: text.memberFor('Grace H.') })
  expect(select).toHaveValue('')
  await user.selectOptions(select, 'user-2')
  await waitFor(() => expect(calls).toEqual(['PUT person-grace user-2']))
  await waitFor(() => expect(select).toHaveValue('user-2'))
  await user.selectOptions(select, '')
  await waitFor(() => expect(calls).toEqual(['PUT person-grace user-2', 'DELETE person-grace']))
  await waitFor(() => expect(select).toHaveValue(''))
})
