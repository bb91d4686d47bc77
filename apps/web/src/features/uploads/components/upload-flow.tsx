import type { ParticipantAnalysis, ParticipantGuess, ReviewMe } from '@rapport/contracts'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonStyles } from '../../../components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { isApiError } from '../../../lib/api-client.ts'
import { hasRole } from '../../../lib/authorization.ts'
import { useUser } from '../../../lib/session.ts'
import { messages } from '../../../messages.ts'
import { useSaveReviewMe } from '../api/save-review-me.ts'
import { useUploadVtt } from '../api/upload-vtt.ts'
import { uploadMessages } from '../messages.ts'
import { refusalMessage } from '../utils/error-message.ts'
import { keepPendingUpload, takePendingUpload } from '../utils/pending-upload.ts'
import { TASK_PARAM } from '../utils/task-param.ts'
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
  flowTaskId,
  initialUploadFlow,
  type UploadFlowAction,
  type UploadFlowState,
  uploadFlowReducer,
} from './upload-flow-reducer.ts'
import { VttHelpDialog } from './vtt-help-dialog.tsx'

/** Spec §9: the meeting dashboard opens 2 s after processing completes. */
export const REDIRECT_AFTER_COMPLETION_MS = 2000

function uploadError(error: unknown, chosen: ChosenFile): FlowError {
  const status = isApiError(error) ? error.status : 0
  const fallback = status === 413 ? uploadMessages.upload.tooLarge : uploadMessages.upload.uploadFailed
  // A refused file or plan would be refused again: offer another file. Anything else may pass next time.
  const refused = status >= 400 && status < 500
  // No plan: our own words and a button (the server's text names a raw path, 'Visit /pricing').
  if (status === 402) return { message: messages.onboarding.planNeeded, upgrade: true }
  return { message: refusalMessage(error, fallback), upgrade: false, ...(refused ? {} : { chosen }) }
}

/**
 * The eight steps from choosing a transcript to its meeting dashboard (spec §2); a viewer, who may
 * not upload, is told so instead.
 */
export function UploadFlow() {
  const user = useUser()
  if (user && !hasRole(user.role, 'user')) {
    return (
      <Alert tone="info">
        <p>{uploadMessages.upload.viewerCannotUpload}</p>
        <p className="mt-1">
          <Link to={paths.dashboard.getHref()} className="font-medium underline underline-offset-4">
            Go to the dashboard
          </Link>
        </p>
      </Alert>
    )
  }
  return <UploadSteps />
}

/**
 * Once a file is uploaded its task id goes into the URL (?task=, replacing the entry), so a reload
 * reopens the upload at its participant analysis instead of losing it; /upload?task={id} from the
 * upload history does the same. Leaving the task ('Select Different File', another file) drops it.
 */
function useTaskInUrl(state: UploadFlowState, dispatch: (action: UploadFlowAction) => void) {
  const [searchParams, setSearchParams] = useSearchParams()
  const taskParam = searchParams.get(TASK_PARAM)
  const taskId = flowTaskId(state)

  // The flow moved to another task, or to none: the URL follows.
  const lastTaskId = useRef(taskId)
  /** The task the flow last put into the URL, until the URL shows it. */
  const requested = useRef<string | null>(null)
  useEffect(() => {
    if (lastTaskId.current === taskId) return
    lastTaskId.current = taskId
    if (taskParam === taskId) return
    requested.current = taskId
    setSearchParams(
      (params) => {
        if (taskId) params.set(TASK_PARAM, taskId)
        else params.delete(TASK_PARAM)
        return params
      },
      { replace: true },
    )
  }, [taskId, taskParam, setSearchParams])

  // The URL moved (the Import VTT link, a pasted link): the flow follows.
  const lastParam = useRef(taskParam)
  useEffect(() => {
    if (lastParam.current === taskParam) return
    lastParam.current = taskParam
    if (taskParam === taskId) {
      requested.current = null
      return
    }
    if (taskParam !== null && taskParam === requested.current) {
      // The URL the flow asked for arrived late, after the flow moved on (a navigation is a
      // transition a click can overtake): the URL follows the flow again instead of resuming.
      requested.current = taskId
      setSearchParams(
        (params) => {
          if (taskId) params.set(TASK_PARAM, taskId)
          else params.delete(TASK_PARAM)
          return params
        },
        { replace: true },
      )
      return
    }
    dispatch(taskParam ? { type: 'resume', taskId: taskParam } : { type: 'reset' })
  }, [taskParam, taskId, dispatch, setSearchParams])
}

function UploadSteps() {
  const [searchParams] = useSearchParams()
  const [state, dispatch] = useReducer(uploadFlowReducer, searchParams.get(TASK_PARAM), initialUploadFlow)
  const upload = useUploadVtt()
  const uploadAbort = useRef<AbortController | null>(null)
  const navigate = useNavigate()

  useEffect(() => () => uploadAbort.current?.abort(), [])
  useTaskInUrl(state, dispatch)

  const chooseFile = useCallback(async (file: File) => {
    dispatch({ type: 'select', selection: await selectVttFile(file) })
  }, [])

  // Back from checkout (?checkout=success) after an upload needed a plan: the file chosen then.
  const [backFromCheckout] = useState(() => searchParams.get('checkout') === 'success')
  useEffect(() => {
    if (!backFromCheckout) return
    const kept = takePendingUpload()
    if (kept) void chooseFile(kept)
  }, [backFromCheckout, chooseFile])

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
          if (response.success)
            dispatch({ type: 'uploaded', taskId: response.taskId, warnings: response.warnings })
          else
            dispatch({
              type: 'fail',
              // The server looked at the file and said no: another file is needed.
              error: { message: response.message || uploadMessages.upload.uploadFailed },
            })
        },
        onError: (error) => {
          if (controller.signal.aborted) return
          // Needs a plan: the file is kept for checkout's return to this page.
          if (isApiError(error) && error.status === 402) void keepPendingUpload(chosen.file)
          dispatch({ type: 'fail', error: uploadError(error, chosen) })
        },
      },
    )
  }

  const onAnalysisReady = useCallback(
    (analysis: ParticipantAnalysis, suggestedBy: string | null, me: ReviewMe | null) =>
      dispatch({ type: 'analysis-ready', analysis, suggestedBy, me }),
    [],
  )
  const onFail = useCallback((error: FlowError) => dispatch({ type: 'fail', error }), [])
  const onCompleted = useCallback((meetingId: string) => dispatch({ type: 'completed', meetingId }), [])
  const onAlreadyConfigured = useCallback(
    (meetingName: string) => dispatch({ type: 'already-configured', meetingName }),
    [],
  )

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
                  {uploadMessages.upload.selectDifferentFile}
                </Button>
              </div>
            </ProcessingCard>
          ) : (
            <>
              <Alert tone="error">
                {state.error.resumed ? (
                  <p className="font-medium">{uploadMessages.upload.cannotResume}</p>
                ) : null}
                <p>{state.error.message}</p>
                {state.error.upgrade ? (
                  <p className="mt-3">
                    <Link
                      to={`${paths.pricing.getHref()}?${new URLSearchParams({ return_to: paths.upload.getHref() })}`}
                      className={buttonStyles({ size: 'sm' })}
                    >
                      {messages.onboarding.seePlans}
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
              ) : state.error.taskId ? (
                // An upload exists: leaving it is a choice, and the history can retry it.
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
                  <Link
                    to={paths.uploads.getHref()}
                    className="text-center text-sm font-medium text-brand-700 underline underline-offset-4"
                  >
                    Open Upload History
                  </Link>
                  <Button variant="secondary" onClick={reset}>
                    {uploadMessages.upload.selectDifferentFile}
                  </Button>
                </div>
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
            onProcessing={onAlreadyConfigured}
            onReset={reset}
          />
        )
      }
      return (
        <ReviewStep
          taskId={state.taskId}
          analysis={state.analysis}
          suggestedBy={state.suggestedBy}
          me={state.me}
          configuring={state.step === 'config-modal'}
          dispatch={dispatch}
          onReset={reset}
        />
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

/** Steps 5 and 6: the review (with "This is me") and the Configure Meeting dialog over it. */
function ReviewStep({
  taskId,
  analysis,
  suggestedBy,
  me,
  configuring,
  dispatch,
  onReset,
}: {
  taskId: string
  analysis: ParticipantAnalysis
  suggestedBy: string | null
  /** "This is me" as the server keeps it; null: not offered. */
  me: ReviewMe | null
  configuring: boolean
  dispatch: (action: UploadFlowAction) => void
  onReset: () => void
}) {
  const saveMe = useSaveReviewMe()
  const chosenMe = me?.index ?? null
  // The choice shows at once and is kept on the server, so a reload opens the review on it.
  const chooseMe = (index: number | null) => {
    dispatch({ type: 'choose-me', me: index })
    saveMe.mutate({ taskId, me: index })
  }
  return (
    <>
      <ReviewAnalysis
        analysis={analysis}
        suggestedBy={suggestedBy}
        onTitleChange={(value) => dispatch({ type: 'edit-title', value })}
        onObjectiveChange={(value) => dispatch({ type: 'edit-objective', value })}
        onMeetingTypeChange={(value) => dispatch({ type: 'edit-meeting-type', value })}
        onDateChange={(value) => dispatch({ type: 'edit-date', value })}
        onParticipantChange={(index: number, field: keyof ParticipantGuess, value: string) =>
          dispatch({ type: 'edit-participant', index, field, value })
        }
        me={chosenMe}
        onMeChange={me ? chooseMe : undefined}
        meSuggested={me?.source === 'name'}
        meError={saveMe.isError ? refusalMessage(saveMe.error, uploadMessages.upload.meNotSaved) : null}
        onContinue={() => dispatch({ type: 'open-config' })}
        onReset={onReset}
      />
      {configuring ? (
        <ConfigureMeetingDialog
          taskId={taskId}
          analysis={analysis}
          me={chosenMe}
          onClose={() => dispatch({ type: 'close-config' })}
          onConfigured={(meetingName) => dispatch({ type: 'configured', meetingName })}
        />
      ) : null}
    </>
  )
}
