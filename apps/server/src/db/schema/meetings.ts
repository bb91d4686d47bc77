import type {
  AnalysisSources,
  AnalyzerSource,
  MeetingDateSource,
  MeetingType,
  StoredMetricTarget,
  TokenUsage,
} from '@rapport/contracts'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { tenants } from './tenants.ts'
import { users } from './users.ts'

/** A person of the tenant, linked to participants by name (case- and space-insensitive). */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    /** lower(trim(name)) with inner white space folded: the matching key. */
    nameKey: text('name_key').notNull(),
    /** The account this person is ("This is me"): one person per user in a tenant, one user per person. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('people_tenant_name_key').on(t.tenantId, t.nameKey),
    // Partial (the rule is the same: nulls never collide) so that changing user_id is not a key
    // update: linking then locks the row FOR NO KEY UPDATE, which the foreign-key locks of
    // meetings being saved with this person do not conflict with (decision 018).
    uniqueIndex('people_tenant_user_key').on(t.tenantId, t.userId).where(sql`user_id IS NOT NULL`),
  ],
)

export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** One meeting per upload: a retried or resumed job can never save a second one. */
    uploadTaskId: uuid('upload_task_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The day the meeting took place (issue 30), in the uploader's calendar. */
    date: date('date').notNull(),
    /** Where `date` came from (the file name, its notes, its modified time, the upload day, the user); null before it was recorded. */
    dateSource: text('date_source').$type<MeetingDateSource>(),
    objective: text('objective').notNull().default(''),
    description: text('description').notNull().default(''),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    participantCount: integer('participant_count').notNull(),
    totalWords: integer('total_words').notNull(),
    /** Which analyzer wrote the participant inference and the coaching ('builtin' or a provider). */
    analyzer: text('analyzer').notNull().default('builtin'),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    /** Which analyzer wrote the participant inference and each person's coaching (null before it was recorded). */
    analysisSources: jsonb('analysis_sources').$type<AnalysisSources>(),
    /** Tokens the language model used for this meeting, both steps together. */
    tokenUsage: jsonb('token_usage').$type<TokenUsage>(),
    /** The kind of meeting its targets were set for (inferred, or as the user chose); null before it was recorded. */
    meetingType: text('meeting_type').$type<MeetingType>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('meetings_upload_task_key').on(t.uploadTaskId),
    // The list's three orders, each key closed by id (the tie-break runs in the same direction, so
    // one index serves both): a page's ids come from the index alone, skipped rows included.
    index('meetings_tenant_date_idx').on(t.tenantId, t.date, t.createdAt, t.id),
    index('meetings_tenant_name_idx').on(t.tenantId, sql`lower(${t.name})`, t.id),
    index('meetings_tenant_duration_idx').on(t.tenantId, t.durationSeconds, t.id),
    // One person's meetings are found through their participant rows: this lets each be checked
    // against a date range from the index alone (analytics trends), not by scanning the tenant's meetings.
    index('meetings_tenant_id_date_idx').on(t.tenantId, t.id, t.date),
  ],
)

export const meetingParticipants = pgTable(
  'meeting_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** The meeting's date, kept beside the person (as participant_metrics does): trends read a range of it. */
    meetingDate: date('meeting_date').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    jobTitle: text('job_title').notNull(),
    role: text('role').notNull(),
    talkTimeSeconds: doublePrecision('talk_time_seconds').notNull(),
    talkTimePercentage: doublePrecision('talk_time_percentage').notNull(),
    words: integer('words').notNull(),
    speakingTurns: integer('speaking_turns').notNull(),
    scored: boolean('scored').notNull(),
    /** [{id, name, score, confidence}] per dimension. */
    dimensions: jsonb('dimensions').$type<unknown[]>().notNull(),
    insights: jsonb('insights').$type<Record<string, unknown>>().notNull(),
    quotes: jsonb('quotes').$type<unknown[]>().notNull(),
    recommendations: jsonb('recommendations').$type<unknown[]>().notNull(),
    summary: text('summary').notNull(),
    /**
     * The narrative (issue 29): headline, what worked, what to change, one practice, as the
     * contract's `personCoaching`. Null for people not scored and meetings stored before 0017.
     */
    coaching: jsonb('coaching').$type<unknown>(),
  },
  (t) => [
    index('meeting_participants_meeting_idx').on(t.meetingId),
    index('meeting_participants_person_idx').on(t.tenantId, t.personId, t.meetingDate),
  ],
)

/** One row per participant and metric: what goals and analytics aggregate in SQL. */
export const participantMetrics = pgTable(
  'participant_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => meetings.id, { onDelete: 'cascade' }),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => meetingParticipants.id, { onDelete: 'cascade' }),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    meetingDate: date('meeting_date').notNull(),
    metricId: text('metric_id').notNull(),
    dimension: text('dimension').notNull(),
    value: doublePrecision('value').notNull(),
    score: doublePrecision('score'),
    formattedValue: text('formatted_value').notNull(),
    evidence: jsonb('evidence').$type<unknown>().notNull(),
    /** False when the transcript cannot show this metric: no score, left out of goals and analytics. */
    measured: boolean('measured').notNull().default(true),
    /** Why it was not measured, for the person to read (null when measured). */
    reason: text('reason'),
    /** The target the score was judged against and where it comes from (null: none, or stored before targets were). */
    target: jsonb('target').$type<StoredMetricTarget>(),
  },
  (t) => [
    // Goals and analytics read `score IS NOT NULL` from the covering index: a value that was not
    // measured must never carry a score.
    check('participant_metrics_unmeasured_unscored', sql`${t.measured} OR ${t.score} IS NULL`),
    // meeting_id and score close the key so analytics and goals read a person's scores from the
    // index alone (index-only scans), without visiting the wide rows that carry the evidence.
    index('participant_metrics_person_idx').on(
      t.tenantId,
      t.personId,
      t.metricId,
      t.meetingDate,
      t.meetingId,
      t.score,
    ),
    index('participant_metrics_participant_idx').on(t.participantId),
    index('participant_metrics_meeting_idx').on(t.meetingId),
  ],
)

export const uploadTasks = pgTable(
  'upload_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    fileSize: integer('file_size').notNull(),
    /**
     * How many chunks of `upload_chunks` make the transcript: 0 until they are all stored (a task
     * whose upload stopped half-way has no transcript), and again once its meeting is deleted.
     */
    transcriptChunks: integer('transcript_chunks').notNull().default(0),
    /**
     * How many rows of `transcript_cues` make the transcript as analysed: null until they are all
     * stored (by the processing job, or on the first read of a meeting stored before them).
     */
    transcriptCueCount: integer('transcript_cue_count'),
    /** The analysed transcript's speakers, in order of first appearance; null with the cues. */
    transcriptSpeakers: jsonb('transcript_speakers').$type<string[]>(),
    status: text('status', { enum: ['pending', 'processing', 'completed', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    progress: integer('progress').notNull().default(0),
    currentStep: text('current_step').notNull().default('Uploaded'),
    etaSeconds: integer('eta_seconds'),
    errorMessage: text('error_message'),
    analysisState: text('analysis_state', { enum: ['idle', 'running', 'done', 'failed'] })
      .notNull()
      .default('idle'),
    analysisProgress: integer('analysis_progress').notNull().default(0),
    analysisStep: text('analysis_step').notNull().default(''),
    analysisEtaSeconds: integer('analysis_eta_seconds'),
    analysisError: text('analysis_error'),
    analysis: jsonb('analysis').$type<unknown>(),
    /** Who wrote `analysis` and the tokens it took, carried to the meeting when it is saved. */
    /** The meeting's day as inferred at upload (issue 30) and where it came from; null for uploads before it. */
    meetingDate: date('meeting_date'),
    meetingDateSource: text('meeting_date_source').$type<Exclude<MeetingDateSource, 'user'>>(),
    analysisSource: jsonb('analysis_source').$type<{ source: AnalyzerSource; usage: TokenUsage }>(),
    configuration: jsonb('configuration').$type<unknown>(),
    /**
     * "This is me" as chosen on the review step, kept so a reload shows it again: the participant's
     * position, or null for "I'm not in this meeting". The column is null until a choice is made.
     */
    reviewMe: jsonb('review_me').$type<{ index: number | null }>(),
    /** A meeting saved from coaching shared with the user (issue 32), not uploaded: no allowance used. */
    fromShare: boolean('from_share').notNull().default(false),
    jobId: text('job_id'),
    /** The pg-boss job of the participant analysis, to tell a job that died from one still running. */
    analysisJobId: text('analysis_job_id'),
    meetingId: uuid('meeting_id'),
    /**
     * When the meeting made from this upload was deleted. The row stays, emptied of the transcript
     * and everything the user could see, hidden everywhere: it is the record that the analysis used
     * the month's allowance.
     */
    meetingDeletedAt: timestamp('meeting_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('upload_tasks_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('upload_tasks_status_idx').on(t.status, t.updatedAt),
  ],
)

export type UploadTaskRow = typeof uploadTasks.$inferSelect

/**
 * The transcript of an upload as uploaded (decoded text), in ordered chunks of at most
 * `TRANSCRIPT_CHUNK_CHARS` characters (uploads/transcript-store.ts), kept until the task is deleted
 * or its meeting is. Chunks, not one value: on the embedded database (PGlite runs inside the
 * process) writing or reading 50 MB in one statement holds the event loop that answers HTTP for
 * seconds, one chunk for a few milliseconds. `content` is stored uncompressed (STORAGE EXTERNAL,
 * migration 0015): compressing is most of the time a write takes.
 */
export const uploadChunks = pgTable(
  'upload_chunks',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    uploadTaskId: uuid('upload_task_id')
      .notNull()
      .references(() => uploadTasks.id, { onDelete: 'cascade' }),
    /** 0, 1, 2…: the chunks in order make the transcript. */
    seq: integer('seq').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadTaskId, t.seq] })],
)

/**
 * The transcript of an upload as analysed (parsed, speakers as the review named them), one row a
 * cue in order (`seq`, from 0), written once by the processing job (or on the first read of an
 * older meeting), so the meeting page reads a page of lines, searches and finds a moment in SQL
 * instead of parsing the whole transcript per request (decision 015). Kept with the upload's
 * chunks: removed with them when the meeting is deleted.
 */
export const transcriptCues = pgTable(
  'transcript_cues',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    uploadTaskId: uuid('upload_task_id')
      .notNull()
      .references(() => uploadTasks.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    cueId: text('cue_id').notNull(),
    startSeconds: doublePrecision('start_seconds').notNull(),
    endSeconds: doublePrecision('end_seconds').notNull(),
    speaker: text('speaker'),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.uploadTaskId, t.seq] }),
    // A moment by time (the last line starting at or before it) and by its cue's id.
    index('transcript_cues_task_start_idx').on(t.uploadTaskId, t.startSeconds),
    index('transcript_cues_task_cue_idx').on(t.uploadTaskId, t.cueId),
  ],
)
