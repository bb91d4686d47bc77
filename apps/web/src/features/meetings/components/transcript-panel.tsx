import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card } from '../../../components/ui/card.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { isApiError } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useTranscript } from '../api/get-transcript.ts'
import { momentFromSearch } from '../utils/moment.ts'

const text = messages.transcript

/** The open transcript's filters and lines, with the list virtualizer: loaded when it first opens. */
const loadBody = () => import('./transcript-body.tsx')
const TranscriptBody = lazy(async () => ({ default: (await loadBody()).TranscriptBody }))

/**
 * The meeting's transcript: every line with its speaker and time, filtered by words and by speaker.
 * A moment in the URL (`?cue=` or `?at=`, from a quote or a piece of evidence) opens it there, the
 * line highlighted, scrolled into view and focused. It opens folded; its body (TranscriptBody,
 * which draws only the lines in view) is fetched with the transcript when it first opens, so a
 * meeting page's first load does without it (decision 013).
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
  const transcript = useTranscript(meetingId, { enabled: open || moment !== null })
  const regionId = useId()

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
            {transcript.isPending ? (
              loading
            ) : transcript.isError ? (
              <Alert tone="error">
                {isApiError(transcript.error) && transcript.error.status === 404 ? text.gone : text.failed}
              </Alert>
            ) : (
              <Suspense fallback={loading}>
                <TranscriptBody
                  transcript={transcript.data}
                  moment={moment}
                  myParticipantId={myParticipantId}
                  query={query}
                  onQueryChange={setQuery}
                  speaker={speaker}
                  onSpeakerChange={setSpeaker}
                />
              </Suspense>
            )}
          </div>
        ) : null}
      </section>
    </Card>
  )
}
