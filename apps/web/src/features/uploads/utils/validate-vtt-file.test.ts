import { expect, test } from 'vitest'
import { uploadMessages } from '../messages.ts'
import { joinErrors, previewLines, selectVttFile, vttFileErrors } from './validate-vtt-file.ts'

test('a .vtt file up to 50MB passes; the extension is checked case-insensitively', () => {
  expect(vttFileErrors({ name: 'standup.vtt', size: 100 })).toEqual([])
  expect(vttFileErrors({ name: 'STANDUP.VTT', size: 52_428_800 })).toEqual([])
})

test('a wrong extension and a file over 50MB are both reported, joined with commas', () => {
  const errors = vttFileErrors({ name: 'standup.txt', size: 52_428_801 })
  expect(errors).toEqual([uploadMessages.upload.badExtension, uploadMessages.upload.tooLarge])
  expect(joinErrors(errors)).toBe('File must have a .vtt extension, File size must be less than 50MB')
})

test('the preview keeps the first 10 lines, whatever the line endings', () => {
  const text = `\uFEFFWEBVTT\r\n${Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n')}`
  const lines = previewLines(text)
  expect(lines).toHaveLength(10)
  expect(lines[0]).toBe('WEBVTT')
  expect(lines[9]).toBe('line 9')
})

test('selecting a file reads its preview; an invalid file is not read', async () => {
  const good = await selectVttFile(new File(['WEBVTT\n\n00:00.000 --> 00:01.000\n<v Ada>Hello'], 'a.vtt'))
  expect(good).toMatchObject({
    valid: true,
    errors: [],
    preview: ['WEBVTT', '', '00:00.000 --> 00:01.000', '<v Ada>Hello'],
  })
  const bad = await selectVttFile(new File(['hello'], 'a.docx'))
  expect(bad).toMatchObject({ valid: false, errors: [uploadMessages.upload.badExtension], preview: [] })
})
