import { ANALYTICS_RANGES, type AnalyticsRange, MAX_ANALYTICS_TREND_LINES } from '@rapport/contracts'
import { useId } from 'react'
import { cn } from '../../../components/ui/cn.ts'
import { messages } from '../../../messages.ts'

const selectStyles = cn(
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
)

type Props = {
  people: readonly { person_id: string; full_name: string; is_me?: boolean | undefined }[]
  personId: string
  onPersonChange: (personId: string) => void
  days: AnalyticsRange
  onDaysChange: (days: AnalyticsRange) => void
  dimensions: readonly { dimension_name: string; sub_dimension_count: number }[]
  selected: readonly string[]
  onSelectedChange: (selected: string[]) => void
}

/**
 * Person, date range and dimensions: everything below follows these. Any of the dimensions can be
 * chosen; only the line chart stops at three (spec), which its own note explains.
 */
export function AnalyticsControls(props: Props) {
  const personId = useId()
  const rangeId = useId()
  const hintId = useId()
  return (
    <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_1fr_2fr]">
      <div className="space-y-1.5">
        <label htmlFor={personId} className="block text-sm font-medium text-slate-800">
          Person
        </label>
        <select
          id={personId}
          className={selectStyles}
          value={props.personId}
          onChange={(e) => props.onPersonChange(e.target.value)}
        >
          {props.people.map((p) => (
            <option key={p.person_id} value={p.person_id}>
              {p.is_me ? `${p.full_name} (${messages.me.you})` : p.full_name}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={rangeId} className="block text-sm font-medium text-slate-800">
          Date range
        </label>
        <select
          id={rangeId}
          className={selectStyles}
          value={props.days}
          onChange={(e) => {
            const days = ANALYTICS_RANGES.find((r) => r === Number(e.target.value))
            if (days) props.onDaysChange(days)
          }}
        >
          {ANALYTICS_RANGES.map((days) => (
            <option key={days} value={days}>
              {`Last ${days} days`}
            </option>
          ))}
        </select>
      </div>
      <fieldset aria-describedby={hintId} className="space-y-1.5">
        <legend className="text-sm font-medium text-slate-800">Dimensions</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2 pt-1.5">
          {props.dimensions.map((d) => {
            const checked = props.selected.includes(d.dimension_name)
            return (
              <label key={d.dimension_name} className="inline-flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 rounded border-slate-300 accent-brand-600"
                  checked={checked}
                  onChange={(e) =>
                    props.onSelectedChange(
                      e.target.checked
                        ? props.dimensions
                            .map((x) => x.dimension_name)
                            .filter((name) => name === d.dimension_name || props.selected.includes(name))
                        : props.selected.filter((name) => name !== d.dimension_name),
                    )
                  }
                />
                {d.dimension_name}
                <span className="text-xs text-slate-600">({d.sub_dimension_count})</span>
              </label>
            )
          })}
        </div>
        <p id={hintId} className="text-xs text-slate-600">
          {`The number is how many metrics each holds. Trend lines show up to ${MAX_ANALYTICS_TREND_LINES} dimensions.`}
        </p>
      </fieldset>
    </div>
  )
}
