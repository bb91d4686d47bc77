import { expect, test } from 'vitest'
import { resumeUploadHref } from './task-param.ts'

test('the resume link opens /upload with the task id, encoded', () => {
  expect(resumeUploadHref('3f1c2a9e-0000-4000-8000-000000000001')).toBe(
    '/upload?task=3f1c2a9e-0000-4000-8000-000000000001',
  )
  expect(resumeUploadHref('a b&c')).toBe('/upload?task=a+b%26c')
})
