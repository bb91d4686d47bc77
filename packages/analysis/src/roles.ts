import type { RoleKind } from './metrics/types.ts'

/** The role names the built-in analyzer proposes, as shown in the participants table. */
export const ROLE_LABELS: Record<RoleKind, string> = {
  facilitator: 'Facilitator',
  presenter: 'Presenter',
  contributor: 'Contributor',
  participant: 'Participant',
  observer: 'Observer',
}

const PATTERNS: readonly [RegExp, RoleKind][] = [
  [/facilitat|host|chair|moderat|lead|organi[sz]er|coordinat|manager|owner|scrum|convener/i, 'facilitator'],
  [/present|speaker|demo|pitch|lectur|trainer|teacher|expert/i, 'presenter'],
  [/observ|listen|shadow|silent|guest|visitor/i, 'observer'],
  [/contribut|member|engineer|developer|designer|analyst|discuss|panel|reviewer|stakeholder/i, 'contributor'],
  [/participant|attendee/i, 'participant'],
]

/**
 * Maps a role as written (by the analyzer, an LLM or a user editing the table) to the kind of
 * role the scores adjust for. Unknown wording counts as a contributor.
 */
export function roleKind(role: string): RoleKind {
  for (const [pattern, kind] of PATTERNS) if (pattern.test(role)) return kind
  return 'contributor'
}
