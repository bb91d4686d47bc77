import { expect, test } from 'vitest'
import { statesAView } from './stance.ts'

test('views: judgements, preferences, proposals and what should happen', () => {
  for (const view of [
    'I think it’s in pretty good shape overall.',
    'I think we should stick with what we’re finding.',
    "I think we'd have to decide between 'em definitely.",
    'Maybe we could shrink the profit margins.',
    'I guess it makes sense to wait for the devnet.',
    'It is probably too late for this fork.',
    'I prefer the second option, to be honest.',
  ])
    expect(statesAView(view), view).toBe(true)
})

test('facts said with honest doubt are not views: their hedges are information, not weakness', () => {
  for (const fact of [
    'And we do not have any CL implementation of either of them, I think, in any of the trunk branches.',
    'Those aren’t set as constants, those are set as, I think, presets or something.',
    'So how it works on the API, it’s called Builder Boost Factor, right?',
    'I think the cascading effect was caused by Watchtower rolling all the images at once.',
    'Probably around twenty validators went offline.',
  ])
    expect(statesAView(fact), fact).toBe(false)
})
