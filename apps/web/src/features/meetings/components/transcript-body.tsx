import type { TranscriptCueView } from '@rapport/contracts'
import { type UIEvent, useCallback, useId, useLayoutEffect, useRef } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { Input, Label } from '../../../components/ui/input.tsx'
import { formatClock } from '../../../lib/format.ts'
import { messages } from '../../../messages.ts'
import { findMomentCue, type Moment, splitMatches } from '../utils/moment.ts'
import { useCentredOnArrival } from './use-centred-on-arrival.ts'

const text = messages.transcript

/** How close to an edge of the lines (px) scrolling loads the next page on that side. */
const LOAD_MARGIN_PX = 240

/** What the body shows: the lines loaded so far (in order), with the whole transcript's counts. */
export interface TranscriptView {
  speakers: readonly { name: string; participantId: string | null }[]
  /** Lines in the whole transcript. */
  cueCount: number
  /** With a search: lines that match in the whole transcript; else null. */
  matchCount: number | null
  cues: readonly TranscriptCueView[]
}

/** Loading a page on one side: how, whether it is under way, and the button's words. */
export interface MoreLines {
  load: () => void
  busy: boolean
  label?: string
}

/**
 * The open transcript's filters and the lines loaded so far (TranscriptPanel reads them from the
 * server a page at a time). Every loaded line is in the list, so a screen reader reads each with its
 * position in the whole transcript; scrolling near either end loads the next page there, as do the
 * "Load earlier/later lines" buttons for the keyboard. The moment's line is centred in view and
 * focused on arrival.
 */
export function TranscriptBody({
  view,
  moment,
  myParticipantId,
  query,
  onQueryChange,
  speaker,
  onSpeakerChange,
  earlier,
  later,
}: {
  view: TranscriptView
  moment: Moment | null
  myParticipantId?: string | undefined
  query: string
  onQueryChange: (query: string) => void
  speaker: string
  onSpeakerChange: (speaker: string) => void
  earlier: MoreLines | null
  later: (MoreLines & { label: string }) | null
}) {
  const { cues } = view
  const target = moment && cues.length > 0 ? findMomentCue(cues, moment) : null
  const searchId = useId()
  const speakerId = useId()
  const filtering = view.matchCount !== null
  const targetRef = useCentredOnArrival(target ? `${target.index}:${target.id}` : null)

  const boxRef = useRef<HTMLElement>(null)
  // Scrolling loads more only once the person scrolls the lines themselves: the moment's arrival
  // (centred, and centred again as the page settles) scrolls them too, and loading then depended
  // on timing (issue 30).
  const personScrolled = useRef(false)
  const onPersonScroll = useCallback(() => {
    personScrolled.current = true
  }, [])
  // The line held still while lines are added or dropped above it.
  const anchor = useRef<LineAnchor | null>(null)
  const firstIndex = cues[0]?.index ?? null
  const shownFirst = useRef(firstIndex)

  const onScroll = useCallback(
    (event: UIEvent<HTMLElement>) => {
      const box = event.currentTarget
      anchor.current = anchorLine(box)
      if (!personScrolled.current) return
      if (later && !later.busy && box.scrollTop + box.clientHeight >= box.scrollHeight - LOAD_MARGIN_PX)
        later.load()
      else if (earlier && !earlier.busy && box.scrollTop <= LOAD_MARGIN_PX) earlier.load()
    },
    [earlier, later],
  )

  // After every change: when the first line changed (a page added or dropped above), the anchor
  // line is put back where it was in the box, so the lines in view stay in view (the browser's own
  // scroll anchoring, off here, does nothing at the top of the box, where "Load earlier lines" is);
  // then the anchor is measured again.
  useLayoutEffect(() => {
    const box = boxRef.current
    if (!box) return
    const held = anchor.current
    if (held && shownFirst.current !== firstIndex) {
      const line = box.querySelector<HTMLElement>(`li[data-index="${held.index}"]`)
      if (line) box.scrollTop += topIn(box, line) - held.top
    }
    shownFirst.current = firstIndex
    anchor.current = anchorLine(box)
  })

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <div className="space-y-1.5">
          <Label htmlFor={searchId}>{text.search}</Label>
          <Input
            id={searchId}
            type="search"
            value={query}
            placeholder={text.searchPlaceholder}
            onChange={(e) => onQueryChange(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={speakerId}>{text.speaker}</Label>
          <select
            id={speakerId}
            value={speaker}
            onChange={(e) => onSpeakerChange(e.target.value)}
            className="block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
          >
            <option value="">{text.allSpeakers}</option>
            {view.speakers.map((s) => (
              <option key={s.name} value={s.name}>
                {s.participantId && s.participantId === myParticipantId ? `${s.name} (${text.you})` : s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        {text.count(view.matchCount ?? view.cueCount, view.cueCount)}
      </p>
      {cues.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600">{text.noMatches}</p>
      ) : (
        // A scrolling region is reachable by keyboard (Tab, then the arrow keys scroll it).
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
          tabIndex={0}
          aria-label={text.lines}
          aria-busy={Boolean(earlier?.busy || later?.busy)}
          ref={boxRef}
          onScroll={onScroll}
          onWheel={onPersonScroll}
          onTouchStart={onPersonScroll}
          onKeyDown={onPersonScroll}
          onPointerDown={onPersonScroll}
          className="max-h-[28rem] space-y-1 overflow-y-auto rounded-lg [overflow-anchor:none] border border-slate-200 p-2 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {earlier ? <MoreButton more={{ ...earlier, label: text.earlier }} /> : null}
          <ol>
            {cues.map((cue, i) => {
              const highlighted = cue.index === target?.index
              return (
                <TranscriptLine
                  key={cue.index}
                  cue={cue}
                  position={filtering ? i + 1 : cue.index + 1}
                  count={view.matchCount ?? view.cueCount}
                  query={query}
                  highlighted={highlighted}
                  quote={highlighted ? moment?.text : undefined}
                  mine={cue.participantId !== null && cue.participantId === myParticipantId}
                  lineRef={highlighted ? targetRef : undefined}
                />
              )
            })}
          </ol>
          {later ? <MoreButton more={later} /> : null}
        </section>
      )}
    </>
  )
}

/** A line and its top's distance (px) below the top of the box's visible area. */
interface LineAnchor {
  index: number
  top: number
}

function topIn(box: HTMLElement, line: HTMLElement): number {
  return line.getBoundingClientRect().top - box.getBoundingClientRect().top
}

/**
 * The line to hold still in the box: the moment's when it is in view, else the first line in view
 * (null before the lines are laid out).
 */
function anchorLine(box: HTMLElement): LineAnchor | null {
  const visible = (line: HTMLElement) => {
    const top = topIn(box, line)
    return top + line.offsetHeight > 0 && top < box.clientHeight
  }
  const moment = box.querySelector<HTMLElement>('li[aria-current="location"]')
  let line: HTMLElement | undefined = moment && visible(moment) ? moment : undefined
  if (!line) {
    // The lines are in order down the box: the first whose bottom is below the box's top.
    const lines = box.querySelectorAll<HTMLElement>('li[data-index]')
    let low = 0
    let high = lines.length
    while (low < high) {
      const mid = (low + high) >> 1
      const candidate = lines[mid]
      if (candidate && topIn(box, candidate) + candidate.offsetHeight <= 0) low = mid + 1
      else high = mid
    }
    const first = lines[low]
    line = first && visible(first) ? first : undefined
  }
  if (!line) return null
  return { index: Number(line.dataset.index), top: topIn(box, line) }
}

function MoreButton({ more }: { more: MoreLines & { label: string } }) {
  return (
    <div className="flex justify-center py-1">
      {/* Not disabled while loading: the button keeps the keyboard's focus. */}
      <Button variant="ghost" size="sm" onClick={() => (more.busy ? undefined : more.load())}>
        {more.busy ? text.loadingMore : more.label}
      </Button>
    </div>
  )
}

function TranscriptLine({
  cue,
  position,
  count,
  query,
  highlighted,
  quote,
  mine,
  lineRef,
}: {
  cue: TranscriptCueView
  /** Position among the lines (1-based: in the transcript, or among the matches) and how many there are. */
  position: number
  count: number
  query: string
  highlighted: boolean
  quote: string | undefined
  mine: boolean
  lineRef?: ((el: HTMLLIElement | null) => void) | undefined
}) {
  // The quote's words are marked in the highlighted line; elsewhere the search words are.
  const lower = cue.text.toLowerCase()
  const quoted = quote?.toLowerCase()
  const marked =
    highlighted && quote && quoted
      ? lower.includes(quoted)
        ? quote
        : // A quoted sentence that runs over several lines: this line is part of it.
          quoted.includes(lower)
          ? cue.text
          : query
      : query
  return (
    <li
      ref={lineRef}
      tabIndex={-1}
      aria-current={highlighted ? 'location' : undefined}
      aria-posinset={position}
      aria-setsize={count}
      data-cue={cue.id}
      data-index={cue.index}
      className={cn(
        'grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-3 rounded-md px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
        highlighted ? 'bg-amber-50 ring-2 ring-amber-400' : mine ? 'bg-brand-50' : undefined,
      )}
    >
      <span className="pt-0.5 text-xs text-slate-600 tabular-nums">
        <time dateTime={`PT${Math.floor(cue.start)}S`}>{formatClock(cue.start)}</time>
      </span>
      <span className="min-w-0">
        <span className="font-medium text-slate-900">
          {cue.speaker ?? text.unknownSpeaker}
          {mine ? <span className="ml-1 text-xs font-normal text-slate-600">({text.you})</span> : null}
        </span>
        {highlighted ? <span className="sr-only"> ({text.highlighted})</span> : null}
        <span className="block text-slate-800">
          {splitMatches(cue.text, marked).map((part, i) =>
            part.match ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
              <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
                {part.text}
              </mark>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed string
              <span key={i}>{part.text}</span>
            ),
          )}
        </span>
      </span>
    </li>
  )
}
