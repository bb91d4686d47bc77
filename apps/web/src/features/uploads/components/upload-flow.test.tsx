import type {
  ParticipantAnalysis,
  ParticipantAnalysisStatus,
  ProcessingStatus,
  ReviewMe,
} from '@rapport/contracts'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { paths } from '../../../config/paths.ts'
import { POLL_RETRIES } from '../../../lib/poll-retry.ts'
import { messages } from '../../../messages.ts'
import { apiUrl, errorBody } from '../../../testing/api-handlers.ts'
import { makeSubscriptionStatus } from '../../../testing/fixtures.ts'
import { renderApp } from '../../../testing/render-app.tsx'
import { server } from '../../../testing/server.ts'
import { waitUntil } from '../../../testing/wait.ts'
import { uploadMessages } from '../messages.ts'
import { transcript } from '../testing/review-step.tsx'
import { todayIsoDate } from './meeting-date-field.tsx'
import { REDIRECT_AFTER_COMPLETION_MS, UploadFlow } from './upload-flow.tsx'

afterEach(() => {
  vi.useRealTimers()
})

const vttFile = (name = 'standup.vtt', text = transcript) => new File([text], name, { type: 'text/vtt' })

const analysis: ParticipantAnalysis = {
  meeting_title: 'Weekly standup',
  meeting_objective: 'Share progress and blockers',
  participants: [
    { name: 'Ada Lovelace', job_title: 'Engineering Lead', organizational_role: 'Facilitator' },
    { name: 'Grace Hopper', job_title: 'Participant', organizational_role: 'Contributor' },
  ],
  warnings: ['Charles spoke for less than 30 seconds and will not be scored.'],
  speakers: [
    {
      name: 'Ada Lovelace',
      talk_share: 71.6,
      sample_line: 'Let us agree the release date before we talk about the migration.',
    },
    { name: 'Grace Hopper', talk_share: 28.4, sample_line: null },
  ],
}

function status(overrides: Partial<ProcessingStatus> = {}): ProcessingStatus {
  return {
    status: 'processing',
    progress: 10,
    currentStep: 'Parsing transcript',
    estimatedTimeRemaining: null,
    error: null,
    meetingId: null,
    ...overrides,
  }
}

function analysisStatus(overrides: Partial<ParticipantAnalysisStatus> = {}): ParticipantAnalysisStatus {
  return {
    status: 'processing',
    progress: 0,
    currentStep: '',
    estimatedTimeRemaining: null,
    error: null,
    analysis: null,
    ...overrides,
  }
}

const uploaded = () =>
  http.post(apiUrl('/vtt/upload'), () =>
    HttpResponse.json({ success: true, taskId: 'task-1', message: 'File uploaded' }, { status: 201 }),
  )
/** The analysis at once, with "This is me" as the server keeps it (nobody matched, by default; null: not offered). */
const analysedAtOnce = (
  result: ParticipantAnalysis = analysis,
  me: ReviewMe | null = { index: null, source: 'none' },
) =>
  http.post(apiUrl('/vtt/analyze-participants'), () =>
    HttpResponse.json({ success: true, analysis: result, ...(me ? { me } : {}) }),
  )

/**
 * Upload, analysis and configure answer at once; the status answers `answer(n)` on its n-th read.
 * Returns how many reads there have been.
 */
function processingAnswers(answer: (read: number) => Response) {
  let reads = 0
  server.use(
    uploaded(),
    analysedAtOnce(),
    http.post(apiUrl('/vtt/tasks/task-1/configure'), () =>
      HttpResponse.json({ success: true }, { status: 202 }),
    ),
    http.get(apiUrl('/vtt/tasks/task-1/status'), () => {
      reads += 1
      return answer(reads)
    }),
  )
  return () => reads
}

async function chooseAndUpload(user: ReturnType<typeof renderApp>['user'], file = vttFile()) {
  await user.upload(await screen.findByLabelText('Transcript file'), file)
  await user.click(await screen.findByRole('button', { name: 'Upload and Analyze' }))
}

test('the picker shows the spec’s hints and the help on getting a VTT file; / shows it too', async () => {
  const { user } = renderApp('/', { session: true })
  expect(await screen.findByRole('heading', { name: messages.nav.importVtt })).toBeInTheDocument()
  expect(screen.getByText(uploadMessages.upload.supportedFormat)).toBeInTheDocument()
  expect(screen.getByText(uploadMessages.upload.maxLength)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'How do I get a VTT file?' }))
  const help = await screen.findByRole('dialog', { name: 'How to get a VTT file' })
  expect(help).toHaveTextContent('Microsoft Teams')
  expect(help).toHaveTextContent(
    'At most 2 hours, 50 MB, 60,000 words and 20,000 cues per upload (a 2-hour meeting has about 20,000 words).',
  )
})

test('the file input is reached with the keyboard', async () => {
  const { user } = renderApp('/upload', { session: true })
  const input = await screen.findByLabelText('Transcript file')
  while (document.activeElement !== input && document.activeElement !== document.body.lastElementChild) {
    await user.tab()
    if (document.activeElement === input) break
  }
  expect(input).toHaveFocus()
})

test('a chosen file shows its name, size in KB and first 10 lines; Select Different File starts again', async () => {
  const { user } = renderApp('/upload', { session: true })
  await user.upload(await screen.findByLabelText('Transcript file'), vttFile())

  expect(await screen.findByRole('heading', { name: 'standup.vtt' })).toBeInTheDocument()
  expect(screen.getByText(`${(transcript.length / 1024).toFixed(1)} KB`)).toBeInTheDocument()
  const preview = screen.getByRole('region', { name: 'Transcript preview' })
  expect(preview).toHaveTextContent('WEBVTT')
  expect(preview).toHaveTextContent('line 10')
  expect(preview).not.toHaveTextContent('line 11')

  await user.click(screen.getByRole('button', { name: uploadMessages.upload.selectDifferentFile }))
  expect(await screen.findByLabelText('Transcript file')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'standup.vtt' })).not.toBeInTheDocument()
})

test('a dropped file that is not .vtt and over 50MB shows both reasons joined with commas', async () => {
  renderApp('/upload', { session: true })
  const input = await screen.findByLabelText('Transcript file')
  const file = vttFile('notes.txt')
  Object.defineProperty(file, 'size', { value: 52_428_801 })
  fireEvent.drop(input.closest('label') as HTMLElement, { dataTransfer: { files: [file] } })

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'File must have a .vtt extension, File size must be less than 50MB',
  )
  // Another file can be chosen straight away.
  expect(screen.getByLabelText('Transcript file')).toBeInTheDocument()
})

test('upload, review, configure and process, then the meeting dashboard opens 2 s after completion', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let configureBody: unknown
  let statusCalls = 0
  server.use(
    uploaded(),
    analysedAtOnce(),
    http.put(apiUrl('/vtt/tasks/task-1/me'), () => HttpResponse.json({ index: 1, source: 'chosen' })),
    http.post(apiUrl('/vtt/tasks/task-1/configure'), async ({ request }) => {
      configureBody = await request.json()
      return HttpResponse.json({ success: true, message: 'Processing started' }, { status: 202 })
    }),
    http.get(apiUrl('/vtt/tasks/task-1/status'), () => {
      statusCalls += 1
      return HttpResponse.json(
        statusCalls === 1
          ? status({ progress: 20, currentStep: 'Scoring participants', estimatedTimeRemaining: 150 })
          : status({ status: 'completed', progress: 100, currentStep: 'Done', meetingId: 'meeting-9' }),
      )
    }),
  )
  // The meeting dashboard is another feature's page: a stand-in marks where the redirect lands.
  const { user, router } = renderApp('/upload', {
    session: true,
    advanceTimers: vi.advanceTimersByTime,
    routes: [
      { path: paths.upload.path, element: <UploadFlow /> },
      { path: paths.meeting.path, element: <h1>Meeting page</h1> },
    ],
  })
  await chooseAndUpload(user)

  // Review: the analysis as an editable copy, the notice, the generic-title note.
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  expect(screen.getByText(uploadMessages.upload.suggestedByBuiltIn)).toBeInTheDocument()
  expect(
    screen.getByText('Charles spoke for less than 30 seconds and will not be scored.'),
  ).toBeInTheDocument()
  expect(screen.getByText(/Job titles are inferred from speaking patterns/)).toBeInTheDocument()
  // Each speaker comes with their talk share and a line they said, read with their name field.
  expect(screen.getByLabelText('Participant Name, participant 1')).toHaveAccessibleDescription(
    `${uploadMessages.upload.talkShare('72%')} ${uploadMessages.upload.saidLine}:“Let us agree the release date before we talk about the migration.”`,
  )
  expect(screen.getByLabelText('Participant Name, participant 2')).toHaveAccessibleDescription(
    `${uploadMessages.upload.talkShare('28%')} ${uploadMessages.upload.noLine}`,
  )
  // Roles from the list the analysis knows, or typed.
  const role = screen.getByLabelText('Role in Meeting, participant 1')
  const listId = role.getAttribute('list') ?? ''
  expect(
    [...(document.getElementById(listId)?.querySelectorAll('option') ?? [])].map((o) => o.value),
  ).toEqual(['Facilitator', 'Presenter', 'Contributor', 'Participant', 'Observer'])
  const table = screen.getByRole('table')
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Participant Name', 'Job Title', 'Role in Meeting'])
  // No speaker's name matches the account: nothing is preselected until the uploader says which one they are.
  expect(screen.getByRole('radio', { name: messages.me.notInMeeting })).toBeChecked()
  await user.click(screen.getByRole('radio', { name: `${messages.me.thisIsMe}: Grace Hopper` }))
  const title = screen.getByLabelText('Meeting title')
  const next = screen.getByRole('button', { name: uploadMessages.upload.continueToProcessing })
  await user.clear(title)
  expect(next).toBeDisabled()
  await user.type(title, '   ')
  expect(next).toBeDisabled()
  await user.clear(title)
  await user.type(title, 'Sprint standup')
  await user.clear(screen.getByLabelText('Job Title, participant 2'))
  await user.type(screen.getByLabelText('Job Title, participant 2'), 'Designer')
  expect(screen.queryByText(/Job titles are inferred from speaking patterns/)).not.toBeInTheDocument()

  // Configure Meeting: prefilled from the review, focus on its first field; closing returns to the
  // review with the edits kept.
  await user.click(next)
  let dialog = await screen.findByRole('dialog', { name: uploadMessages.upload.configureMeeting })
  expect(within(dialog).getByLabelText('Meeting name')).toHaveValue('Sprint standup')
  await waitUntil(() => expect(within(dialog).getByLabelText('Meeting name')).toHaveFocus())
  expect(within(dialog).getByLabelText('Date')).toHaveValue(todayIsoDate())
  expect(within(dialog).getByLabelText(/Description/)).toHaveValue('Share progress and blockers')
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(screen.getByLabelText('Meeting title')).toHaveValue('Sprint standup')

  await user.click(screen.getByRole('button', { name: uploadMessages.upload.continueToProcessing }))
  dialog = await screen.findByRole('dialog', { name: uploadMessages.upload.configureMeeting })
  await user.clear(within(dialog).getByLabelText('Meeting name'))
  await user.click(within(dialog).getByRole('button', { name: 'Start Processing' }))
  expect(await within(dialog).findByText('Meeting name is required')).toBeInTheDocument()
  await user.type(within(dialog).getByLabelText('Meeting name'), 'Standup 12 May')
  await user.clear(within(dialog).getByLabelText(/Description/))
  await user.type(within(dialog).getByLabelText(/Description/), 'Before the release')
  await user.click(within(dialog).getByRole('button', { name: 'Start Processing' }))

  // Processing, polled on the spec's schedule (2 s at 20%).
  expect(
    await screen.findByRole('heading', { name: uploadMessages.upload.processingTitle }),
  ).toBeInTheDocument()
  expect(screen.getByText('Scoring participants')).toBeInTheDocument()
  expect(screen.getByText(/About 3 minutes remaining/)).toBeInTheDocument()
  expect(configureBody).toEqual({
    name: 'Standup 12 May',
    date: todayIsoDate(),
    description: 'Before the release',
    participantAnalysis: {
      ...analysis,
      meeting_title: 'Sprint standup',
      participants: [analysis.participants[0], { ...analysis.participants[1], job_title: 'Designer' }],
    },
    me: 1,
  })

  await act(() => vi.advanceTimersByTimeAsync(2000))
  expect(await screen.findByRole('link', { name: 'Open the meeting now' })).toHaveAttribute(
    'href',
    '/dashboard/meetings/meeting-9',
  )
  expect(
    screen.getByRole('heading', { name: uploadMessages.upload.processingCompleteTitle }),
  ).toBeInTheDocument()
  expect(router.state.location.pathname).toBe('/upload')
  await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_COMPLETION_MS))
  await waitUntil(() => expect(router.state.location.pathname).toBe('/dashboard/meetings/meeting-9'))
  expect(await screen.findByRole('heading', { name: 'Meeting page' })).toBeInTheDocument()
})

test('a running participant analysis shows its card, is polled every 2 s and then opens the review', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let polls = 0
  server.use(
    uploaded(),
    http.post(apiUrl('/vtt/analyze-participants'), () =>
      HttpResponse.json({ success: true, message: 'Analysis started' }, { status: 202 }),
    ),
    http.get(apiUrl('/vtt/tasks/task-1/participant-analysis'), () => {
      polls += 1
      if (polls === 1) return HttpResponse.json(analysisStatus())
      if (polls === 2)
        return HttpResponse.json(
          analysisStatus({
            progress: 55,
            currentStep: 'Determining roles in the meeting',
            estimatedTimeRemaining: 61,
          }),
        )
      return HttpResponse.json(
        analysisStatus({ status: 'pending', progress: 100, analysis, suggestedBy: 'Company OpenAI' }),
      )
    }),
  )
  const { user } = renderApp('/upload', { session: true, advanceTimers: vi.advanceTimersByTime })
  await chooseAndUpload(user)

  expect(
    await screen.findByRole('heading', { name: uploadMessages.upload.analyzingParticipants }),
  ).toBeInTheDocument()
  const bar = screen.getByRole('progressbar', { name: 'Participant analysis progress' })
  await waitUntil(() => expect(polls).toBe(1))
  expect(bar).toHaveAttribute('aria-valuenow', '10')
  const steps = screen.getByRole('list', { name: 'Analysis steps' })
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Extracting participant names (in progress)',
    'Inferring job titles',
    'Determining roles in the meeting',
    'Generating the meeting title',
  ])

  await act(() => vi.advanceTimersByTimeAsync(2000))
  expect(await screen.findByText('About 2 minutes remaining')).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: 'Participant analysis progress' })).toHaveAttribute(
    'aria-valuenow',
    '55',
  )
  expect(
    within(steps)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Extracting participant names (done)',
    'Inferring job titles (done)',
    'Determining roles in the meeting (in progress)',
    'Generating the meeting title',
  ])

  await act(() => vi.advanceTimersByTimeAsync(2000))
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  expect(polls).toBe(3)
  // The review says which model suggested what it shows.
  expect(screen.getByText(uploadMessages.upload.suggestedByModel('Company OpenAI'))).toBeInTheDocument()
})

test('a failed analysis stops polling and reports its error, else Analysis failed', async () => {
  server.use(
    uploaded(),
    http.post(apiUrl('/vtt/analyze-participants'), () =>
      HttpResponse.json({ success: true, message: 'Analysis started' }, { status: 202 }),
    ),
    http.get(apiUrl('/vtt/tasks/task-1/participant-analysis'), () =>
      HttpResponse.json(analysisStatus({ status: 'failed', error: null })),
    ),
  )
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.upload.analysisFailed)
})

test('analysis that cannot start shows Failed to analyze participants', async () => {
  server.use(
    uploaded(),
    http.post(apiUrl('/vtt/analyze-participants'), () => new HttpResponse(null, { status: 500 })),
  )
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.upload.analyzeFailed)
})

test('an analysis without participants says so', async () => {
  server.use(uploaded(), analysedAtOnce({ ...analysis, participants: [], warnings: [] }))
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByText(uploadMessages.upload.noParticipants)).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test.each([
  [400, 'The file is not a valid WebVTT transcript', 'The file is not a valid WebVTT transcript'],
  [413, uploadMessages.upload.tooLarge, null],
  [403, 'Your plan allows 20 meeting analyses per month', 'Your plan allows 20 meeting analyses per month'],
  [500, uploadMessages.upload.uploadFailed, 'Internal server error'],
])('an upload answered %i shows “%s”', async (code, shown, serverMessage) => {
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      serverMessage
        ? HttpResponse.json(errorBody(serverMessage, 'X'), { status: code })
        : new HttpResponse(null, { status: code }),
    ),
  )
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByRole('alert')).toHaveTextContent(shown)
  expect(screen.queryByRole('link', { name: 'See plans and pricing' })).not.toBeInTheDocument()
  if (code >= 500) {
    // The same file can be sent again.
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument()
  } else {
    // Refused: another file is needed, and can be chosen straight away.
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Transcript file')).toBeInTheDocument()
  }
})

test('a subscription refusal (402) says a plan or trial is needed, with a button to pricing, and no raw path', async () => {
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      HttpResponse.json(
        errorBody(
          'An active subscription or free trial is needed. Visit /pricing to start.',
          'PAYMENT_REQUIRED',
        ),
        { status: 402 },
      ),
    ),
  )
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(messages.onboarding.planNeeded)
  expect(alert).not.toHaveTextContent('/pricing')
  // Pricing is told to come back here, and the chosen file waits for that return (issue 30).
  expect(screen.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
    'href',
    '/pricing?return_to=%2Fupload',
  )
  await waitUntil(() => expect(sessionStorage.getItem('rapport.pending-upload')).toContain('standup.vtt'))
  sessionStorage.clear()
})

test('back from checkout (/upload?checkout=success) the file chosen before the 402 is ready to upload, once', async () => {
  const { user } = renderApp('/upload', { session: true })
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      HttpResponse.json(errorBody('Visit /pricing to start.', 'PAYMENT_REQUIRED'), { status: 402 }),
    ),
  )
  await chooseAndUpload(user, vttFile('board-meeting.vtt'))
  await screen.findByRole('alert')
  await waitUntil(() => expect(sessionStorage.getItem('rapport.pending-upload')).not.toBeNull())
  cleanup()

  renderApp('/upload?checkout=success', { session: true })
  expect(await screen.findByRole('heading', { name: 'board-meeting.vtt' })).toBeInTheDocument()
  expect(screen.getByRole('region', { name: 'Transcript preview' })).toHaveTextContent('WEBVTT')
  expect(screen.getByRole('button', { name: 'Upload and Analyze' })).toBeEnabled()
  expect(sessionStorage.getItem('rapport.pending-upload')).toBeNull()
})

test('without a plan or trial, the upload page offers the trial before a file is chosen', async () => {
  server.use(
    http.get(apiUrl('/subscriptions/status'), () =>
      HttpResponse.json(makeSubscriptionStatus({ is_on_trial: false, has_active_subscription: false })),
    ),
  )
  renderApp('/upload', { session: true })
  const offer = await screen.findByRole('region', { name: messages.onboarding.trialTitle })
  expect(within(offer).getByRole('link', { name: messages.subscriptions.startTrial })).toHaveAttribute(
    'href',
    '/pricing?start-trial=true',
  )
  expect(offer).not.toHaveTextContent('Visit /pricing')
  expect(screen.getByLabelText('Transcript file')).toBeInTheDocument()
})

test('an upload answered success false shows its message and asks for another file', async () => {
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      HttpResponse.json(
        { success: false, taskId: '', message: 'Transcript has only one speaker' },
        { status: 201 },
      ),
    ),
  )
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByRole('alert')).toHaveTextContent('Transcript has only one speaker')
  expect(screen.getByLabelText('Transcript file')).toBeInTheDocument()
})

test('Try Again after a server failure sends the same file again', async () => {
  let calls = 0
  server.use(
    http.post(apiUrl('/vtt/upload'), () => {
      calls += 1
      return calls === 1
        ? new HttpResponse(null, { status: 502 })
        : HttpResponse.json({ success: true, taskId: 'task-1', message: 'ok' }, { status: 201 })
    }),
    analysedAtOnce(),
  )
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.upload.uploadFailed)
  await user.click(screen.getByRole('button', { name: 'Try Again' }))
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  expect(calls).toBe(2)
})

test('a 401 on upload signs the user out', async () => {
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      HttpResponse.json(errorBody('Authentication required', 'UNAUTHORIZED'), { status: 401 }),
    ),
  )
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByRole('heading', { name: 'Sign in to Rapport' })).toBeInTheDocument()
  expect(window.localStorage.getItem('auth_token')).toBeNull()
})

async function toConfigure(user: ReturnType<typeof renderApp>['user']) {
  await chooseAndUpload(user)
  await user.click(await screen.findByRole('button', { name: uploadMessages.upload.continueToProcessing }))
  const dialog = await screen.findByRole('dialog', { name: uploadMessages.upload.configureMeeting })
  await user.click(within(dialog).getByRole('button', { name: 'Start Processing' }))
  return dialog
}

test('a failed configuration keeps the dialog open with the spec’s message', async () => {
  server.use(
    uploaded(),
    analysedAtOnce(),
    http.post(apiUrl('/vtt/tasks/task-1/configure'), () => new HttpResponse(null, { status: 500 })),
  )
  const { user } = renderApp('/upload', { session: true })
  const dialog = await toConfigure(user)
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(uploadMessages.upload.configureFailed)
})

test('failed processing shows Processing Failed in red with the fallback message', async () => {
  processingAnswers(() =>
    HttpResponse.json(status({ status: 'failed', progress: 45, currentStep: 'Scoring', error: null })),
  )
  const { user } = renderApp('/upload', { session: true })
  await toConfigure(user)
  expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.upload.processingFailed)
  expect(
    screen.getByRole('heading', { name: uploadMessages.upload.processingFailedTitle }),
  ).toBeInTheDocument()
  expect(screen.getByText('Weekly standup')).toBeInTheDocument()
  expect(screen.getByRole('progressbar', { name: 'Processing progress' })).toHaveAttribute(
    'aria-valuenow',
    '45',
  )
  await user.click(screen.getByRole('button', { name: uploadMessages.upload.selectDifferentFile }))
  expect(await screen.findByLabelText('Transcript file')).toBeInTheDocument()
})

test('a status that still cannot be read after a few tries shows Failed to get processing status', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const reads = processingAnswers(() => new HttpResponse(null, { status: 500 }))
  const { user } = renderApp('/upload', { session: true, advanceTimers: vi.advanceTimersByTime })
  await toConfigure(user)
  await act(() => vi.advanceTimersByTimeAsync(20_000))
  expect(await screen.findByRole('alert')).toHaveTextContent(uploadMessages.upload.statusFailed)
  expect(reads()).toBeGreaterThan(POLL_RETRIES)
})

test('a passing refusal of the status (429) is waited out as the server asks, and processing goes on', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const reads = processingAnswers((read) =>
    read === 1
      ? HttpResponse.json(
          {
            ...errorBody('Too many attempts. Please try again in 3 seconds.', 'RATE_LIMITED'),
            details: { retryAfterSeconds: 3 },
          },
          { status: 429 },
        )
      : HttpResponse.json(status({ status: 'completed', progress: 100, meetingId: 'meeting-9' })),
  )
  const { user } = renderApp('/upload', { session: true, advanceTimers: vi.advanceTimersByTime })
  await toConfigure(user)
  await act(() => vi.advanceTimersByTimeAsync(3000))
  expect(await screen.findByRole('link', { name: 'Open the meeting now' })).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(reads()).toBe(2)
})

test('a task not started yet shows Waiting to Start', async () => {
  processingAnswers(() =>
    HttpResponse.json(status({ status: 'pending', progress: 0, currentStep: 'Queued' })),
  )
  const { user } = renderApp('/upload', { session: true })
  await toConfigure(user)
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.waitingTitle })).toBeInTheDocument()
})

const resumeId = '7d444840-9dc0-41c7-b0f1-3a3e3b1c9f21'

function urlOf(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname + router.state.location.search
}

test('an uploaded file puts its task in the URL (replacing the entry), and that URL reopens the review', async () => {
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      HttpResponse.json({ success: true, taskId: resumeId, message: 'File uploaded' }, { status: 201 }),
    ),
    analysedAtOnce(),
  )
  const first = renderApp('/upload', { session: true })
  await chooseAndUpload(first.user)
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  await waitUntil(() => expect(urlOf(first.router)).toBe(`/upload?task=${resumeId}`))
  expect(first.router.state.historyAction).toBe('REPLACE')

  // A reload: the same URL in a new page.
  first.unmount()
  renderApp(`/upload?task=${resumeId}`, { session: true })
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  expect(screen.getByLabelText('Meeting title')).toHaveValue('Weekly standup')
  expect(screen.queryByLabelText('Transcript file')).not.toBeInTheDocument()
})

test('/upload?task= resumes at the participant analysis, polls it every 2 s, then reviews, configures and processes', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let asked: unknown
  let polls = 0
  let configured = false
  server.use(
    http.post(apiUrl('/vtt/analyze-participants'), async ({ request }) => {
      asked = await request.json()
      return HttpResponse.json({ success: true, message: 'Participant analysis started' }, { status: 202 })
    }),
    http.get(apiUrl(`/vtt/tasks/${resumeId}/participant-analysis`), () => {
      polls += 1
      return HttpResponse.json(
        polls === 1
          ? analysisStatus({ progress: 30, currentStep: 'Inferring job titles', filename: 'planning.vtt' })
          : analysisStatus({ status: 'completed', progress: 100, analysis }),
      )
    }),
    http.post(apiUrl(`/vtt/tasks/${resumeId}/configure`), () => {
      configured = true
      return HttpResponse.json({ success: true, message: 'Processing started' }, { status: 202 })
    }),
    http.get(apiUrl(`/vtt/tasks/${resumeId}/status`), () =>
      HttpResponse.json(status({ status: 'completed', progress: 100, meetingId: 'meeting-3' })),
    ),
  )
  const { user, router } = renderApp(`/upload?task=${resumeId}`, {
    session: true,
    advanceTimers: vi.advanceTimersByTime,
    routes: [
      { path: paths.upload.path, element: <UploadFlow /> },
      { path: paths.meeting.path, element: <h1>Meeting page</h1> },
    ],
  })
  expect(
    await screen.findByRole('heading', { name: uploadMessages.upload.analyzingParticipants }),
  ).toBeInTheDocument()
  expect(screen.queryByLabelText('Transcript file')).not.toBeInTheDocument()
  await waitUntil(() =>
    expect(screen.getByRole('progressbar', { name: 'Participant analysis progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    ),
  )
  expect(asked).toEqual({ taskId: resumeId })
  // Reopened from its id, the upload still shows its file's name (from the status answer).
  expect(screen.getByText('planning.vtt')).toBeInTheDocument()

  await act(() => vi.advanceTimersByTimeAsync(2000))
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  expect(polls).toBe(2)
  await user.click(screen.getByRole('button', { name: uploadMessages.upload.continueToProcessing }))
  const dialog = await screen.findByRole('dialog', { name: uploadMessages.upload.configureMeeting })
  await user.click(within(dialog).getByRole('button', { name: 'Start Processing' }))
  expect(await screen.findByRole('link', { name: 'Open the meeting now' })).toBeInTheDocument()
  expect(configured).toBe(true)
  await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_COMPLETION_MS))
  await waitUntil(() => expect(router.state.location.pathname).toBe('/dashboard/meetings/meeting-3'))
})

test('a reload while the upload is processing follows its processing to the meeting', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  server.use(
    http.post(apiUrl('/vtt/analyze-participants'), () =>
      HttpResponse.json(
        {
          ...errorBody('This upload has already been configured and is being processed.', 'CONFLICT'),
          details: { meetingName: 'Quarterly planning' },
        },
        { status: 409 },
      ),
    ),
    http.get(apiUrl(`/vtt/tasks/${resumeId}/status`), () =>
      HttpResponse.json(status({ status: 'completed', progress: 100, meetingId: 'meeting-4' })),
    ),
  )
  const { router } = renderApp(`/upload?task=${resumeId}`, {
    session: true,
    advanceTimers: vi.advanceTimersByTime,
    routes: [
      { path: paths.upload.path, element: <UploadFlow /> },
      { path: paths.meeting.path, element: <h1>Meeting page</h1> },
    ],
  })
  expect(await screen.findByRole('link', { name: 'Open the meeting now' })).toBeInTheDocument()
  expect(screen.getByText('Quarterly planning')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_COMPLETION_MS))
  await waitUntil(() => expect(router.state.location.pathname).toBe('/dashboard/meetings/meeting-4'))
})

test.each([
  [404, 'Upload not found'],
  [409, 'This upload is already being processed.'],
])(
  'an upload that cannot be resumed (%i) says why; Select Different File starts afresh without ?task=',
  async (code, reason) => {
    server.use(
      http.post(apiUrl('/vtt/analyze-participants'), () =>
        HttpResponse.json(errorBody(reason, code === 404 ? 'NOT_FOUND' : 'CONFLICT'), { status: code }),
      ),
    )
    const { user, router } = renderApp(`/upload?task=${resumeId}`, { session: true })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(uploadMessages.upload.cannotResume)
    expect(alert).toHaveTextContent(reason)
    expect(screen.getByRole('link', { name: 'Open Upload History' })).toHaveAttribute('href', '/uploads')
    expect(screen.queryByLabelText('Transcript file')).not.toBeInTheDocument()
    expect(urlOf(router)).toBe(`/upload?task=${resumeId}`)

    await user.click(screen.getByRole('button', { name: uploadMessages.upload.selectDifferentFile }))
    expect(await screen.findByLabelText('Transcript file')).toBeInTheDocument()
    await waitUntil(() => expect(urlOf(router)).toBe('/upload'))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  },
)

test('a ?task= that cannot be an upload id is refused without asking the server', async () => {
  let asked = false
  server.use(
    http.post(apiUrl('/vtt/analyze-participants'), () => {
      asked = true
      return HttpResponse.json(errorBody('Invalid', 'VALIDATION_ERROR'), { status: 400 })
    }),
  )
  renderApp('/upload?task=nonsense', { session: true })
  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(uploadMessages.upload.cannotResume)
  expect(alert).toHaveTextContent(uploadMessages.upload.uploadNotFound)
  expect(asked).toBe(false)
})

test('Select Different File while the participants are analysed stops polling and starts afresh', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  let polls = 0
  server.use(
    uploaded(),
    http.post(apiUrl('/vtt/analyze-participants'), () =>
      HttpResponse.json({ success: true, message: 'Analysis started' }, { status: 202 }),
    ),
    http.get(apiUrl('/vtt/tasks/task-1/participant-analysis'), () => {
      polls += 1
      return HttpResponse.json(analysisStatus({ progress: 20 }))
    }),
  )
  const { user, router } = renderApp('/upload', { session: true, advanceTimers: vi.advanceTimersByTime })
  await chooseAndUpload(user)
  expect(
    await screen.findByRole('heading', { name: uploadMessages.upload.analyzingParticipants }),
  ).toBeInTheDocument()
  await waitUntil(() => expect(polls).toBeGreaterThan(0))
  await user.click(screen.getByRole('button', { name: uploadMessages.upload.selectDifferentFile }))
  expect(await screen.findByLabelText('Transcript file')).toBeInTheDocument()
  await waitUntil(() => expect(urlOf(router)).toBe('/upload'))
  // The clock also runs in real time (shouldAdvanceTime), so on a busy machine a poll may fall
  // before the click: count the polls once the flow has started afresh, then none may follow.
  await act(() => vi.advanceTimersByTimeAsync(0))
  const pollsWhenLeft = polls
  await act(() => vi.advanceTimersByTimeAsync(6000))
  expect(polls).toBe(pollsWhenLeft)
})

test('Select Different File on the review starts afresh and drops ?task=', async () => {
  server.use(uploaded(), analysedAtOnce())
  const { user, router } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  await waitUntil(() => expect(urlOf(router)).toBe('/upload?task=task-1'))
  await user.click(screen.getByRole('button', { name: uploadMessages.upload.selectDifferentFile }))
  expect(await screen.findByLabelText('Transcript file')).toBeInTheDocument()
  await waitUntil(() => expect(urlOf(router)).toBe('/upload'))
})

test('following the Import VTT link from a review starts a fresh flow', async () => {
  server.use(uploaded(), analysedAtOnce())
  const { user, router } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  await waitUntil(() => expect(urlOf(router)).toBe('/upload?task=task-1'))
  // The review has rendered with its URL before the user follows the link (the router's state can
  // change before React renders it; a navigation back within that gap is not what this test is about).
  await act(async () => {})
  await act(() => router.navigate('/upload'))
  expect(await screen.findByLabelText('Transcript file')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: uploadMessages.upload.reviewTitle })).not.toBeInTheDocument()
  expect(urlOf(router)).toBe('/upload')
})

test('a viewer is told their role cannot upload, with no drop zone, even on /upload?task=', async () => {
  let asked = false
  server.use(
    http.post(apiUrl('/vtt/analyze-participants'), () => {
      asked = true
      return HttpResponse.json({ success: true, message: 'started' }, { status: 202 })
    }),
  )
  const { unmount } = renderApp('/upload', { session: { user: { role: 'viewer' } } })
  expect(await screen.findByText(uploadMessages.upload.viewerCannotUpload)).toBeInTheDocument()
  expect(screen.queryByLabelText('Transcript file')).not.toBeInTheDocument()
  unmount()

  renderApp(`/upload?task=${resumeId}`, { session: { user: { role: 'viewer' } } })
  expect(await screen.findByText(uploadMessages.upload.viewerCannotUpload)).toBeInTheDocument()
  expect(
    screen.queryByRole('heading', { name: uploadMessages.upload.analyzingParticipants }),
  ).not.toBeInTheDocument()
  expect(asked).toBe(false)
})

test('"This is me" comes preselected when the server matched the account’s name, and "I\'m not in this meeting" is kept and sends none', async () => {
  let configureBody: unknown
  const saved: unknown[] = []
  server.use(
    uploaded(),
    analysedAtOnce(analysis, { index: 0, source: 'name' }),
    http.put(apiUrl('/vtt/tasks/task-1/me'), async ({ request }) => {
      const body = (await request.json()) as { me: number | null }
      saved.push(body)
      return HttpResponse.json({ index: body.me, source: 'chosen' })
    }),
    http.post(apiUrl('/vtt/tasks/task-1/configure'), async ({ request }) => {
      configureBody = await request.json()
      return HttpResponse.json({ success: true, message: 'Processing started' }, { status: 202 })
    }),
    http.get(apiUrl('/vtt/tasks/task-1/status'), () => HttpResponse.json(status())),
  )
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  const group = await screen.findByRole('radiogroup', { name: uploadMessages.upload.whichSpeaker })
  expect(within(group).getByRole('radio', { name: `${messages.me.thisIsMe}: Ada Lovelace` })).toBeChecked()
  expect(group).toHaveAccessibleDescription(uploadMessages.upload.meMatchedByName)
  await user.click(within(group).getByRole('radio', { name: messages.me.notInMeeting }))
  await waitUntil(() => expect(saved).toEqual([{ me: null }]))
  await user.click(screen.getByRole('button', { name: uploadMessages.upload.continueToProcessing }))
  const dialog = await screen.findByRole('dialog', { name: uploadMessages.upload.configureMeeting })
  await user.click(within(dialog).getByRole('button', { name: 'Start Processing' }))
  await waitUntil(() => expect(configureBody).toMatchObject({ me: null }))
})

test('a reload keeps the "This is me" choice: the server answers it with the analysis', async () => {
  let kept: ReviewMe = { index: 0, source: 'name' }
  server.use(
    http.post(apiUrl('/vtt/upload'), () =>
      HttpResponse.json({ success: true, taskId: resumeId, message: 'File uploaded' }, { status: 201 }),
    ),
    http.post(apiUrl('/vtt/analyze-participants'), () =>
      HttpResponse.json({ success: true, analysis, me: kept }),
    ),
    http.put(apiUrl(`/vtt/tasks/${resumeId}/me`), async ({ request }) => {
      const body = (await request.json()) as { me: number | null }
      kept = { index: body.me, source: 'chosen' }
      return HttpResponse.json(kept)
    }),
  )
  const first = renderApp('/upload', { session: true })
  await chooseAndUpload(first.user)
  await first.user.click(await screen.findByRole('radio', { name: `${messages.me.thisIsMe}: Grace Hopper` }))
  await waitUntil(() => expect(kept).toEqual({ index: 1, source: 'chosen' }))

  first.unmount()
  renderApp(`/upload?task=${resumeId}`, { session: true })
  const grace = await screen.findByRole('radio', { name: `${messages.me.thisIsMe}: Grace Hopper` })
  expect(grace).toBeChecked()
  expect(screen.getByRole('radio', { name: `${messages.me.thisIsMe}: Ada Lovelace` })).not.toBeChecked()
  expect(
    screen.getByRole('radiogroup', { name: uploadMessages.upload.whichSpeaker }),
  ).toHaveAccessibleDescription(uploadMessages.upload.meHint)
})

test('"This is me" is the first thing the keyboard reaches on the review, one tab stop for the whole choice', async () => {
  server.use(uploaded(), analysedAtOnce(analysis, { index: 1, source: 'name' }))
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  const grace = await screen.findByRole('radio', { name: `${messages.me.thisIsMe}: Grace Hopper` })
  // From the review's heading, the next tab stop is the chosen speaker.
  screen.getByRole('heading', { name: uploadMessages.upload.reviewTitle }).setAttribute('tabindex', '-1')
  screen.getByRole('heading', { name: uploadMessages.upload.reviewTitle }).focus()
  await user.tab()
  expect(grace).toHaveFocus()
  // The whole group is one stop: the next is the first field of the review.
  await user.tab()
  expect(screen.getByLabelText('Meeting title')).toHaveFocus()
})

test('without "This is me" from the server (a super admin impersonating the tenant), the review offers none', async () => {
  server.use(uploaded(), analysedAtOnce(analysis, null))
  const { user } = renderApp('/upload', { session: true })
  await chooseAndUpload(user)
  expect(await screen.findByRole('heading', { name: uploadMessages.upload.reviewTitle })).toBeInTheDocument()
  expect(
    screen.queryByRole('radiogroup', { name: uploadMessages.upload.whichSpeaker }),
  ).not.toBeInTheDocument()
  expect(screen.queryByRole('radio', { name: new RegExp(messages.me.thisIsMe) })).not.toBeInTheDocument()
})
