import type { MeetingTranscript, TranscriptCueView } from '@rapport/contracts'
import {
  defaultRangeExtractor,
  observeElementRect,
  type Range,
  useVirtualizer,
} from '@tanstack/react-virtual'
import { useCallback, useEffect, useId, useMemo, useRef } from 'react'
import { cn } from '../../../components/ui/cn.ts'
import { Input, Label } from '../../../components/ui/input.tsx'
import { messages } from '../../../messages.ts'
import { formatTimestamp } from '../utils/format.ts'
import { findMomentCue, type Moment, splitMatches } from '../utils/moment.ts'

const text = messages.transcript

/** A line's height before it is measured (one line of speech, with its speaker). */
const ESTIMATED_LINE_PX = 52
/** Lines drawn beyond each edge of the visible ones, so a quick scroll does not show a gap. */
const OVERSCAN_LINES = 12
/** The lines' region at its tallest (max-h-[28rem]). */
const REGION_MAX_PX = 448

/**
 * The open transcript's filters and lines (TranscriptPanel loads it on demand: the list virtualizer
 * stays out of a meeting page's first load while the transcript is folded). Only the lines in view
 * (and a few either side) are drawn: a two-hour meeting has thousands; the moment's line is always
 * drawn, so it keeps its focus while the list scrolls, and it is scrolled to and focused on arrival.
 */
export function TranscriptBody({
  transcript,
  moment,
  myParticipantId,
  query,
  onQueryChange,
  speaker,
  onSpeakerChange,
}: {
  transcript: MeetingTranscript
  moment: Moment | null
  myParticipantId?: string | undefined
  query: string
  onQueryChange: (query: string) => void
  speaker: string
  onSpeakerChange: (speaker: string) => void
}) {
  const cues = transcript.cues
  const target = moment && cues.length > 0 ? findMomentCue(cues, moment) : null
  const lineRefs = useRef(new Map<string, HTMLLIElement>())
  const scrollRef = useRef<HTMLElement>(null)
  const searchId = useId()
  const speakerId = useId()

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase()
    return cues.filter(
      (c) =>
        (!speaker || c.participantId === speaker || c.speaker === speaker) &&
        (!q || c.text.toLowerCase().includes(q)),
    )
  }, [cues, query, speaker])
  const targetIndex = target ? visible.findIndex((c) => c.id === target.id) : -1

  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_LINE_PX,
    overscan: OVERSCAN_LINES,
    getItemKey: (index) => visible[index]?.id ?? index,
    // Nothing laid out measures 0 (a page not yet painted, a document without layout): the
    // region is then taken at its tallest and a line at its estimate, never as empty.
    observeElementRect: (instance, onRect) =>
      observeElementRect(instance, (rect) =>
        onRect(rect.height > 0 ? rect : { width: rect.width, height: REGION_MAX_PX }),
      ),
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_LINE_PX,
    // The moment's line is drawn wherever the list is scrolled: it holds the focus.
    rangeExtractor: useCallback(
      (range: Range) => {
        const indexes = defaultRangeExtractor(range)
        if (targetIndex < 0 || indexes.includes(targetIndex)) return indexes
        return [...indexes, targetIndex].sort((a, b) => a - b)
      },
      [targetIndex],
    ),
  })

  // The moment's line is scrolled to and focused once it is drawn, which may be a render after the
  // transcript arrives (the list must be in the page before it knows which lines are in view).
  const pendingFocus = useRef<string | null>(null)
  const bringIntoView = useCallback(
    (line: HTMLLIElement, index: number) => {
      pendingFocus.current = null
      virtualizer.scrollToIndex(index, { align: 'center' })
      // The region itself may sit below the fold: the page scrolls to show the line too.
      line.scrollIntoView?.({ block: 'nearest' })
      line.focus({ preventScroll: true })
    },
    [virtualizer],
  )
  useEffect(() => {
    if (!target || targetIndex < 0) return
    const line = lineRefs.current.get(target.id)
    if (line) bringIntoView(line, targetIndex)
    else pendingFocus.current = target.id
  }, [target, targetIndex, bringIntoView])

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
            {transcript.speakers.map((s) => (
              <option key={s.name} value={s.participantId ?? s.name}>
                {s.participantId && s.participantId === myParticipantId ? `${s.name} (${text.you})` : s.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-xs text-slate-600" aria-live="polite">
        {text.count(visible.length, cues.length)}
      </p>
      {visible.length === 0 ? (
        <p className="py-4 text-center text-sm text-slate-600">{text.noMatches}</p>
      ) : (
        // A scrolling region is reachable by keyboard (Tab, then the arrow keys scroll it).
        <section
          ref={scrollRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable
          tabIndex={0}
          aria-label={text.lines}
          className="max-h-[28rem] overflow-y-auto rounded-lg border border-slate-200 p-2 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <ol className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const cue = visible[item.index]
              if (!cue) return null
              return (
                <TranscriptLine
                  key={item.key}
                  cue={cue}
                  index={item.index}
                  count={visible.length}
                  top={item.start}
                  query={query}
                  highlighted={cue.id === target?.id}
                  quote={cue.id === target?.id ? moment?.text : undefined}
                  mine={cue.participantId !== null && cue.participantId === myParticipantId}
                  lineRef={(el) => {
                    if (el) {
                      lineRefs.current.set(cue.id, el)
                      virtualizer.measureElement(el)
                      if (pendingFocus.current === cue.id) bringIntoView(el, item.index)
                    } else lineRefs.current.delete(cue.id)
                  }}
                />
              )
            })}
          </ol>
        </section>
      )}
    </>
  )
}

function TranscriptLine({
  cue,
  index,
  count,
  top,
  query,
  highlighted,
  quote,
  mine,
  lineRef,
}: {
  cue: TranscriptCueView
  /** Position among the lines shown (0-based) and how many there are: only some are drawn. */
  index: number
  count: number
  /** Offset from the top of the list, px. */
  top: number
  query: string
  highlighted: boolean
  quote: string | undefined
  mine: boolean
  lineRef: (el: HTMLLIElement | null) => void
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
      aria-posinset={index + 1}
      aria-setsize={count}
      data-cue={cue.id}
      data-index={index}
      style={{ transform: `translateY(${top}px)` }}
      className={cn(
        // Drawn where it sits in the whole list (only the lines near the view are drawn at all).
        'absolute inset-x-0 top-0',
        'grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-3 rounded-md px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600',
        highlighted ? 'bg-amber-50 ring-2 ring-amber-400' : mine ? 'bg-brand-50' : undefined,
      )}
    >
      <span className="pt-0.5 text-xs text-slate-600 tabular-nums">
        <time dateTime={`PT${Math.floor(cue.start)}S`}>{formatTimestamp(cue.start)}</time>
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
