import type { ParticipantAnalysis } from '@rapport/contracts'
import { expect, test } from 'vitest'
import { uploadMessages } from '../messages.ts'
import {
  canContinueToProcessing,
  flowTaskId,
  initialUploadFlow,
  initialUploadFlowState,
  type UploadFlowAction,
  type UploadFlowState,
  uploadFlowReducer,
} from './upload-flow-reducer.ts'

const file = new File(['WEBVTT'], 'standup.vtt')
const analysis: ParticipantAnalysis = {
  meeting_title: 'Weekly standup',
  meeting_objective: 'Share progress',
  participants: [{ name: 'Ada', job_title: 'Engineer', organizational_role: 'Presenter' }],
  warnings: [],
}

function run(...actions: UploadFlowAction[]): UploadFlowState {
  return actions.reduce(uploadFlowReducer, initialUploadFlowState)
}

const toReview: UploadFlowAction[] = [
  { type: 'select', selection: { file, preview: ['WEBVTT'], valid: true, errors: [] } },
  { type: 'upload-started' },
  { type: 'uploaded', taskId: 'task-1' },
  { type: 'analysis-ready', analysis, suggestedBy: 'Company OpenAI', me: { index: null, source: 'none' } },
]

test('a valid file is selected with its preview; an invalid one is an error with the reasons joined by commas', () => {
  expect(run(toReview[0] as UploadFlowAction)).toEqual({ step: 'file-selected', file, preview: ['WEBVTT'] })
  const errors = [uploadMessages.upload.badExtension, uploadMessages.upload.tooLarge]
  expect(run({ type: 'select', selection: { file, preview: [], valid: false, errors } })).toEqual({
    step: 'error',
    error: { message: `${uploadMessages.upload.badExtension}, ${uploadMessages.upload.tooLarge}` },
  })
})

test('uploading tracks progress that only goes forward, then analysis starts for the task', () => {
  let state = run(toReview[0] as UploadFlowAction, { type: 'upload-started' })
  expect(state).toMatchObject({ step: 'uploading', progress: 0 })
  state = uploadFlowReducer(state, { type: 'upload-progress', progress: 42.4 })
  state = uploadFlowReducer(state, { type: 'upload-progress', progress: 30 })
  expect(state).toMatchObject({ progress: 42 })
  state = uploadFlowReducer(state, { type: 'uploaded', taskId: 'task-1' })
  expect(state).toEqual({
    step: 'analyzing-participants',
    taskId: 'task-1',
    fileName: 'standup.vtt',
    analysis: null,
    suggestedBy: null,
    me: null,
    resumed: false,
    uploadWarnings: [],
  })
})

test('what the upload reported (an encoding assumed) joins the notes the review step shows, once', () => {
  const encoding = 'The file is not valid UTF-8, so it was read as Windows-1252 (Western European).'
  const state = run(
    toReview[0] as UploadFlowAction,
    { type: 'upload-started' },
    { type: 'uploaded', taskId: 'task-1', warnings: [encoding] },
    {
      type: 'analysis-ready',
      analysis: { ...analysis, warnings: ['Ada spoke for less than 30 s.'] },
      suggestedBy: null,
      me: null,
    },
  )
  expect(state.step === 'analyzing-participants' ? state.analysis?.warnings : null).toEqual([
    encoding,
    'Ada spoke for less than 30 s.',
  ])
})

test('the analysis becomes an editable copy: title, objective and participants change without touching the original', () => {
  let state = run(...toReview)
  state = uploadFlowReducer(state, { type: 'edit-title', value: 'Planning' })
  state = uploadFlowReducer(state, { type: 'edit-objective', value: 'Plan the quarter' })
  state = uploadFlowReducer(state, { type: 'edit-participant', index: 0, field: 'job_title', value: 'CTO' })
  expect(state).toMatchObject({
    step: 'analyzing-participants',
    analysis: {
      meeting_title: 'Planning',
      meeting_objective: 'Plan the quarter',
      participants: [{ name: 'Ada', job_title: 'CTO', organizational_role: 'Presenter' }],
    },
  })
  expect(analysis.participants[0]?.job_title).toBe('Engineer')
})

test('the Configure Meeting modal opens only with a title, and closing it returns to the review with the edits', () => {
  const blank = uploadFlowReducer(run(...toReview), { type: 'edit-title', value: '   ' })
  expect(uploadFlowReducer(blank, { type: 'open-config' })).toBe(blank)

  const edited = uploadFlowReducer(run(...toReview), { type: 'edit-title', value: 'Planning' })
  const modal = uploadFlowReducer(edited, { type: 'open-config' })
  expect(modal).toMatchObject({ step: 'config-modal', taskId: 'task-1', suggestedBy: 'Company OpenAI' })
  expect(uploadFlowReducer(modal, { type: 'close-config' })).toEqual(edited)
})

test('"This is me" chosen on the review is kept into Configure Meeting; without the offer, a choice changes nothing', () => {
  const chosen = uploadFlowReducer(run(...toReview), { type: 'choose-me', me: 0 })
  expect(chosen).toMatchObject({ me: { index: 0, source: 'chosen' } })
  expect(uploadFlowReducer(chosen, { type: 'open-config' })).toMatchObject({
    step: 'config-modal',
    me: { index: 0, source: 'chosen' },
  })
  const notOffered = run(...toReview.slice(0, 3), {
    type: 'analysis-ready',
    analysis,
    suggestedBy: null,
    me: null,
  })
  expect(uploadFlowReducer(notOffered, { type: 'choose-me', me: 0 })).toBe(notOffered)
})

test('configuring starts processing; completion keeps the meeting id for the redirect', () => {
  const processing = run(...toReview, { type: 'open-config' }, { type: 'configured', meetingName: 'Standup' })
  expect(processing).toEqual({
    step: 'processing',
    taskId: 'task-1',
    fileName: 'standup.vtt',
    meetingName: 'Standup',
  })
  expect(uploadFlowReducer(processing, { type: 'completed', meetingId: 'm-1' })).toMatchObject({
    step: 'completed',
    meetingId: 'm-1',
  })
})

test('any failure is an error; a failed upload keeps the file so it can be sent again', () => {
  const chosen = { file, preview: ['WEBVTT'] }
  const failed = run(
    toReview[0] as UploadFlowAction,
    { type: 'upload-started' },
    {
      type: 'fail',
      error: { message: uploadMessages.upload.uploadFailed, chosen },
    },
  )
  expect(failed).toEqual({ step: 'error', error: { message: uploadMessages.upload.uploadFailed, chosen } })
  expect(uploadFlowReducer(failed, { type: 'upload-started' })).toMatchObject({ step: 'uploading', file })
  expect(run(...toReview, { type: 'fail', error: { message: 'x' } })).toMatchObject({ step: 'error' })
})

test('Select Different File returns to idle from anywhere', () => {
  expect(run(...toReview, { type: 'reset' })).toEqual({ step: 'idle' })
  expect(run({ type: 'fail', error: { message: 'x' } }, { type: 'reset' })).toEqual({ step: 'idle' })
})

test('actions that do not fit the current step are ignored', () => {
  expect(run({ type: 'uploaded', taskId: 't' })).toEqual(initialUploadFlowState)
  expect(run({ type: 'open-config' })).toEqual(initialUploadFlowState)
  expect(run({ type: 'completed', meetingId: 'm' })).toEqual(initialUploadFlowState)
  expect(run({ type: 'upload-started' })).toEqual(initialUploadFlowState)
})

test('a title of spaces is blank', () => {
  expect(canContinueToProcessing({ ...analysis, meeting_title: ' \t' })).toBe(false)
  expect(canContinueToProcessing(analysis)).toBe(true)
})

const taskId = '7d444840-9dc0-41c7-b0f1-3a3e3b1c9f21'

test('?task= opens the flow at that upload’s participant analysis, without a file name', () => {
  expect(initialUploadFlow(null)).toEqual({ step: 'idle' })
  expect(initialUploadFlow(taskId)).toEqual({
    step: 'analyzing-participants',
    taskId,
    fileName: null,
    analysis: null,
    suggestedBy: null,
    me: null,
    resumed: true,
  })
  expect(run({ type: 'resume', taskId })).toEqual(initialUploadFlow(taskId))
})

test('a reopened upload configured before goes straight to processing; one under review does not', () => {
  expect(run({ type: 'resume', taskId }, { type: 'already-configured', meetingName: 'Planning' })).toEqual({
    step: 'processing',
    taskId,
    fileName: null,
    meetingName: 'Planning',
  })
  const reviewing = run(...toReview)
  expect(uploadFlowReducer(reviewing, { type: 'already-configured', meetingName: 'Planning' })).toBe(
    reviewing,
  )
})

test('an id that cannot be an upload’s is an error at once, which keeps it until Select Different File', () => {
  expect(initialUploadFlow('not-an-id')).toEqual({
    step: 'error',
    error: { message: uploadMessages.upload.uploadNotFound, taskId: 'not-an-id', resumed: true },
  })
})

test('a failure keeps the upload it happened to, and says whether it was reopened', () => {
  expect(run(...toReview, { type: 'fail', error: { message: 'x' } })).toEqual({
    step: 'error',
    error: { message: 'x', taskId: 'task-1' },
  })
  expect(run({ type: 'resume', taskId }, { type: 'fail', error: { message: 'Upload not found' } })).toEqual({
    step: 'error',
    error: { message: 'Upload not found', taskId, resumed: true },
  })
})

test('the task the URL carries: none before the upload, then the upload’s id through to completion', () => {
  expect(flowTaskId(run())).toBeNull()
  expect(flowTaskId(run(toReview[0] as UploadFlowAction, { type: 'upload-started' }))).toBeNull()
  expect(flowTaskId(run(...toReview))).toBe('task-1')
  const processing = run(...toReview, { type: 'open-config' }, { type: 'configured', meetingName: 'Standup' })
  expect(flowTaskId(processing)).toBe('task-1')
  expect(flowTaskId(uploadFlowReducer(processing, { type: 'completed', meetingId: 'm-1' }))).toBe('task-1')
  expect(flowTaskId(run(...toReview, { type: 'reset' }))).toBeNull()
})
