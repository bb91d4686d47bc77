import { z } from 'zod'

/** POST /api/subscriptions/create-portal-session: the browser then navigates to `portal_url`. */
export const createPortalSessionResponse = z.object({ portal_url: z.string().min(1) })
export type CreatePortalSessionResponse = z.infer<typeof createPortalSessionResponse>
