import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { expect, test } from 'vitest'
import { messages } from '../../messages.ts'
import { apiUrl } from '../../testing/api-handlers.ts'
import { renderApp } from '../../testing/render-app.tsx'
import { server } from '../../testing/server.ts'

test('/ for a signed-in person whose workspace has meetings is their coaching home, as after sign-in', async () => {
  server.use(
    http.get(apiUrl('/home'), () =>
      HttpResponse.json({ me: null, has_meetings: true, latest: null, goals: [], meetings: [] }),
    ),
  )
  renderApp('/', { session: true })
  expect(await screen.findByRole('heading', { name: 'Your coaching', level: 1 })).toBeInTheDocument()
  expect(screen.getByText(messages.me.markYourself)).toBeInTheDocument()
  expect(screen.queryByLabelText('Transcript file')).not.toBeInTheDocument()
})

test('/ before the first meeting shows the upload flow (spec: / and /upload show it)', async () => {
  renderApp('/', { session: true })
  expect(await screen.findByRole('heading', { name: messages.nav.importVtt, level: 1 })).toBeInTheDocument()
  expect(screen.getByLabelText('Transcript file')).toBeInTheDocument()
})
