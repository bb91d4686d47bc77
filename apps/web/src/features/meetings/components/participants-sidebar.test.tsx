import type { Participant } from '@rapport/contracts'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { expect, test, vi } from 'vitest'
import { messages } from '../../../messages.ts'
import { ParticipantsSidebar } from './participants-sidebar.tsx'

const participants: Participant[] = Array.from({ length: 6 }, (_, i) => ({
  id: `p${i + 1}`,
  personId: `person-${i + 1}`,
  name: `Speaker ${i + 1}`,
  title: 'Engineer',
  role: 'Contributor',
  talkTimePercentage: 100 / 6,
  totalWords: 500,
  speakingTurns: 10,
  scored: true,
}))

/** jsdom lays nothing out: the strip is given a phone's width (390 px) and room for all six (1040 px). */
function layOut(strip: { clientWidth: number; scrollWidth: number }) {
  const onStrip = (el: Element) => el.getAttribute('data-testid') === 'participants-strip'
  vi.spyOn(Element.prototype, 'clientWidth', 'get').mockImplementation(function (this: Element) {
    return onStrip(this) ? strip.clientWidth : 0
  })
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockImplementation(function (this: Element) {
    return onStrip(this) ? strip.scrollWidth : 0
  })
}

function renderSidebar() {
  render(
    <MemoryRouter initialEntries={['/dashboard/meetings/m1']}>
      <ParticipantsSidebar meetingId="m1" participants={participants} selectedParticipantId={undefined} />
    </MemoryRouter>,
  )
  return screen.getByTestId('participants-strip')
}

test('on a phone the strip says it scrolls: a line of text and a fade at the edge where participants are hidden', () => {
  layOut({ clientWidth: 390, scrollWidth: 1040 })
  const strip = renderSidebar()
  expect(screen.getByText(messages.meetings.scrollParticipants(6))).toBeInTheDocument()
  expect(screen.getByTestId('participants-strip-more')).toHaveAttribute('aria-hidden', 'true')
  expect(screen.queryByTestId('participants-strip-before')).not.toBeInTheDocument()

  // Part way: something hidden on either side.
  strip.scrollLeft = 300
  fireEvent.scroll(strip)
  expect(screen.getByTestId('participants-strip-before')).toBeInTheDocument()
  expect(screen.getByTestId('participants-strip-more')).toBeInTheDocument()

  // At the end: nothing more to the right, so no fade there.
  strip.scrollLeft = 650
  fireEvent.scroll(strip)
  expect(screen.queryByTestId('participants-strip-more')).not.toBeInTheDocument()
  expect(screen.getByTestId('participants-strip-before')).toBeInTheDocument()
})

test('when everyone fits (or the list stands beside the content) there is no cue', () => {
  layOut({ clientWidth: 390, scrollWidth: 390 })
  renderSidebar()
  expect(screen.queryByText(messages.meetings.scrollParticipants(6))).not.toBeInTheDocument()
  expect(screen.queryByTestId('participants-strip-more')).not.toBeInTheDocument()
  expect(screen.queryByTestId('participants-strip-before')).not.toBeInTheDocument()
})

test('Tab reaches every participant of the strip in order; the fades take no focus', async () => {
  layOut({ clientWidth: 390, scrollWidth: 1040 })
  renderSidebar()
  const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
  const user = userEvent.setup()
  await user.tab()
  expect(document.activeElement).toHaveTextContent('All participants')
  for (const participant of participants) {
    await user.tab()
    expect(document.activeElement?.tagName).toBe('A')
    expect(document.activeElement).toHaveTextContent(participant.name)
    // Scrolled whole into view: the browser leaves a link that is partly in view where it is.
    expect(scrolled.mock.contexts.at(-1)).toBe(document.activeElement)
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' })
  }
})
