import { zodResolver } from '@hookform/resolvers/zod'
import { configureMeetingRequest, meetingDateSchema, type ParticipantAnalysis } from '@rapport/contracts'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Field, Label } from '../../../components/ui/input.tsx'
import { useConfigureMeeting } from '../api/configure-meeting.ts'
import { uploadMessages } from '../messages.ts'
import { refusalMessage } from '../utils/error-message.ts'
import { meetingDateHint, todayIsoDate } from './meeting-date-field.tsx'

// The day is checked against the user's own today (the server allows the latest today on earth).
const configureForm = configureMeetingRequest
  .pick({ name: true, description: true })
  .extend({ date: meetingDateSchema(() => todayIsoDate()) })
type FormInput = z.input<typeof configureForm>
type FormOutput = z.output<typeof configureForm>

/**
 * Step 6: name (required), date (required: the day the review shows, inferred from the file, else
 * today) and description, prefilled from the review; it opens with focus on the name. Closing
 * returns to the review.
 */
export function ConfigureMeetingDialog({
  taskId,
  analysis,
  me = null,
  onClose,
  onConfigured,
}: {
  taskId: string
  analysis: ParticipantAnalysis
  /** "This is me" from the review: the uploader's participant by position, or null. */
  me?: number | null
  onClose: () => void
  onConfigured: (meetingName: string) => void
}) {
  const configure = useConfigureMeeting()
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(configureForm),
    // Prefilled from the review: its title names the meeting, its objective describes it.
    defaultValues: {
      name: analysis.meeting_title.trim(),
      date: analysis.meeting_date ?? todayIsoDate(),
      description: analysis.meeting_objective.trim(),
    },
  })
  const { errors } = form.formState
  const nameId = useId()
  // Where the day came from, as the review says it, while it is the day the upload read.
  const [inferred] = useState(() =>
    analysis.meeting_date && analysis.meeting_date_source
      ? { date: analysis.meeting_date, source: analysis.meeting_date_source }
      : null,
  )
  const date = form.watch('date')

  const onSubmit = form.handleSubmit((values) =>
    configure.mutate(
      {
        taskId,
        ...values,
        // The analysis carries the day configured, so the two never disagree.
        participantAnalysis:
          analysis.meeting_date === undefined ? analysis : { ...analysis, meeting_date: values.date },
        me,
      },
      { onSuccess: () => onConfigured(values.name) },
    ),
  )

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={uploadMessages.upload.configureMeeting}
      description="Name and date the meeting, then processing starts."
      onOpenAutoFocus={(event) => {
        // The first field, not the close button Radix would pick first.
        event.preventDefault()
        document.getElementById(nameId)?.focus()
      }}
    >
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-4"
        aria-label={uploadMessages.upload.configureMeeting}
      >
        {configure.isError ? (
          <Alert tone="error">{refusalMessage(configure.error, uploadMessages.upload.configureFailed)}</Alert>
        ) : null}
        <Field
          id={nameId}
          label="Meeting name"
          error={errors.name?.message}
          maxLength={300}
          {...form.register('name')}
        />
        <Field
          label="Date"
          type="date"
          min="2000-01-01"
          max={todayIsoDate()}
          hint={inferred ? meetingDateHint(date, inferred) : undefined}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <div className="space-y-1.5">
          <Label htmlFor="meeting-description">
            Description <span className="font-normal text-slate-600">(optional)</span>
          </Label>
          <textarea
            id="meeting-description"
            rows={3}
            maxLength={2000}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
            {...form.register('description')}
          />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Back to Review
          </Button>
          <Button type="submit" loading={configure.isPending}>
            Start Processing
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
