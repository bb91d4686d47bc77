import { MAX_TRANSCRIPT_CUES, MAX_TRANSCRIPT_WORDS, SCORING_FLOOR_TEXT } from '@rapport/analysis/rules'
import { Dialog } from '../../../components/ui/dialog.tsx'

const count = (n: number) => n.toLocaleString('en-US')

/** The per-upload limits, as the refusal states them. */
export const uploadLimitsText = `At most 2 hours, 50 MB, ${count(MAX_TRANSCRIPT_WORDS)} words and ${count(MAX_TRANSCRIPT_CUES)} cues per upload (a 2-hour meeting has about 20,000 words).`

/** 'How do I get a VTT file?': where Zoom and Teams keep their transcripts, and what a good file has. */
export function VttHelpDialog() {
  return (
    <Dialog
      title="How to get a VTT file"
      description="Rapport reads the transcript your meeting tool already makes."
      trigger={
        <button
          type="button"
          className="rounded text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          How do I get a VTT file?
        </button>
      }
    >
      <div className="space-y-4 text-sm text-slate-700">
        <section className="space-y-1">
          <h3 className="font-semibold text-slate-900">Zoom</h3>
          <p>
            Turn on <em>Audio transcript</em> under Settings › Recording › Cloud recording. After the meeting,
            open Recordings, choose the meeting and download the transcript (.vtt).
          </p>
        </section>
        <section className="space-y-1">
          <h3 className="font-semibold text-slate-900">Microsoft Teams</h3>
          <p>
            Start transcription during the meeting. Afterwards open the meeting's Recap, go to Transcript and
            choose Download › Download as .vtt.
          </p>
        </section>
        <section className="space-y-1">
          <h3 className="font-semibold text-slate-900">What a good transcript has</h3>
          <ul className="list-disc space-y-0.5 pl-5">
            <li>It starts with WEBVTT and names the speaker on each line.</li>
            <li>At least 5 minutes of recording, with 2 to 8 participants.</li>
            <li>About {SCORING_FLOOR_TEXT} for each participant to be scored.</li>
            <li>{uploadLimitsText}</li>
          </ul>
        </section>
      </div>
    </Dialog>
  )
}
