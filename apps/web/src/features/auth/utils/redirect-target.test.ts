import { expect, test } from 'vitest'
import { redirectTarget } from './redirect-target.ts'

const target = (query: string) => redirectTarget(new URLSearchParams(query), '/welcome')

test('the fallback without a redirect; the redirect when it is a path on this site', () => {
  expect(target('')).toBe('/welcome')
  expect(target('redirect=/settings')).toBe('/settings')
})

test('never an absolute or protocol-relative URL', () => {
  expect(target('redirect=https://evil.example')).toBe('/welcome')
  expect(target('redirect=//evil.example')).toBe('/welcome')
  expect(target('redirect=/\\evil.example')).toBe('/welcome')
})

test('checkout adds start-trial=true to the redirect, keeping its own query', () => {
  expect(target('redirect=/pricing&action=checkout')).toBe('/pricing?start-trial=true')
  expect(target(`redirect=${encodeURIComponent('/pricing?plan=starter')}&action=checkout`)).toBe(
    '/pricing?plan=starter&start-trial=true',
  )
  expect(target('action=checkout')).toBe('/pricing?start-trial=true')
})
