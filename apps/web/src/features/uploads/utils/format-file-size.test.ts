import { expect, test } from 'vitest'
import { formatFileSize, formatKilobytes } from './format-file-size.ts'

test('sizes are shown in Bytes, KB, MB or GB with at most two decimals', () => {
  expect(formatFileSize(0)).toBe('0 Bytes')
  expect(formatFileSize(-5)).toBe('0 Bytes')
  expect(formatFileSize(1)).toBe('1 Bytes')
  expect(formatFileSize(1023)).toBe('1023 Bytes')
  expect(formatFileSize(1024)).toBe('1 KB')
  expect(formatFileSize(1536)).toBe('1.5 KB')
  expect(formatFileSize(52_428_800)).toBe('50 MB')
  expect(formatFileSize(1_234_567)).toBe('1.18 MB')
  expect(formatFileSize(1024 ** 3 * 2.25)).toBe('2.25 GB')
  expect(formatFileSize(1024 ** 4)).toBe('1024 GB')
})

test('the preview shows the size in KB', () => {
  expect(formatKilobytes(2048)).toBe('2.0 KB')
  expect(formatKilobytes(1300)).toBe('1.3 KB')
})
