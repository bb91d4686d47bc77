import type { UploadStatus } from '@rapport/contracts'
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { uploadMessages } from '../messages.ts'
import { minutesRemaining } from '../utils/poll-interval.ts'
import { ProgressBar, type ProgressTone } from './progress-bar.tsx'

/** Spec §4: the card's title and bar colour follow the task status. */
export function processingAppearance(status: UploadStatus | undefined): {
  title: string
  tone: ProgressTone
} {
  if (status === 'completed') return { title: uploadMessages.upload.processingCompleteTitle, tone: 'green' }
  if (status === 'failed') return { title: uploadMessages.upload.processingFailedTitle, tone: 'red' }
  if (status === 'processing') return { title: uploadMessages.upload.processingTitle, tone: 'blue' }
  return { title: uploadMessages.upload.waitingTitle, tone: 'blue' }
}

/** Step 7: where processing has got to. */
export function ProcessingCard({
  meetingName,
  status,
  progress,
  currentStep,
  estimatedTimeRemaining,
  error,
  children,
}: {
  meetingName: string
  status: UploadStatus | undefined
  progress: number
  currentStep: string
  estimatedTimeRemaining: number | null
  error?: string | null
  children?: React.ReactNode
}) {
  const { title, tone } = processingAppearance(status)
  const minutes =
    status === 'completed' || status === 'failed' ? null : minutesRemaining(estimatedTimeRemaining)
  return (
    <Card aria-labelledby="processing-heading">
      <CardHeader>
        <h2
          id="processing-heading"
          className={cn(
            'text-lg font-semibold',
            tone === 'green' ? 'text-green-800' : tone === 'red' ? 'text-red-800' : 'text-slate-900',
          )}
        >
          {title}
        </h2>
        {meetingName ? <CardDescription className="break-all">{meetingName}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <p className="font-medium text-slate-800">{currentStep || 'Queued for processing'}</p>
            <p className="text-slate-600">
              {Math.round(progress)}%
              {minutes === null
                ? null
                : ` · About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} remaining`}
            </p>
          </div>
          <ProgressBar value={progress} tone={tone} label="Processing progress" />
        </div>
        {status === 'failed' && error ? (
          <p role="alert" className="text-sm text-red-800">
            {error}
          </p>
        ) : null}
        {children}
      </CardContent>
    </Card>
  )
}
