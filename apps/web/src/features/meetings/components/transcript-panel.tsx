import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { isApiError } from '../../../lib/api-client.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { messages } from '../../../messages.ts'
import { useTranscriptPages, useTranscriptSearch } from '../api/get-transcript.ts'
import { momentFromSearch } from '../utils/moment.ts'
import type { TranscriptView } from './transcript-body.tsx'

const text = messages.transcript

/** How long the search words rest before the server is asked (each change is a request). */
export const TRANSCRIPT_SEARCH_DEBOUNCE_MS = 300

/** The open transcript's filters and lines: loaded when it first opens. */
const loadBody = () => import('./transcript-body.tsx')
const TranscriptBody = lazy(async () => ({ default: (await loadBody()).TranscriptBody }))

/**
 * The meeting's transcript, read from the server a page at a time: every line with its speaker and
 * time, more as the person scrolls (or asks with "Load earlier/later lines"), searched by words and
 * by speaker on the server. A moment in the URL (`?cue=` or `?at=`, from a quote or a piece of
 * evidence) opens it at the page around that line, highlighted, centred in view and focused. It
 * opens folded; its body is fetched with the first page when it first opens, so a meeting page's
 * first load does without it (decision 013).
 */
export function TranscriptPanel({
  meetingId,
  myParticipantId,
}: {
  meetingId: string
  myParticipantId?: string | undefined
}) {
  const [params] = useSearchParams()
  const moment = useMemo(() => momentFromSearch(params), [params])
  const [open, setOpen] = useState(moment !== null)
  const [query, setQuery] = useState('')
  const [speaker, setSpeaker] = useState('')
  const regionId = useId()

  const searched = useDebouncedValue(query.trim(), TRANSCRIPT_SEARCH_DEBOUNCE_MS)
  const filtering = searched !== '' || speaker !== ''
  const anchor = useMemo(() => (moment ? { cue: moment.cueId, at: moment.at } : null), [moment])
  const pages = useTranscriptPages(meetingId, anchor, { enabled: open && !filtering })
  const matches = useTranscriptSearch(meetingId, { q: searched, speaker }, { enabled: open && filtering })

  // A new moment opens the transcript, clears the filters that could hide it, and brings it into view.
  const momentKey = params.toString()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per moment in the URL
  useEffect(() => {
    if (!moment) return
    setOpen(true)
    setQuery('')
    setSpeaker('')
  }, [momentKey])
  // The body's code loads beside the transcript itself, not after it.
  useEffect(() => {
    if (open) void loadBody()
  }, [open])

  const shown = filtering ? matches : pages
  // Until a search's first answer arrives the lines read so far stay on screen (and the filters
  // with them, keeping the focus).
  const data = (filtering ? matches.data : undefined) ?? pages.data
  const view: TranscriptView | null = useMemo(() => {
    const head = data?.pages[0]
    if (!data || !head) return null
    return {
      speakers: head.speakers,
      cueCount: head.cueCount,
      matchCount: head.matchCount,
      cues: data.pages.flatMap((p) => p.cues),
    }
  }, [data])

  const loading = (
    <div role="status" aria-label={text.loading} className="space-y-2">
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  )

  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <section id="transcript" aria-labelledby={`${regionId}-heading`} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${regionId}-heading`} className="text-lg font-semibold text-slate-900">
            {text.heading}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={regionId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? text.hide : text.show}
          </Button>
        </div>
        {open ? (
          <div id={regionId} className="space-y-3">
            {shown.isError ? (
              <Alert tone="error">
                {isApiError(shown.error) && shown.error.status === 404 ? text.gone : text.failed}
              </Alert>
            ) : view === null ? (
              loading
            ) : (
              <Suspense fallback={loading}>
                <TranscriptBody
                  view={view}
                  moment={filtering ? null : moment}
                  myParticipantId={myParticipantId}
                  query={query}
                  onQueryChange={setQuery}
                  speaker={speaker}
                  onSpeakerChange={setSpeaker}
                  earlier={
                    !filtering && pages.hasPreviousPage
                      ? { load: () => void pages.fetchPreviousPage(), busy: pages.isFetchingPreviousPage }
                      : null
                  }
                  later={
                    shown.hasNextPage
                      ? {
                          load: () => void shown.fetchNextPage(),
                          busy: shown.isFetchingNextPage,
                          label: filtering ? text.moreMatches : text.later,
                        }
                      : null
                  }
                />
              </Suspense>
            )}
          </div>
        ) : null}
      </section>
    </Card>
  )
}
