import { expect, test } from 'vitest'
import { pageWindow } from './pagination.ts'

test('seven pages or fewer are all shown', () => {
  expect(pageWindow(1, 0)).toEqual([])
  expect(pageWindow(1, 1)).toEqual([1])
  expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
})

test('near the start the window runs from page 1 with one ellipsis before the last page', () => {
  expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20])
  expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8])
})

test('near the end the window runs to the last page with one ellipsis after page 1', () => {
  expect(pageWindow(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20])
  expect(pageWindow(17, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20])
  expect(pageWindow(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8])
})

test('in the middle the current page sits between its neighbours with an ellipsis on each side', () => {
  expect(pageWindow(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20])
  expect(pageWindow(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20])
})

test('a page outside the range is clamped', () => {
  expect(pageWindow(99, 20)).toEqual(pageWindow(20, 20))
  expect(pageWindow(0, 20)).toEqual(pageWindow(1, 20))
})
