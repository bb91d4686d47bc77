import type { AnalyticsRange } from '@rapport/contracts'
import { type ReactNode, useMemo } from 'react'
import { Link, useSearchParams } from 'react-router'
import { DownloadCsvButton } from '../../../components/download-csv-button.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonStyles } from '../../../components/ui/button.tsx'
import { Card, CardContent } from '../../../components/ui/card.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { paths } from '../../../config/paths.ts'
import { isApiError, isNoTokenError } from '../../../lib/api-client.ts'
import { usePeople } from '../../../lib/people.ts'
import { analyticsError, messages } from '../../../messages.ts'
import { useAvailableDimensions } from '../api/get-available-dimensions.ts'
import { usePerformanceSummaries } from '../api/get-performance-summaries.ts'
import { usePerformanceTrends } from '../api/get-performance-trends.ts'
import { scoresCsvPath } from '../api/get-scores-csv.ts'
import { chartBars, dimensionTiles, meetingsInRange, trendRows } from '../utils/chart-data.ts'
import { parseRange, rangeEndingOn } from '../utils/date-range.ts'
import { AnalyticsControls } from './analytics-controls.tsx'
import { MetricBarChart } from './metric-bar-chart.tsx'
import { RawDataTable } from './raw-data-table.tsx'
import { SummaryTiles } from './summary-tiles.tsx'
import { TrendLineChart } from './trend-line-chart.tsx'

/** Spec: 'No auth token found' or 'HTTP error', shown as 'Error: …'; the server's reason follows when it gave one. */
function ErrorState({ errors, onRetry }: { errors: unknown[]; onRetry: () => void }) {
  const error = errors[0]
  const noToken = isNoTokenError(error)
  const reason = noToken ? messages.analytics.noToken : messages.analytics.httpError
  // The server's reason, else the status, else (no answer at all) that the server could not be reached.
  const detail =
    isApiError(error) && !noToken
      ? (error.serverMessage ?? (error.status ? `Status ${error.status}` : error.message))
      : null
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      <div>
        <p className="font-medium">{analyticsError(reason)}</p>
        {detail ? <p className="mt-0.5">{detail}</p> : null}
      </div>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  )
}

function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-2 py-10 text-center">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <div className="text-sm text-slate-600">{children}</div>
      </CardContent>
    </Card>
  )
}

function LoadingState() {
  return (
    <div className="space-y-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading analytics…
      </span>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-96" />
        <Skeleton className="h-96" />
      </div>
    </div>
  )
}

/**
 * The Analytics page: a person's scores over 30 to 365 days. The choice lives in the URL
 * (?person, ?range, ?dimensions), so a reload or a shared link opens the same view.
 */
export function AnalyticsDashboard() {
  const [search, setSearch] = useSearchParams()
  const people = usePeople()
  const available = useAvailableDimensions()

  const everyone = people.data?.people ?? []
  const wanted = search.get('person')
  // Opens on you ("This is me") unless the URL names someone.
  const person =
    everyone.find((p) => p.person_id === wanted) ?? everyone.find((p) => p.is_me) ?? everyone[0] ?? null
  const days = parseRange(search.get('range'))
  const dimensionNames = (available.data?.dimensions ?? []).map((d) => d.dimension_name)
  const listed = search.get('dimensions')
  // Every dimension until the user chooses; the line chart draws the first three of them.
  const selected =
    listed === null ? dimensionNames : dimensionNames.filter((name) => listed.split(',').includes(name))

  // "Today" is read once per range choice: a page left open overnight keeps the range it showed.
  const range = useMemo(() => rangeEndingOn(days, new Date()), [days])
  const params = person ? { personId: person.person_id, range } : null
  const summaries = usePerformanceSummaries(params)
  const trends = usePerformanceTrends(params)

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) next.set(key, value)
    setSearch(next, { replace: true })
  }

  const setupErrors = [people.error, available.error].filter(Boolean)
  if (setupErrors.length > 0) {
    return (
      <ErrorState
        errors={setupErrors}
        onRetry={() => {
          if (people.error) void people.refetch()
          if (available.error) void available.refetch()
        }}
      />
    )
  }
  if (people.isPending || available.isPending) return <LoadingState />
  if (!person) {
    return (
      <EmptyState title="No people yet">
        <p>Analytics follow each person across their meetings. Upload a meeting to get started.</p>
        <Link to={paths.upload.getHref()} className={buttonStyles({ className: 'mt-4' })}>
          {messages.meetings.uploadMeeting}
        </Link>
      </EmptyState>
    )
  }

  const dataErrors = [summaries.error, trends.error].filter(Boolean)
  const summaryRows = (summaries.data?.summaries ?? []).filter((s) => selected.includes(s.dimension_name))
  const trendList = trends.data?.trends ?? []
  const bars = chartBars(summaries.data?.summaries ?? [], selected)
  const lines = trendRows(trendList, selected)
  const loading = summaries.isPending || trends.isPending
  const updating = !loading && (summaries.isPlaceholderData || trends.isPlaceholderData)

  return (
    <div className="space-y-6">
      <AnalyticsControls
        people={everyone}
        personId={person.person_id}
        onPersonChange={(id) => update({ person: id })}
        days={days}
        onDaysChange={(d: AnalyticsRange) => update({ range: String(d) })}
        dimensions={available.data?.dimensions ?? []}
        selected={selected}
        onSelectedChange={(names) => update({ dimensions: names.join(',') })}
      />

      {dataErrors.length > 0 ? (
        <ErrorState
          errors={dataErrors}
          onRetry={() => {
            if (summaries.error) void summaries.refetch()
            if (trends.error) void trends.refetch()
          }}
        />
      ) : loading ? (
        <LoadingState />
      ) : (summaries.data?.summaries.length ?? 0) === 0 && trendList.length === 0 ? (
        <EmptyState title={`No meetings for ${person.full_name} in the last ${days} days`}>
          <p>Choose a longer date range or another person.</p>
        </EmptyState>
      ) : (
        <section
          aria-label={`Analytics for ${person.full_name}`}
          aria-busy={updating}
          className={updating ? 'space-y-6 opacity-60 transition-opacity' : 'space-y-6'}
        >
          <SummaryTiles meetings={meetingsInRange(trendList)} tiles={dimensionTiles(trendList, selected)} />
          {selected.length === 0 ? (
            <EmptyState title="No dimension chosen">
              <p>Choose at least one dimension to see its charts.</p>
            </EmptyState>
          ) : (
            <>
              <div className="grid gap-4 lg:grid-cols-2">
                <Card className="min-w-0 p-4">
                  <MetricBarChart bars={bars.bars} total={bars.total} />
                </Card>
                <Card className="min-w-0 p-4">
                  <TrendLineChart lines={lines.lines} rows={lines.rows} omitted={lines.omitted} />
                </Card>
              </div>
              <section aria-labelledby="analytics-raw-data" className="space-y-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 id="analytics-raw-data" className="text-base font-semibold text-slate-900">
                    Raw data
                  </h2>
                  {/* The scores behind this table, for the same person, days and dimensions. */}
                  <DownloadCsvButton
                    path={scoresCsvPath(
                      { personId: person.person_id, range },
                      listed === null ? null : selected,
                    )}
                    fallbackName="analytics-scores.csv"
                  />
                </div>
                <RawDataTable summaries={summaryRows} />
              </section>
            </>
          )}
        </section>
      )}
    </div>
  )
}
