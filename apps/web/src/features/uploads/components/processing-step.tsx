import { useEffect } from 'react'
import { useProcessingStatus } from '../api/get-processing-status.ts'
import { uploadMessages } from '../messages.ts'
import { ProcessingCard } from './processing-card.tsx'
import type { FlowError } from './upload-flow-reducer.ts'

/** Polls the task on the spec's schedule until it completes with a meeting or fails. */
export function ProcessingStep({
  taskId,
  meetingName,
  onCompleted,
  onFail,
}: {
  taskId: string
  meetingName: string
  onCompleted: (meetingId: string) => void
  onFail: (error: FlowError) => void
}) {
  const status = useProcessingStatus(taskId)
  const data = status.data

  useEffect(() => {
    if (status.isError) {
      onFail({ message: uploadMessages.upload.statusFailed })
      return
    }
    if (!data) return
    if (data.status === 'completed' && data.meetingId) onCompleted(data.meetingId)
    else if (data.status === 'failed' || data.status === 'cancelled') {
      onFail({
        message: data.error || uploadMessages.upload.processingFailed,
        processing: { meetingName, progress: data.progress, currentStep: data.currentStep },
      })
    }
  }, [data, status.isError, meetingName, onCompleted, onFail])

  return (
    <ProcessingCard
      meetingName={meetingName}
      status={data?.status}
      progress={data?.progress ?? 0}
      currentStep={data?.currentStep ?? ''}
      estimatedTimeRemaining={data?.estimatedTimeRemaining ?? null}
    />
  )
}
