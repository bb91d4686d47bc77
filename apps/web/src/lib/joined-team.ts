import { z } from 'zod'

/**
 * The navigation state an accepted invitation leaves on `/`: the team just joined, so the home
 * welcomes the new member to it (issue 30). Any other state is no welcome.
 */
const joinedTeamState = z.object({ joinedTeam: z.string().min(1) })

export function welcomeToTeam(team: string): z.infer<typeof joinedTeamState> {
  return { joinedTeam: team }
}

export function joinedTeamOf(state: unknown): string | null {
  const parsed = joinedTeamState.safeParse(state)
  return parsed.success ? parsed.data.joinedTeam : null
}
