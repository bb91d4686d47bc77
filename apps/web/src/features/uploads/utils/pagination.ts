export type PageItem = number | 'ellipsis-start' | 'ellipsis-end'

/**
 * The page buttons to show (spec §9): every page when there are 7 or fewer, else the first and
 * last page, the current page with its neighbours, and an ellipsis for each gap. Always 7 items.
 */
export function pageWindow(current: number, total: number): PageItem[] {
  if (total <= 0) return []
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1)
  const page = Math.min(Math.max(current, 1), total)
  if (page <= 4) return [1, 2, 3, 4, 5, 'ellipsis-end', total]
  if (page >= total - 3) return [1, 'ellipsis-start', total - 4, total - 3, total - 2, total - 1, total]
  return [1, 'ellipsis-start', page - 1, page, page + 1, 'ellipsis-end', total]
}
