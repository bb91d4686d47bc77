import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { adminMessages } from '../../../admin-messages.ts'
import { apiUrl } from '../../../testing/api-handlers.ts'
import { makeUser } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'

const text = adminMessages.personLinks
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

test('a team larger than one page is searched: the lists offer the members found and keep each link', async () => {
  const team = Array.from({ length: 150 }, (_, i) =>
    makeUser({
      user_id: `user-${i + 10}`,
      full_name: `Member ${String(i + 1).padStart(3, '0')}`,
      email: `member${i + 1}@example.com`,
    }),
  )
  const searches: string[] = []
  server.use(
    http.get(apiUrl('/admin/users'), ({ request }) => {
      const url = new URL(request.url)
      const search = (url.searchParams.get('search') ?? '').toLowerCase()
      searches.push(search)
      const found = team.filter((m) => !search || m.full_name.toLowerCase().includes(search))
      const page = found.slice(0, Number(url.searchParams.get('per_page')))
      return HttpResponse.json({ users: page, total: found.length, total_pages: 2, page: 1 })
    }),
    http.get(apiUrl('/people'), () =>
      HttpResponse.json({
        people: [
          // Linked to the last member, whom the first page does not bring.
          { person_id: 'person-ada', full_name: 'Ada L.', user_id: 'user-159', user_full_name: 'Member 150' },
          { person_id: 'person-grace', full_name: 'Grace H.', user_id: null },
        ],
      }),
    ),
  )
  const { user } = renderApp('/admin', { session: { user: { role: 'admin' } } })
  const section = await screen.findByRole('region', { name: text.heading })
  const ada = await within(section).findByRole('combobox', { name: text.memberFor('Ada L.') })
  expect(ada).toHaveValue('user-159')
  expect(within(ada).getByRole('option', { selected: true })).toHaveTextContent('Member 150')
  expect(within(section).getByText(text.someMembers(100, 150))).toBeInTheDocument()
  const grace = within(section).getByRole('combobox', { name: text.memberFor('Grace H.') })
  expect(within(grace).queryByRole('option', { name: /Member 142/ })).not.toBeInTheDocument()

  await user.type(within(section).getByRole('searchbox', { name: text.findMember }), 'member 142')
  expect(await within(grace).findByRole('option', { name: /Member 142/ })).toBeInTheDocument()
  expect(searches).toContain('member 142')
  // Ada's link stays chosen though the search did not bring her member.
  expect(ada).toHaveValue('user-159')

  await user.clear(within(section).getByRole('searchbox', { name: text.findMember }))
  await user.type(within(section).getByRole('searchbox', { name: text.findMember }), 'nobody')
  expect(await within(section).findByText(text.noMemberFound('nobody'))).toBeInTheDocument()
})
