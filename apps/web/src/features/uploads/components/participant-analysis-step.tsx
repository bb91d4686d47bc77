import { type ParticipantAnalysis, type ReviewMe, reviewClosedDetails } from '@rapport/contracts'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { useAnalyzeParticipants } from '../api/analyze-participants.ts'
import { useParticipantAnalysis } from '../api/get-participant-analysis.ts'
import { uploadMessages } from '../messages.ts'
import { refusalMessage } from '../utils/error-message.ts'
import { minutesRemaining } from '../utils/poll-interval.ts'
import { ProgressBar } from './progress-bar.tsx'
import type { FlowError } from './upload-flow-reducer.ts'

export const analysisSteps = [
  'Extracting participant names',
  'Inferring job titles',
  'Determining roles in the meeting',
  'Generating the meeting title',
] as const

/**
 * Which of the four steps is running: named by the server's step text where it says so,
 * else estimated from the progress.
 */
export function currentAnalysisStep(currentStep: string, progress: number): number {
  if (/meeting title|title for the meeting/i.test(currentStep)) return 3
  if (/role/i.test(currentStep)) return 2
  if (/job|title/i.test(currentStep)) return 1
  if (/name|extract|speaker/i.test(currentStep)) return 0
  return Math.min(3, Math.max(0, Math.floor(progress / 25)))
}

/**
 * Step 4 of the flow: asks for the participant analysis, polls its task every 2 s while it runs,
 * and hands the result (or the failure) to the flow. 'Select Different File' leaves it (the upload
 * stays in the history, where 'Continue' reopens it).
 */
export function ParticipantAnalysisStep({
  taskId,
  fileName,
  onReady,
  onFail,
  onProcessing,
  onReset,
}: {
  taskId: string
  /** Null for an upload reopened from the URL, whose file name the flow does not know. */
  fileName: string | null
  /**
   * The analysis, the model that suggested it (null: the built-in analyzer) and "This is me" as
   * the server keeps it (null: not offered).
   */
  onReady: (analysis: ParticipantAnalysis, suggestedBy: string | null, me: ReviewMe | null) => void
  onFail: (error: FlowError) => void
  /** The upload was configured already (a reload during processing): follow that meeting's processing. */
  onProcessing: (meetingName: string) => void
  onReset: () => void
}) {
  const start = useAnalyzeParticipants()
  const [polling, setPolling] = useState(false)
  const status = useParticipantAnalysis(taskId, { enabled: polling })
  const requested = useRef<string | null>(null)
  const { mutate } = start

  // Requested once per task, even when React runs effects twice in development.
  useEffect(() => {
    if (requested.current === taskId) return
    requested.current = taskId
    mutate(taskId, {
      onSuccess: (response) => {
        if (response.analysis) onReady(response.analysis, response.suggestedBy ?? null, response.me ?? null)
        else if (response.success) setPolling(true)
        else onFail({ message: response.message || uploadMessages.upload.analyzeFailed })
      },
      onError: (error) => {
        const configured =
          isApiError(error) && error.status === 409 ? reviewClosedDetails.safeParse(error.details) : null
        if (configured?.success) onProcessing(configured.data.meetingName)
        else onFail({ message: refusalMessage(error, uploadMessages.upload.analyzeFailed) })
      },
    })
  }, [taskId, mutate, onReady, onFail, onProcessing])

  const data = status.data
  useEffect(() => {
    if (status.isError) {
      onFail({ message: refusalMessage(status.error, uploadMessages.upload.analyzeFailed) })
      return
    }
    if (!data) return
    if (data.analysis) onReady(data.analysis, data.suggestedBy ?? null, data.me ?? null)
    else if (data.status === 'failed' || data.status === 'cancelled') {
      onFail({ message: data.error || uploadMessages.upload.analysisFailed })
    }
  }, [data, status.isError, status.error, onReady, onFail])

  const progress = data?.progress ?? 0
  const minutes = minutesRemaining(data?.estimatedTimeRemaining)
  const active = currentAnalysisStep(data?.currentStep ?? '', progress)

  return (
    <Card aria-labelledby="analysis-heading">
      <CardHeader>
        <CardTitle id="analysis-heading">{uploadMessages.upload.analyzingParticipants}</CardTitle>
        {(fileName ?? data?.filename) ? (
          <CardDescription className="break-all">{fileName ?? data?.filename}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {/* Busy is the progress, not the card: the card's 'Select Different File' stays usable. */}
        <div className="space-y-2" aria-busy="true">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <p className="font-medium text-slate-800">{data?.currentStep || 'Starting the analysis…'}</p>
            <p className="text-slate-600">
              {minutes === null
                ? 'Usually takes 2–3 minutes'
                : `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} remaining`}
            </p>
          </div>
          {/* Spec: a bar with no value yet shows 10%. */}
          <ProgressBar value={progress || 10} label="Participant analysis progress" />
        </div>
        <ol className="space-y-2" aria-label="Analysis steps">
          {analysisSteps.map((step, index) => {
            const state = index < active ? 'done' : index === active ? 'current' : 'waiting'
            return (
              <li
                key={step}
                aria-current={state === 'current' ? 'step' : undefined}
                className={cn(
                  'flex items-center gap-3 text-sm',
                  state === 'done' && 'text-slate-700',
                  state === 'current' && 'font-medium text-brand-800',
                  state === 'waiting' && 'text-slate-500',
                )}
              >
                <StepMark state={state} />
                <span>
                  {step}
                  <span className="sr-only">
                    {state === 'done' ? ' (done)' : state === 'current' ? ' (in progress)' : ''}
                  </span>
                </span>
              </li>
            )
          })}
        </ol>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onReset}>
            {uploadMessages.upload.selectDifferentFile}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

function StepMark({ state }: { state: 'done' | 'current' | 'waiting' }) {
  if (state === 'done') {
    return (
      <span
        className="flex size-5 items-center justify-center rounded-full bg-green-600 text-white"
        aria-hidden="true"
      >
        <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
          <path d="M8 13.6 4.4 10l-1.4 1.4L8 16.4l9-9L15.6 6 8 13.6Z" />
        </svg>
      </span>
    )
  }
  if (state === 'current') {
    return (
      <span className="flex size-5 items-center justify-center" aria-hidden="true">
        <span className="size-3 rounded-full bg-brand-600 motion-safe:animate-pulse" />
      </span>
    )
  }
  return <span className="size-5 rounded-full border-2 border-slate-300" aria-hidden="true" />
}
