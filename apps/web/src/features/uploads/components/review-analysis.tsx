import { ROLE_LABELS } from '@rapport/analysis/roles'
import { formatShare, isGenericTitle } from '@rapport/analysis/rules'
import type { MeetingType, ParticipantAnalysis, ParticipantGuess, SpeakerSample } from '@rapport/contracts'
import { useId } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx'
import { Field, Input, Label } from '../../../components/ui/input.tsx'
import { messages } from '../../../messages.ts'
import { uploadMessages } from '../messages.ts'
import { MeetingDateField } from './meeting-date-field.tsx'
import { MeetingTypeField } from './meeting-type-field.tsx'
import { canContinueToProcessing } from './upload-flow-reducer.ts'

/** The roles the analysis knows, offered on the review; any other wording may be typed. */
export const KNOWN_ROLES: readonly string[] = Object.values(ROLE_LABELS)

const columns: Array<{ field: keyof ParticipantGuess; label: string }> = [
  { field: 'name', label: 'Participant Name' },
  { field: 'job_title', label: 'Job Title' },
  { field: 'organizational_role', label: 'Role in Meeting' },
]

/** Step 5: the inferred title, objective and participants, all editable before processing. */
export function ReviewAnalysis({
  analysis,
  suggestedBy,
  onTitleChange,
  onObjectiveChange,
  onMeetingTypeChange,
  onDateChange,
  onParticipantChange,
  me = null,
  onMeChange,
  meSuggested = false,
  meError = null,
  onContinue,
  onReset,
}: {
  analysis: ParticipantAnalysis
  /** The language model that suggested titles and roles, by its display name; null for built-in. */
  suggestedBy: string | null
  onTitleChange: (value: string) => void
  onObjectiveChange: (value: string) => void
  onMeetingTypeChange: (value: MeetingType) => void
  /** The meeting's day changed on the review (issue 30). */
  onDateChange: (value: string) => void
  onParticipantChange: (index: number, field: keyof ParticipantGuess, value: string) => void
  /** Which participant the uploader is ("This is me"), by position; null: not in this meeting. */
  me?: number | null
  /** Offers "This is me" (absent: not offered, e.g. to a super admin impersonating the tenant). */
  onMeChange?: (index: number | null) => void
  /** The choice is the server's suggestion from the account's name (said under the choice). */
  meSuggested?: boolean
  /** Keeping the choice failed: what to tell the user. */
  meError?: string | null
  onContinue: () => void
  onReset: () => void
}) {
  const hasGenericTitle = analysis.participants.some((participant) => isGenericTitle(participant.job_title))
  const titleBlank = analysis.meeting_title.trim().length === 0
  const cannotContinue = !canContinueToProcessing(analysis)
  const rolesListId = useId()
  const rolesHintId = useId()
  const speakers = analysis.speakers ?? []

  return (
    <Card aria-labelledby="review-heading">
      <CardHeader>
        <CardTitle id="review-heading">{uploadMessages.upload.reviewTitle}</CardTitle>
        <CardDescription>
          Check what Rapport inferred from the transcript and correct anything it got wrong.
        </CardDescription>
        <p className="text-xs text-slate-600">
          {suggestedBy
            ? uploadMessages.upload.suggestedByModel(suggestedBy)
            : uploadMessages.upload.suggestedByBuiltIn}
        </p>
      </CardHeader>
      <CardContent className="space-y-6">
        {onMeChange && analysis.participants.length > 0 ? (
          <WhichSpeakerAreYou
            names={analysis.participants.map((p, index) => p.name || `participant ${index + 1}`)}
            me={me}
            onMeChange={onMeChange}
            suggested={meSuggested}
            error={meError}
          />
        ) : null}
        {analysis.warnings.length > 0 ? (
          <Alert tone="info">
            <p className="font-medium">Notes about this transcript</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {analysis.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <Field
          label="Meeting title"
          value={analysis.meeting_title}
          onChange={(event) => onTitleChange(event.target.value)}
          error={titleBlank ? 'Enter a meeting title to continue' : undefined}
          maxLength={300}
        />
        <div className="space-y-1.5">
          <Label htmlFor="meeting-objective">Meeting objective</Label>
          <textarea
            id="meeting-objective"
            value={analysis.meeting_objective}
            onChange={(event) => onObjectiveChange(event.target.value)}
            maxLength={2000}
            rows={3}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
          />
        </div>
        {analysis.meeting_date !== undefined ? (
          <MeetingDateField
            value={analysis.meeting_date}
            source={analysis.meeting_date_source}
            onChange={onDateChange}
          />
        ) : null}
        <MeetingTypeField
          value={analysis.meeting_type}
          reason={analysis.meeting_type_reason}
          onChange={onMeetingTypeChange}
        />
        <section aria-labelledby="participants-heading" className="space-y-3">
          <h3 id="participants-heading" className="text-base font-semibold text-slate-900">
            Participants
          </h3>
          <datalist id={rolesListId}>
            {KNOWN_ROLES.map((role) => (
              <option key={role} value={role} />
            ))}
          </datalist>
          <p id={rolesHintId} className="text-xs text-slate-600">
            {uploadMessages.upload.rolesHint}
          </p>
          {analysis.participants.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
              {uploadMessages.upload.noParticipants}
            </p>
          ) : (
            // On phones each participant becomes a small stacked form; from sm up it is a table.
            <div className="rounded-lg border border-slate-200">
              <table className="w-full text-left text-sm max-sm:block">
                <thead className="bg-slate-50 text-slate-700 max-sm:sr-only">
                  <tr>
                    {columns.map((column) => (
                      <th key={column.field} scope="col" className="px-3 py-2 font-medium">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200 max-sm:block">
                  {analysis.participants.map((participant, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and never reordered
                    <tr key={index} className="max-sm:grid max-sm:gap-2 max-sm:px-3 max-sm:py-3">
                      {columns.map((column) => {
                        const speaker = column.field === 'name' ? speakers[index] : undefined
                        const sampleId = `${rolesListId}-speaker-${index}`
                        const role = column.field === 'organizational_role'
                        return (
                          <td key={column.field} className="px-3 py-2 align-top max-sm:block max-sm:p-0">
                            <span
                              aria-hidden="true"
                              className="mb-1 block text-xs font-medium text-slate-600 sm:hidden"
                            >
                              {column.label}
                            </span>
                            <Input
                              aria-label={`${column.label}, participant ${index + 1}`}
                              value={participant[column.field]}
                              onChange={(event) =>
                                onParticipantChange(index, column.field, event.target.value)
                              }
                              maxLength={200}
                              list={role ? rolesListId : undefined}
                              aria-describedby={speaker ? sampleId : role ? rolesHintId : undefined}
                            />
                            {speaker ? <SpeakerHint id={sampleId} speaker={speaker} /> : null}
                          </td>
                        )
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {hasGenericTitle ? (
            <Alert tone="info">
              Job titles are inferred from speaking patterns, so someone who said little may only be called a
              participant or team member. Edit the title if you know it; low-participation members can raise
              their engagement by contributing more in future meetings.
            </Alert>
          ) : null}
        </section>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onReset}>
            {uploadMessages.upload.selectDifferentFile}
          </Button>
          <Button onClick={onContinue} disabled={cannotContinue}>
            {uploadMessages.upload.continueToProcessing}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

/**
 * "This is me", first on the review: one radio group (one tab stop, arrows move between speakers),
 * so the uploader finds themself before the details. Preselected when the server matched the
 * account's name to one speaker; every choice is kept on the server, so a reload shows it again.
 */
function WhichSpeakerAreYou({
  names,
  me,
  onMeChange,
  suggested,
  error,
}: {
  names: readonly string[]
  me: number | null
  onMeChange: (index: number | null) => void
  suggested: boolean
  error: string | null
}) {
  const headingId = useId()
  const hintId = useId()
  const option =
    'flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2'
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {uploadMessages.upload.whichSpeaker}
      </h3>
      <p id={hintId} className="text-xs text-slate-600">
        {suggested && me !== null ? uploadMessages.upload.meMatchedByName : uploadMessages.upload.meHint}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        className="grid gap-2 sm:grid-cols-2"
      >
        {names.map((name, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and never reordered
          <label key={index} className={option}>
            <input
              type="radio"
              name="this-is-me"
              className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
              checked={me === index}
              onChange={() => onMeChange(index)}
              aria-label={`${messages.me.thisIsMe}: ${name}`}
            />
            <span aria-hidden="true" className="min-w-0 break-words">
              <span className="font-medium">{name}</span>
              {me === index ? <span className="text-slate-600"> · {messages.me.thisIsMe}</span> : null}
            </span>
          </label>
        ))}
        <label className={option}>
          <input
            type="radio"
            name="this-is-me"
            className="size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            checked={me === null}
            onChange={() => onMeChange(null)}
          />
          {messages.me.notInMeeting}
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  )
}

/**
 * Under a participant's name: their share of the talk and a line they said, so an anonymous
 * "Speaker B" can be recognised (and "This is me" picked) without opening the transcript.
 */
function SpeakerHint({ id, speaker }: { id: string; speaker: SpeakerSample }) {
  return (
    <div id={id} className="mt-1.5 max-w-md space-y-1 text-xs text-slate-700">
      <div className="flex items-center gap-2">
        <span aria-hidden="true" className="h-1.5 w-16 shrink-0 overflow-hidden rounded-full bg-slate-200">
          <span
            className="block h-full rounded-full bg-brand-600"
            style={{ width: `${Math.min(100, Math.max(0, speaker.talk_share))}%` }}
          />
        </span>
        <span className="font-medium">
          {uploadMessages.upload.talkShare(formatShare(speaker.talk_share))}
        </span>
      </div>
      {speaker.sample_line ? (
        <blockquote className="border-l-2 border-slate-300 pl-2 italic text-slate-700">
          <span className="sr-only">{uploadMessages.upload.saidLine}: </span>“{speaker.sample_line}”
        </blockquote>
      ) : (
        <p className="text-slate-600">{uploadMessages.upload.noLine}</p>
      )}
    </div>
  )
}
