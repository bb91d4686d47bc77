import {
  MAX_TRANSCRIPT_CUES,
  MAX_TRANSCRIPT_WORDS,
  MIN_TALK_SECONDS_FOR_SCORING,
  MIN_WORDS_FOR_SCORING,
} from '@rapport/analysis/rules'
import type { ReactNode } from 'react'

/** Help text (spec §1, §2 'Help modal', §9): plain instructions, one component per tab. */

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  )
}

export const listStyles = 'list-disc space-y-1 pl-5'

export function GettingStarted() {
  return (
    <div className="space-y-5">
      <p>
        Rapport reads the transcript of a meeting you were in, scores how you communicate and gives you
        coaching you can act on. Your first analysis takes a few minutes:
      </p>
      <ol className="list-decimal space-y-3 pl-5">
        <li>
          <strong>Upload a transcript.</strong> Choose Import VTT and drop in the .vtt file exported from
          Zoom, Teams or Meet (see the VTT Format tab).
        </li>
        <li>
          <strong>Review participants and pick “This is me”.</strong> Rapport finds the speakers, suggests job
          titles, each person's role in the meeting and a meeting title. Choose which speaker you are with
          “This is me”, so your coaching is about you, and correct anything that is wrong: scores are judged
          against the role.
        </li>
        <li>
          <strong>Processing.</strong> A progress screen shows each step of the analysis; when it finishes you
          are taken to the results.
        </li>
        <li>
          <strong>My Coaching.</strong> Your home in Rapport: what went well in your latest meeting, the one
          thing to practise next, your goals' progress and your scores across your recent meetings.
        </li>
        <li>
          <strong>Dashboard.</strong> Open any meeting to see your scores on the five dimensions, coaching
          with quotes from what you said, and everyone else's scores beside yours.
        </li>
        <li>
          <strong>Goals.</strong> Pick a metric you want to improve, set a target, and follow your progress
          across meetings.
        </li>
        <li>
          <strong>Analytics.</strong> Track your scores over time (30 days to a year) to see which of your
          habits are changing.
        </li>
      </ol>
    </div>
  )
}

export function VttFormat() {
  return (
    <div className="space-y-5">
      <Section title="File requirements">
        <ul className={listStyles}>
          <li>
            The file must be <strong>.vtt</strong> (WebVTT) and start with the line{' '}
            <code className="rounded bg-slate-100 px-1">WEBVTT</code>.
          </li>
          <li>
            It must use speaker tags, either <code className="rounded bg-slate-100 px-1">&lt;v Name&gt;</code>{' '}
            or <code className="rounded bg-slate-100 px-1">Name:</code> at the start of each caption.
          </li>
          <li>It must have at least 2 speakers and be at least 5 minutes long.</li>
          <li>Maximum meeting length: 2 hours. Maximum file size: 50 MB.</li>
          <li>
            At most {MAX_TRANSCRIPT_WORDS.toLocaleString('en-US')} words and{' '}
            {MAX_TRANSCRIPT_CUES.toLocaleString('en-US')} cues per transcript (a 2-hour meeting has about
            20,000 words).
          </li>
        </ul>
      </Section>
      <Section title="For a useful analysis">
        <ul className={listStyles}>
          <li>At least 5 minutes of recording.</li>
          <li>2 to 8 participants. Meetings with more participants are still analysed, with a warning.</li>
          <li>
            At least {MIN_TALK_SECONDS_FOR_SCORING} seconds of talk time per participant, and{' '}
            {MIN_WORDS_FOR_SCORING} words, to be scored.
          </li>
        </ul>
      </Section>
      <Section title="Example">
        <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-xs text-slate-800">
          {
            'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Ada Lovelace>Shall we start with the roadmap?\n\n00:00:04.500 --> 00:00:07.000\n<v Alan Turing>Yes, I have three updates.'
          }
        </pre>
      </Section>
      <Section title="Getting a VTT file">
        <ul className={listStyles}>
          <li>
            <strong>Zoom:</strong> turn on Audio transcript under Settings › Recording › Cloud recording.
            After the meeting, open Recordings, choose the meeting and download the transcript (.vtt).
          </li>
          <li>
            <strong>Microsoft Teams:</strong> start transcription during the meeting. Afterwards open the
            meeting's Recap (or the chat), select Transcript and Download as .vtt.
          </li>
          <li>
            <strong>Google Meet:</strong> Meet saves its transcript as a Google Doc, not as a .vtt file. If
            the meeting was recorded, open the recording in Google Drive and download its captions as .vtt;
            otherwise use a recorder or note-taker that exports WebVTT.
          </li>
        </ul>
      </Section>
    </div>
  )
}

export function Security() {
  return (
    <div className="space-y-5">
      <Section title="Sign-in">
        <p>Sessions expire after 24 hours; after that you sign in again.</p>
      </Section>
      <Section title="Your data">
        <ul className={listStyles}>
          <li>
            Data is separated per tenant (your organisation's account): transcripts, scores and goals are
            never shared with another tenant.
          </li>
          <li>
            Coaching is for the person's own growth. Meetings and their analyses are visible to members of
            your tenant.
          </li>
        </ul>
      </Section>
      <Section title="Administration">
        <ul className={listStyles}>
          <li>Team accounts have admin controls: admins invite and manage users and settings.</li>
          <li>A super admin can impersonate a tenant to give support; every switch is audited.</li>
        </ul>
      </Section>
    </div>
  )
}

export function Billing() {
  return (
    <div className="space-y-5">
      <Section title="Individual plan">
        <ul className={listStyles}>
          <li>$49 per month, for up to 20 meeting analyses per month.</li>
          <li>14-day trial. The trial needs a credit card and bills automatically after 14 days.</li>
          <li>30-day satisfaction refund: if you are not satisfied within 30 days, ask us for a refund.</li>
        </ul>
      </Section>
      <Section title="Teams and enterprise">
        <p>
          Team plans and enterprise agreements are arranged with us directly; contact us for pricing and
          limits.
        </p>
      </Section>
    </div>
  )
}
