import type { MeetingType, ParticipantAnalysis, ParticipantGuess, ReviewMe } from '@rapport/contracts'
import { z } from 'zod'
import { uploadMessages } from '../messages.ts'
import type { VttSelection } from '../utils/validate-vtt-file.ts'
import { meetingDateError, todayIsoDate } from './meeting-date-field.tsx'

/** The file being uploaded, as the preview and later steps show it. */
export type ChosenFile = { file: File; preview: string[] }

/** What went wrong, and what the error screen can offer next. */
export type FlowError = {
  message: string
  /** The subscription or plan limit stopped the upload (402): offer the pricing page. */
  upgrade?: boolean
  /** Kept after a failed upload so the same file can be sent again. */
  chosen?: ChosenFile
  /** The last processing status, so a failed run still shows its red card. */
  processing?: { meetingName: string; progress: number; currentStep: string }
  /** The upload it happened to: it stays in the URL (?task=), so a reload tries that upload again. */
  taskId?: string
  /** It happened while reopening an upload from ?task=: the screen says the upload cannot go on. */
  resumed?: boolean
}

/**
 * The upload flow (spec §4): idle, then file-selected (or error), uploading,
 * analyzing-participants (running, then the review once `analysis` is set), config-modal
 * (closing it returns to the review), processing and completed. Any failure goes to error;
 * 'Select Different File' returns to idle. An upload reopened from /upload?task= (a reload, or
 * 'Continue' in the upload history) starts at analyzing-participants without a file name, and goes
 * straight to processing when the server says it was configured already.
 */
export type UploadFlowState =
  | { step: 'idle' }
  | { step: 'error'; error: FlowError }
  | ({ step: 'file-selected' } & ChosenFile)
  | ({ step: 'uploading'; progress: number } & ChosenFile)
  | {
      step: 'analyzing-participants'
      taskId: string
      /** Null for an upload reopened from the URL: only its id is known. */
      fileName: string | null
      /** The editable copy; null while the analysis runs. */
      analysis: ParticipantAnalysis | null
      /** The language model that suggested it (its display name); null for the built-in analyzer. */
      suggestedBy: string | null
      /** "This is me" as the server keeps it (chosen, or suggested by name); null: not offered. */
      me: ReviewMe | null
      /** Reopened from /upload?task= rather than uploaded in this flow. */
      resumed: boolean
      /** What the upload itself reported (encoding assumed…), shown with the analysis's notes. */
      uploadWarnings?: string[]
    }
  | {
      step: 'config-modal'
      taskId: string
      fileName: string | null
      analysis: ParticipantAnalysis
      suggestedBy: string | null
      me: ReviewMe | null
      resumed: boolean
    }
  | { step: 'processing'; taskId: string; fileName: string | null; meetingName: string }
  | { step: 'completed'; taskId: string; fileName: string | null; meetingName: string; meetingId: string }

export type UploadFlowAction =
  | { type: 'select'; selection: VttSelection }
  | { type: 'upload-started' }
  | { type: 'upload-progress'; progress: number }
  | { type: 'uploaded'; taskId: string; warnings?: string[] }
  | { type: 'resume'; taskId: string }
  | { type: 'analysis-ready'; analysis: ParticipantAnalysis; suggestedBy: string | null; me: ReviewMe | null }
  | { type: 'choose-me'; me: number | null }
  | { type: 'edit-title'; value: string }
  | { type: 'edit-objective'; value: string }
  | { type: 'edit-meeting-type'; value: MeetingType }
  | { type: 'edit-date'; value: string }
  | { type: 'edit-participant'; index: number; field: keyof ParticipantGuess; value: string }
  | { type: 'open-config' }
  | { type: 'close-config' }
  | { type: 'configured'; meetingName: string }
  | { type: 'already-configured'; meetingName: string }
  | { type: 'completed'; meetingId: string }
  | { type: 'fail'; error: FlowError }
  | { type: 'reset' }

export const initialUploadFlowState: UploadFlowState = { step: 'idle' }

const taskIdSchema = z.uuid()

/**
 * The flow for /upload?task={id}: the participant analysis of that upload, which answers with the
 * review when it is done. An id that cannot be an upload's is an error at once.
 */
export function resumeUploadFlow(taskId: string): UploadFlowState {
  if (!taskIdSchema.safeParse(taskId).success) {
    return { step: 'error', error: { message: uploadMessages.upload.uploadNotFound, taskId, resumed: true } }
  }
  return {
    step: 'analyzing-participants',
    taskId,
    fileName: null,
    analysis: null,
    suggestedBy: null,
    me: null,
    resumed: true,
  }
}

/** The flow a URL opens: a fresh one, or the upload named by ?task=. */
export function initialUploadFlow(taskParam: string | null): UploadFlowState {
  return taskParam ? resumeUploadFlow(taskParam) : initialUploadFlowState
}

/** The upload the flow is about, which the URL carries as ?task= so a reload resumes it; null before one exists. */
export function flowTaskId(state: UploadFlowState): string | null {
  switch (state.step) {
    case 'analyzing-participants':
    case 'config-modal':
    case 'processing':
    case 'completed':
      return state.taskId
    case 'error':
      return state.error.taskId ?? null
    default:
      return null
  }
}

/** The review needs a non-blank meeting title before processing (spec §5), and a meeting day that can be right (issue 30). */
export function canContinueToProcessing(analysis: ParticipantAnalysis, today = todayIsoDate()): boolean {
  const dateOk =
    analysis.meeting_date === undefined || meetingDateError(analysis.meeting_date, today) === null
  return analysis.meeting_title.trim().length > 0 && dateOk
}

function editAnalysis(
  state: UploadFlowState,
  edit: (analysis: ParticipantAnalysis) => ParticipantAnalysis,
): UploadFlowState {
  if (state.step !== 'analyzing-participants' || !state.analysis) return state
  return { ...state, analysis: edit(state.analysis) }
}

export function uploadFlowReducer(state: UploadFlowState, action: UploadFlowAction): UploadFlowState {
  switch (action.type) {
    case 'select': {
      const { file, preview, valid, errors } = action.selection
      if (!valid) return { step: 'error', error: { message: errors.join(', ') } }
      return { step: 'file-selected', file, preview }
    }
    case 'upload-started': {
      const chosen =
        state.step === 'file-selected' ? state : state.step === 'error' ? state.error.chosen : undefined
      if (!chosen) return state
      return { step: 'uploading', file: chosen.file, preview: chosen.preview, progress: 0 }
    }
    case 'upload-progress':
      if (state.step !== 'uploading') return state
      return { ...state, progress: Math.max(state.progress, Math.min(100, Math.round(action.progress))) }
    case 'uploaded':
      if (state.step !== 'uploading') return state
      return {
        step: 'analyzing-participants',
        taskId: action.taskId,
        fileName: state.file.name,
        analysis: null,
        suggestedBy: null,
        me: null,
        resumed: false,
        uploadWarnings: action.warnings ?? [],
      }
    case 'resume':
      return resumeUploadFlow(action.taskId)
    case 'analysis-ready':
      if (state.step !== 'analyzing-participants') return state
      // The user edits a copy; the server's answer stays in the query cache untouched.
      {
        // The upload's own warnings join the analysis's notes once, then live there.
        const { uploadWarnings = [], ...rest } = state
        return {
          ...rest,
          suggestedBy: action.suggestedBy,
          me: action.me,
          analysis: {
            ...action.analysis,
            participants: action.analysis.participants.map((participant) => ({ ...participant })),
            warnings: [...new Set([...uploadWarnings, ...action.analysis.warnings])],
          },
        }
      }
    case 'edit-title':
      return editAnalysis(state, (analysis) => ({ ...analysis, meeting_title: action.value }))
    case 'edit-objective':
      return editAnalysis(state, (analysis) => ({ ...analysis, meeting_objective: action.value }))
    case 'edit-meeting-type':
      return editAnalysis(state, (analysis) => ({ ...analysis, meeting_type: action.value }))
    case 'edit-date':
      // A day changed on the review is the user's (configure's dialog says so); the server records
      // 'user' only when the configured day differs from the one it read.
      return editAnalysis(state, (analysis) => ({
        ...analysis,
        meeting_date: action.value,
        meeting_date_source: 'user',
      }))
    case 'edit-participant':
      return editAnalysis(state, (analysis) => ({
        ...analysis,
        participants: analysis.participants.map((participant, index) =>
          index === action.index ? { ...participant, [action.field]: action.value } : participant,
        ),
      }))
    case 'choose-me':
      if (state.step !== 'analyzing-participants' || !state.analysis || !state.me) return state
      return { ...state, me: { index: action.me, source: 'chosen' } }
    case 'open-config':
      if (state.step !== 'analyzing-participants' || !state.analysis) return state
      if (!canContinueToProcessing(state.analysis)) return state
      return {
        step: 'config-modal',
        taskId: state.taskId,
        fileName: state.fileName,
        analysis: state.analysis,
        suggestedBy: state.suggestedBy,
        me: state.me,
        resumed: state.resumed,
      }
    case 'close-config':
      if (state.step !== 'config-modal') return state
      return { ...state, step: 'analyzing-participants' }
    case 'configured':
      if (state.step !== 'config-modal') return state
      return {
        step: 'processing',
        taskId: state.taskId,
        fileName: state.fileName,
        meetingName: action.meetingName,
      }
    case 'already-configured':
      // A reopened upload that was configured before (a reload while it was processing).
      if (state.step !== 'analyzing-participants' || state.analysis) return state
      return {
        step: 'processing',
        taskId: state.taskId,
        fileName: state.fileName,
        meetingName: action.meetingName,
      }
    case 'completed':
      if (state.step !== 'processing') return state
      return { ...state, step: 'completed', meetingId: action.meetingId }
    case 'fail': {
      const taskId = flowTaskId(state)
      const resumed =
        (state.step === 'analyzing-participants' || state.step === 'config-modal') && state.resumed
      return {
        step: 'error',
        error: { ...(taskId ? { taskId } : {}), ...(resumed ? { resumed } : {}), ...action.error },
      }
    }
    case 'reset':
      return initialUploadFlowState
  }
}
