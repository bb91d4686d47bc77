/** GET /api/meetings/{id}/scores.csv: every participant's scores, fetched by DownloadCsvButton. */
export function scoresCsvPath(meetingId: string): string {
  return `/meetings/${encodeURIComponent(meetingId)}/scores.csv`
}
