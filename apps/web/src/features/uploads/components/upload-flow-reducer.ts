import type { ParticipantAnalysis, ParticipantGuess } from '@rapport/contracts'
import type { VttSelection } from '../utils/validate-vtt-file.ts'

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
}

/**
 * The upload flow (spec §4): idle, then file-selected (or error), uploading,
 * analyzing-participants (running, then the review once `analysis` is set), config-modal
 * (closing it returns to the review), processing and completed. Any failure goes to error;
 * 'Select Different File' returns to idle.
 */
export type UploadFlowState =
  | { step: 'idle' }
  | { step: 'error'; error: FlowError }
  | ({ step: 'file-selected' } & ChosenFile)
  | ({ step: 'uploading'; progress: number } & ChosenFile)
  | {
      step: 'analyzing-participants'
      taskId: string
      fileName: string
      /** The editable copy; null while the analysis runs. */
      analysis: ParticipantAnalysis | null
      /** The language model that suggested it (its display name); null for the built-in analyzer. */
      suggestedBy: string | null
    }
  | {
      step: 'config-modal'
      taskId: string
      fileName: string
      analysis: ParticipantAnalysis
      suggestedBy: string | null
    }
  | { step: 'processing'; taskId: string; fileName: string; meetingName: string }
  | { step: 'completed'; taskId: string; fileName: string; meetingName: string; meetingId: string }

export type UploadFlowAction =
  | { type: 'select'; selection: VttSelection }
  | { type: 'upload-started' }
  | { type: 'upload-progress'; progress: number }
  | { type: 'uploaded'; taskId: string }
  | { type: 'analysis-ready'; analysis: ParticipantAnalysis; suggestedBy: string | null }
  | { type: 'edit-title'; value: string }
  | { type: 'edit-objective'; value: string }
  | { type: 'edit-participant'; index: number; field: keyof ParticipantGuess; value: string }
  | { type: 'open-config' }
  | { type: 'close-config' }
  | { type: 'configured'; meetingName: string }
  | { type: 'completed'; meetingId: string }
  | { type: 'fail'; error: FlowError }
  | { type: 'reset' }

export const initialUploadFlowState: UploadFlowState = { step: 'idle' }

/** The review needs a non-blank meeting title before processing (spec §5). */
export function canContinueToProcessing(analysis: ParticipantAnalysis): boolean {
  return analysis.meeting_title.trim().length > 0
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
      }
    case 'analysis-ready':
      if (state.step !== 'analyzing-participants') return state
      // The user edits a copy; the server's answer stays in the query cache untouched.
      return {
        ...state,
        suggestedBy: action.suggestedBy,
        analysis: {
          ...action.analysis,
          participants: action.analysis.participants.map((participant) => ({ ...participant })),
          warnings: [...action.analysis.warnings],
        },
      }
    case 'edit-title':
      return editAnalysis(state, (analysis) => ({ ...analysis, meeting_title: action.value }))
    case 'edit-objective':
      return editAnalysis(state, (analysis) => ({ ...analysis, meeting_objective: action.value }))
    case 'edit-participant':
      return editAnalysis(state, (analysis) => ({
        ...analysis,
        participants: analysis.participants.map((participant, index) =>
          index === action.index ? { ...participant, [action.field]: action.value } : participant,
        ),
      }))
    case 'open-config':
      if (state.step !== 'analyzing-participants' || !state.analysis) return state
      if (!canContinueToProcessing(state.analysis)) return state
      return {
        step: 'config-modal',
        taskId: state.taskId,
        fileName: state.fileName,
        analysis: state.analysis,
        suggestedBy: state.suggestedBy,
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
    case 'completed':
      if (state.step !== 'processing') return state
      return { ...state, step: 'completed', meetingId: action.meetingId }
    case 'fail':
      return { step: 'error', error: action.error }
    case 'reset':
      return initialUploadFlowState
  }
}
