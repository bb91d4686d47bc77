import { expect, test } from 'vitest'
import { parseEnv } from './env.ts'

test('the API address defaults to /api and must be a path on this origin', () => {
  expect(parseEnv({})).toEqual({ VITE_API_URL: '/api' })
  expect(parseEnv({ VITE_API_URL: '/backend' })).toEqual({ VITE_API_URL: '/backend' })
  expect(() => parseEnv({ VITE_API_URL: 'https://api.example.com' })).toThrow(
    'Invalid web environment: VITE_API_URL',
  )
  expect(() => parseEnv({ VITE_API_URL: 42 })).toThrow('Invalid web environment: VITE_API_URL')
})
