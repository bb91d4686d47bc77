import type { ParticipantAnalysis, ParticipantGuess } from '@rapport/contracts'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useUploadVtt } from '../api/upload-vtt.ts'
import { refusalMessage } from '../utils/error-message.ts'
import { selectVttFile } from '../utils/validate-vtt-file.ts'
import { ConfigureMeetingDialog } from './configure-meeting-dialog.tsx'
import { FileDropZone } from './file-drop-zone.tsx'
import { FilePreview } from './file-preview.tsx'
import { ParticipantAnalysisStep } from './participant-analysis-step.tsx'
import { ProcessingCard } from './processing-card.tsx'
import { ProcessingStep } from './processing-step.tsx'
import { ProgressBar } from './progress-bar.tsx'
import { ReviewAnalysis } from './review-analysis.tsx'
import {
  type ChosenFile,
  type FlowError,
  initialUploadFlowState,
  uploadFlowReducer,
} from './upload-flow-reducer.ts'
import { VttHelpDialog } from './vtt-help-dialog.tsx'

/** Spec §9: the meeting dashboard opens 2 s after processing completes. */
export const REDIRECT_AFTER_COMPLETION_MS = 2000

function uploadError(error: unknown, chosen: ChosenFile): FlowError {
  const status = isApiError(error) ? error.status : 0
  const fallback = status === 413 ? messages.upload.tooLarge : messages.upload.uploadFailed
  // A refused file or plan would be refused again: offer another file. Anything else may pass next time.
  const refused = status >= 400 && status < 500
  return { message: refusalMessage(error, fallback), upgrade: status === 402, ...(refused ? {} : { chosen }) }
}

/** The eight steps from choosing a transcript to its meeting dashboard (spec §2). */
export function UploadFlow() {
  const [state, dispatch] = useReducer(uploadFlowReducer, initialUploadFlowState)
  const upload = useUploadVtt()
  const uploadAbort = useRef<AbortController | null>(null)
  const navigate = useNavigate()

  useEffect(() => () => uploadAbort.current?.abort(), [])

  const chooseFile = useCallback(async (file: File) => {
    dispatch({ type: 'select', selection: await selectVttFile(file) })
  }, [])

  const reset = useCallback(() => {
    uploadAbort.current?.abort()
    upload.reset()
    dispatch({ type: 'reset' })
  }, [upload.reset])

  const startUpload = (chosen: ChosenFile) => {
    uploadAbort.current?.abort()
    const controller = new AbortController()
    uploadAbort.current = controller
    dispatch({ type: 'upload-started' })
    upload.mutate(
      {
        file: chosen.file,
        signal: controller.signal,
        onProgress: (progress) => dispatch({ type: 'upload-progress', progress }),
      },
      {
        onSuccess: (response) => {
          if (response.success) dispatch({ type: 'uploaded', taskId: response.taskId })
          else
            dispatch({
              type: 'fail',
              // The server looked at the file and said no: another file is needed.
              error: { message: response.message || messages.upload.uploadFailed },
            })
        },
        onError: (error) => {
          if (controller.signal.aborted) return
          dispatch({ type: 'fail', error: uploadError(error, chosen) })
        },
      },
    )
  }

  const onAnalysisReady = useCallback(
    (analysis: ParticipantAnalysis, suggestedBy: string | null) =>
      dispatch({ type: 'analysis-ready', analysis, suggestedBy }),
    [],
  )
  const onFail = useCallback((error: FlowError) => dispatch({ type: 'fail', error }), [])
  const onCompleted = useCallback((meetingId: string) => dispatch({ type: 'completed', meetingId }), [])

  const completedMeetingId = state.step === 'completed' ? state.meetingId : null
  useEffect(() => {
    if (!completedMeetingId) return
    const timer = window.setTimeout(
      () => navigate(paths.meeting.getHref(completedMeetingId)),
      REDIRECT_AFTER_COMPLETION_MS,
    )
    return () => window.clearTimeout(timer)
  }, [completedMeetingId, navigate])

  switch (state.step) {
    case 'idle':
      return <FilePicker onFile={chooseFile} />
    case 'error':
      return (
        <div className="space-y-4">
          {state.error.processing ? (
            <ProcessingCard
              meetingName={state.error.processing.meetingName}
              status="failed"
              progress={state.error.processing.progress}
              currentStep={state.error.processing.currentStep}
              estimatedTimeRemaining={null}
              error={state.error.message}
            >
              <div className="flex justify-end">
                <Button variant="secondary" onClick={reset}>
                  {messages.upload.selectDifferentFile}
                </Button>
              </div>
            </ProcessingCard>
          ) : (
            <>
              <Alert tone="error">
                <p>{state.error.message}</p>
                {state.error.upgrade ? (
                  <p className="mt-1">
                    <Link to={paths.pricing.getHref()} className="font-medium underline underline-offset-4">
                      See plans and pricing
                    </Link>
                  </p>
                ) : null}
              </Alert>
              {state.error.chosen ? (
                <FilePreview
                  chosen={state.error.chosen}
                  onUpload={() => state.error.chosen && startUpload(state.error.chosen)}
                  onReset={reset}
                  uploadLabel="Try Again"
                />
              ) : (
                <FilePicker onFile={chooseFile} />
              )}
            </>
          )}
        </div>
      )
    case 'file-selected':
      return <FilePreview chosen={state} onUpload={() => startUpload(state)} onReset={reset} />
    case 'uploading':
      return (
        <Card aria-labelledby="uploading-heading" aria-busy="true">
          <CardHeader>
            <CardTitle id="uploading-heading">Uploading</CardTitle>
            <CardDescription className="break-all">{state.file.name}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-2">
            <div className="flex justify-between text-sm text-slate-700">
              <span>Sending the transcript…</span>
              <span>{state.progress}%</span>
            </div>
            <ProgressBar value={state.progress} label="Upload progress" />
          </CardContent>
        </Card>
      )
    case 'analyzing-participants':
    case 'config-modal':
      if (state.analysis === null) {
        return (
          <ParticipantAnalysisStep
            taskId={state.taskId}
            fileName={state.fileName}
            onReady={onAnalysisReady}
            onFail={onFail}
          />
        )
      }
      return (
        <>
          <ReviewAnalysis
            analysis={state.analysis}
            suggestedBy={state.suggestedBy}
            onTitleChange={(value) => dispatch({ type: 'edit-title', value })}
            onObjectiveChange={(value) => dispatch({ type: 'edit-objective', value })}
            onParticipantChange={(index: number, field: keyof ParticipantGuess, value: string) =>
              dispatch({ type: 'edit-participant', index, field, value })
            }
            onContinue={() => dispatch({ type: 'open-config' })}
            onReset={reset}
          />
          {state.step === 'config-modal' ? (
            <ConfigureMeetingDialog
              taskId={state.taskId}
              analysis={state.analysis}
              onClose={() => dispatch({ type: 'close-config' })}
              onConfigured={(meetingName) => dispatch({ type: 'configured', meetingName })}
            />
          ) : null}
        </>
      )
    case 'processing':
      return (
        <ProcessingStep
          taskId={state.taskId}
          meetingName={state.meetingName}
          onCompleted={onCompleted}
          onFail={onFail}
        />
      )
    case 'completed':
      return (
        <ProcessingCard
          meetingName={state.meetingName}
          status="completed"
          progress={100}
          currentStep="Opening the meeting dashboard…"
          estimatedTimeRemaining={null}
        >
          <Link
            to={paths.meeting.getHref(state.meetingId)}
            className="text-sm font-medium text-brand-700 underline"
          >
            Open the meeting now
          </Link>
        </ProcessingCard>
      )
  }
}

function FilePicker({ onFile }: { onFile: (file: File) => void }) {
  return (
    <div className="space-y-3">
      <FileDropZone onFile={onFile} />
      <div className="flex justify-center">
        <VttHelpDialog />
      </div>
    </div>
  )
}
