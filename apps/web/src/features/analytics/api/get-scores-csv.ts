import { type AnalyticsParams, analyticsSearch } from './get-performance-summaries.ts'

/**
 * GET /api/analytics/scores.csv?person_id&start_date&end_date&dimensions: the scores behind the
 * screen, for its person, range and chosen dimensions (all when the user has chosen none yet).
 * Fetched by DownloadCsvButton.
 */
export function scoresCsvPath(params: AnalyticsParams, dimensions: readonly string[] | null): string {
  const search = analyticsSearch(params)
  if (dimensions !== null) search.set('dimensions', dimensions.join(','))
  return `/analytics/scores.csv?${search}`
}
