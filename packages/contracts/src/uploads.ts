import { z } from 'zod'
import { meetingDateSchema, meetingDateSource } from './meeting-date.ts'
import { meetingType } from './meetings.ts'

export const PREVIEW_LINES = 10
export const UPLOADS_PAGE_SIZE = 20

export const uploadStatuses = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const
export const uploadStatus = z.enum(uploadStatuses)
export type UploadStatus = z.infer<typeof uploadStatus>

/** POST /api/vtt/upload (multipart field `file`) → 201. */
export const uploadResponse = z.object({
  success: z.boolean(),
  taskId: z.string(),
  message: z.string(),
  /** Not in the spec: what reading the file changed or doubted (encoding assumed, cues dropped…), shown before processing. */
  warnings: z.array(z.string()).default([]),
})
export type UploadResponse = z.infer<typeof uploadResponse>

export const participantGuess = z.object({
  name: z.string().trim().min(1, 'Participant name is required').max(200),
  job_title: z.string().trim().max(200),
  organizational_role: z.string().trim().max(200),
})
export type ParticipantGuess = z.infer<typeof participantGuess>

/**
 * Not in the spec: what the review step shows of one speaker so the uploader can tell who is who,
 * read from the parsed transcript: their share of the talk and a characteristic line they said.
 */
export const speakerSample = z.object({
  /** The speaker as the transcript names them (the review's participant at the same position). */
  name: z.string().max(200),
  /** Share of everyone's talk time, 0–100. */
  talk_share: z.number().min(0).max(100),
  /** A whole sentence they said; null when they said nothing more than a few words. */
  sample_line: z.string().max(300).nullable(),
})
export type SpeakerSample = z.infer<typeof speakerSample>

export const participantAnalysis = z.object({
  meeting_title: z.string().max(300),
  meeting_objective: z.string().max(2000),
  participants: z.array(participantGuess).max(200),
  /**
   * The kind of meeting, inferred from the transcript and editable on the review step; configure
   * sends the user's choice. Absent on analyses stored before it was inferred (processing infers it then).
   */
  meeting_type: meetingType.optional(),
  /** Why that type was inferred, in one sentence (absent when not inferred). */
  meeting_type_reason: z.string().max(500).optional(),
  /** What the parser noticed (more than 8 participants, people too quiet to score…). */
  warnings: z.array(z.string()).default([]),
  /**
   * Not in the spec: per speaker, position for position with `participants`, their talk share and
   * a line they said (absent on analyses stored before it was added). Read-only on the review.
   */
  speakers: z.array(speakerSample).max(200).optional(),
  /**
   * Not in the spec (issue 30): the day the meeting took place as the upload inferred it (absent on
   * uploads before it was), and where it came from; the review shows both and may change the day.
   */
  meeting_date: z.iso.date().optional(),
  meeting_date_source: meetingDateSource.optional(),
})
export type ParticipantAnalysis = z.infer<typeof participantAnalysis>

export const analyzeParticipantsRequest = z.object({ taskId: z.uuid() })
/** 202 {success, message} while it runs; 200 {success, analysis} when done. */
/** Not in the spec: the language model that suggested the titles, roles, title and objective (its display name); null when the built-in analyzer did. */
const suggestedBy = z.string().nullable()

/**
 * Not in the spec: "This is me" on the review step, from the server so it survives a reload. `index`
 * is the reviewed participant the caller is, by position (null: "I'm not in this meeting");
 * `source` says why: `chosen` on this review (PUT /api/vtt/tasks/{taskId}/me), `name` when their
 * account's name or the person they marked before matches that speaker and no other equally,
 * `none` when nothing matched. Absent for a caller who cannot be a participant (a super admin
 * impersonating the tenant).
 */
export const reviewMe = z.object({
  index: z.number().int().min(0).nullable(),
  source: z.enum(['chosen', 'name', 'none']),
})
export type ReviewMe = z.infer<typeof reviewMe>

/** PUT /api/vtt/tasks/{taskId}/me: keeps the review's "This is me" choice until configure. */
export const saveReviewMeRequest = z.object({
  me: z.number().int().min(0).max(199).nullable(),
})
export type SaveReviewMeRequest = z.infer<typeof saveReviewMeRequest>

export const analyzeParticipantsResponse = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  analysis: participantAnalysis.optional(),
  suggestedBy: suggestedBy.optional(),
  me: reviewMe.optional(),
})

const progressFields = {
  status: uploadStatus,
  progress: z.number().min(0).max(100),
  currentStep: z.string(),
  /** Seconds; null until there is a measurement to base it on. */
  estimatedTimeRemaining: z.number().nullable(),
  error: z.string().nullable(),
}

export const participantAnalysisStatus = z.object({
  ...progressFields,
  analysis: participantAnalysis.nullable(),
  suggestedBy: suggestedBy.optional(),
  me: reviewMe.optional(),
  /** Not in the spec: the uploaded file's name, so an upload reopened from its id can show it. */
  filename: z.string().optional(),
})
export type ParticipantAnalysisStatus = z.infer<typeof participantAnalysisStatus>

export const processingStatus = z.object({ ...progressFields, meetingId: z.string().nullable() })
export type ProcessingStatus = z.infer<typeof processingStatus>

export const configureMeetingRequest = z.object({
  name: z.string().trim().min(1, 'Meeting name is required').max(300),
  /** The day the meeting took place: from 2000 to today (the latest today on earth, for any time zone). */
  date: meetingDateSchema(),
  description: z.string().max(2000).optional().default(''),
  participantAnalysis: participantAnalysis,
  /**
   * Not in the spec: which reviewed participant the uploader is ("This is me"), by position in
   * participantAnalysis.participants; null or absent: "I'm not in this meeting" (no link changes).
   */
  me: z.number().int().min(0).max(199).nullable().optional(),
})
export type ConfigureMeetingRequest = z.input<typeof configureMeetingRequest>

/**
 * The details of the 409 that analyze-participants answers for an upload already configured: the
 * meeting it is becoming, so a reopened upload flow follows its processing instead.
 */
export const reviewClosedDetails = z.object({ meetingName: z.string() })

export const uploadTask = z.object({
  id: z.string(),
  status: uploadStatus,
  filename: z.string(),
  fileSize: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  meetingId: z.string().nullable(),
  meetingName: z.string().nullable(),
  progress: z.number(),
  currentStep: z.string(),
  errorMessage: z.string().nullable(),
  isTerminal: z.boolean(),
  canRetry: z.boolean(),
  /**
   * Not in the spec: the upload waits for its user to review the participants and configure the
   * meeting (pending, not configured, participant analysis not failed). The flow resumes it with
   * POST /api/vtt/analyze-participants {taskId}.
   */
  awaitingReview: z.boolean(),
})
export type UploadTask = z.infer<typeof uploadTask>

export const uploadListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(UPLOADS_PAGE_SIZE),
  status: uploadStatus.optional(),
})

export const uploadListResponse = z.object({
  uploads: z.array(uploadTask),
  pagination: z.object({ total: z.number(), pages: z.number(), hasNext: z.boolean(), hasPrev: z.boolean() }),
})
export type UploadListResponse = z.infer<typeof uploadListResponse>

export const cleanupAbandonedResponse = z.object({ cleaned_tasks: z.number() })
export const cleanupOrphanedResponse = z.object({ cleaned_count: z.number() })
