import { type MeetingType, meetingType, meetingTypes } from '@rapport/contracts'
import { useId } from 'react'
import { Label } from '../../../components/ui/input.tsx'
import { messages } from '../../../messages.ts'

const text = messages.meetingContext

/**
 * The review step's "Meeting type": inferred from the transcript, editable, sent with configure.
 * An analysis made before types were inferred has none: the empty choice then leaves it to the
 * server, which infers it while processing.
 */
export function MeetingTypeField({
  value,
  reason,
  onChange,
}: {
  value: MeetingType | undefined
  /** Why the analyzer suggested this type, in one sentence. */
  reason?: string | undefined
  onChange: (value: MeetingType) => void
}) {
  const id = useId()
  const hintId = useId()
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{text.meetingTypeLabel}</Label>
      <select
        id={id}
        aria-describedby={hintId}
        value={value ?? ''}
        onChange={(event) => {
          const chosen = meetingType.safeParse(event.target.value)
          if (chosen.success) onChange(chosen.data)
        }}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 sm:max-w-xs"
      >
        {value === undefined ? <option value="">—</option> : null}
        {meetingTypes.map((type) => (
          <option key={type} value={type}>
            {text.meetingTypes[type]}
          </option>
        ))}
      </select>
      <p id={hintId} className="text-xs text-slate-600">
        {reason ? `${text.inferredBecause(reason)} ` : ''}
        {text.meetingTypeHint}
      </p>
    </div>
  )
}
