import { expect, test } from 'vitest'
import { findChromium } from './find-chromium.ts'

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path)

test('CHROMIUM_PATH wins over the known paths', () => {
  expect(findChromium({ CHROMIUM_PATH: '/opt/my/chrome' }, only('/opt/my/chrome', '/usr/bin/chromium'))).toBe(
    '/opt/my/chrome',
  )
})

test('a CHROMIUM_PATH with nothing there is a clear error', () => {
  expect(() => findChromium({ CHROMIUM_PATH: '/nowhere' }, only())).toThrow(
    'CHROMIUM_PATH is /nowhere, but there is no file there',
  )
})

test('without CHROMIUM_PATH the first installed known browser is used, Chrome too', () => {
  expect(findChromium({}, only('/usr/bin/google-chrome', '/usr/bin/chromium'))).toBe('/usr/bin/chromium')
  expect(findChromium({}, only('/usr/bin/google-chrome'))).toBe('/usr/bin/google-chrome')
  expect(findChromium({}, only())).toBeUndefined()
})
