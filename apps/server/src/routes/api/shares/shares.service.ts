import type {
  SaveSharedResponse,
  SharedCoachingResponse,
  SharePreviewResponse,
  ShareRemovalView,
  ShareView,
} from '@rapport/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ShareRow } from '../../../db/schema/index.ts'
import { withTenant } from '../../../db/tenant-scope.ts'
import { sharedCoachingEmail } from '../../../emails/templates.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors.ts'
import { hashLinkToken, newLinkToken } from '../../../lib/secure-token.ts'
import { type AuthContext, hasRole } from '../../../plugins/app/auth/index.ts'
import { fullName } from '../../../plugins/app/auth/presenters.ts'
import { savedCoachingRepository } from './saved-coaching.repository.ts'
import { buildSharedSection } from './share-section.ts'
import { sharesRepository } from './shares.repository.ts'

/** One answer for every link that does not work (forged, expired, revoked): nothing to tell them apart. */
export const LINK_NOT_FOUND = 'This link does not work. It may have expired or been withdrawn.'
export const NOT_SHARER =
  'Only the person who uploaded this meeting or an administrator can share its coaching.'
export const OPTED_OUT = 'This address has asked not to receive shared coaching.'
export const TEAM_WORKSPACE =
  'Shared coaching is saved to an individual workspace. Sign in with your own account (or sign up) to save it.'
export const NOT_RECIPIENT = (email: string) =>
  `This coaching was shared with ${email}. Sign in with that address to save it.`
const DAY_MS = 24 * 3600_000

export function sharesService(app: FastifyInstance) {
  const db = app.deps.database.db
  const repo = sharesRepository(db)
  const saved = savedCoachingRepository(db)
  const publicUrl = app.deps.env.PUBLIC_URL ?? `http://localhost:${app.deps.env.PORT}`
  const linkNotFound = () => new NotFoundError('Shared coaching', LINK_NOT_FOUND)

  /** The meeting, when the caller may share it: its uploader (role user or above) or an admin. */
  async function sharableMeeting(auth: AuthContext, meetingId: string) {
    const meeting = await repo.meeting(auth.tenantId, meetingId)
    if (!meeting) throw new NotFoundError('Meeting')
    const owner = meeting.createdBy === auth.user.id && hasRole(auth.role, 'user')
    if (!owner && !hasRole(auth.role, 'admin')) throw new ForbiddenError(NOT_SHARER)
    return meeting
  }

  /** The section one participant of the meeting would read, and their person. */
  async function sectionFor(auth: AuthContext, meetingId: string, participantId: string) {
    const meeting = await sharableMeeting(auth, meetingId)
    const sources = await repo.sectionSources(auth.tenantId, meeting)
    const participant = sources.participants.find((p) => p.id === participantId)
    if (!participant) throw new NotFoundError('Participant')
    const section = buildSharedSection({
      meeting,
      participant,
      others: sources.participants.filter((p) => p.id !== participantId),
      metrics: sources.metrics,
      cues: sources.cues,
      speakers: sources.speakers,
    })
    return { meeting, participant, section }
  }

  const senderName = (auth: AuthContext) => fullName(auth.user) || auth.user.email

  async function usableShare(token: string) {
    const share = await repo.findByTokenHash(hashLinkToken(token))
    if (!share) throw linkNotFound()
    return share
  }

  return {
    async preview(
      auth: AuthContext,
      meetingId: string,
      participantId: string,
    ): Promise<SharePreviewResponse> {
      const { participant, section } = await sectionFor(auth, meetingId, participantId)
      const suggestions = await repo.suggestions(auth.tenantId, participant.personId)
      const seen = new Set<string>()
      return {
        section,
        sender_name: senderName(auth),
        suggestions: suggestions.filter((s) => !seen.has(s.email) && seen.add(s.email) !== undefined),
      }
    },

    async create(
      auth: AuthContext,
      meetingId: string,
      participantId: string,
      email: string,
      request: FastifyRequest,
    ): Promise<{ share: ShareView }> {
      const { meeting, participant, section } = await sectionFor(auth, meetingId, participantId)
      if (await repo.isOptedOut(email)) throw new ConflictError(OPTED_OUT)
      const { token, hash } = newLinkToken()
      const expiresAt = new Date(Date.now() + auth.tenant.shareLinkDays * DAY_MS)
      const sender = senderName(auth)
      const row = await repo.create({
        tenantId: auth.tenantId,
        meetingId: meeting.id,
        personId: participant.personId,
        participantName: participant.name,
        email,
        tokenHash: hash,
        senderId: auth.user.id,
        senderName: sender,
        section,
        expiresAt,
      })
      await app.audit(request, {
        action: 'share.create',
        tenantId: auth.tenantId,
        targetType: 'share',
        targetId: row.id,
        details: { meeting_id: meeting.id, person_id: participant.personId, email },
      })
      await app.mailer.send(
        sharedCoachingEmail(email, `${publicUrl}/shared/${token}`, {
          sender,
          meetingTitle: section.meeting.title,
          meetingDate: section.meeting.date,
          expiresAt,
        }),
      )
      return { share: presentShare(row, participant.id) }
    },

    async list(auth: AuthContext, meetingId: string): Promise<{ shares: ShareView[] }> {
      await sharableMeeting(auth, meetingId)
      const rows = await repo.listForMeeting(auth.tenantId, meetingId)
      return { shares: rows.map((r) => presentShare(r.share, r.participantId)) }
    },

    async revoke(auth: AuthContext, meetingId: string, shareId: string, request: FastifyRequest) {
      await sharableMeeting(auth, meetingId)
      await withTenant(db, auth.tenantId, async (tx) => {
        const row = await repo.revoke(auth.tenantId, meetingId, shareId, tx)
        if (!row) throw new NotFoundError('Share')
        await app.audit(
          request,
          {
            action: 'share.revoke',
            tenantId: auth.tenantId,
            targetType: 'share',
            targetId: row.id,
            details: { meeting_id: meetingId, email: row.email },
          },
          tx,
        )
      })
      return { message: 'Link withdrawn' }
    },

    /** The recipient's read (no account): their one section, as it was sent. */
    async read(token: string, request: FastifyRequest): Promise<SharedCoachingResponse> {
      const share = await usableShare(token)
      if (await repo.markOpened(share.tenantId, share.id)) {
        await app.audit(request, {
          action: 'share.open',
          tenantId: share.tenantId,
          targetType: 'share',
          targetId: share.id,
        })
      }
      return {
        section: share.section,
        sender_name: share.senderName,
        shared_with: share.email,
        expires_at: share.expiresAt.toISOString(),
        saved: share.savedAt !== null,
      }
    },

    async requestRemoval(token: string, request: FastifyRequest) {
      const share = await usableShare(token)
      const id = await repo.requestRemoval(share.tenantId, share)
      if (id) {
        await app.audit(request, {
          action: 'share.removal_request',
          tenantId: share.tenantId,
          targetType: 'share_removal_request',
          targetId: id,
          details: { share_id: share.id, meeting_id: share.meetingId, email: share.email },
        })
      }
      return {
        message: 'Your request was sent. Your coaching is hidden from the meeting until it is handled.',
      }
    },

    async optOut(token: string, request: FastifyRequest) {
      const share = await usableShare(token)
      await repo.optOut(share.email)
      await app.audit(request, {
        action: 'share.opt_out',
        tenantId: share.tenantId,
        targetType: 'share',
        targetId: share.id,
        details: { email: share.email },
      })
      return { message: 'No more coaching will be shared with this address.' }
    },

    /** "Save this to my coaching": into the signed-in recipient's own individual workspace. */
    async save(auth: AuthContext, token: string, request: FastifyRequest): Promise<SaveSharedResponse> {
      const share = await usableShare(token)
      if (auth.user.email.toLowerCase() !== share.email) throw new ForbiddenError(NOT_RECIPIENT(share.email))
      if (auth.tenant.isTeamAccount || auth.originalTenant !== null) throw new ForbiddenError(TEAM_WORKSPACE)
      if (share.savedMeetingId) return { meeting_id: share.savedMeetingId }
      const meetingId = await saved.save(auth.tenantId, auth.user.id, share.section, {
        senderName: share.senderName,
      })
      await repo.markSaved(share.tenantId, share.id, meetingId)
      // Recorded in both tenants: the sender's (their share was kept) and the recipient's own.
      for (const tenantId of [share.tenantId, auth.tenantId]) {
        await app.audit(request, {
          action: 'share.save',
          tenantId,
          targetType: 'share',
          targetId: share.id,
          details: { saved_meeting_id: meetingId },
        })
      }
      return { meeting_id: meetingId }
    },

    async removals(auth: AuthContext): Promise<{ requests: ShareRemovalView[] }> {
      const rows = await repo.openRemovals(auth.tenantId)
      return {
        requests: rows.map(({ request, meetingName }) => ({
          request_id: request.id,
          meeting_id: request.meetingId,
          meeting_name: meetingName,
          person_id: request.personId,
          participant_name: request.participantName,
          email: request.email,
          created_at: request.createdAt.toISOString(),
        })),
      }
    },

    async resolveRemoval(
      auth: AuthContext,
      requestId: string,
      outcome: 'restored' | 'deleted',
      request: FastifyRequest,
    ) {
      const resolved = await repo.resolveRemoval(auth.tenantId, requestId, outcome, auth.user.id)
      if (!resolved) throw new NotFoundError('Removal request')
      await app.audit(request, {
        action: outcome === 'restored' ? 'share.removal_restore' : 'share.removal_delete',
        tenantId: auth.tenantId,
        targetType: 'share_removal_request',
        targetId: requestId,
        details: { meeting_id: resolved.meetingId, person_id: resolved.personId },
      })
      return {
        message:
          outcome === 'restored' ? 'Their coaching is back in the meeting.' : 'Their coaching was deleted.',
      }
    },
  }
}

function presentShare(row: ShareRow, participantId: string | null): ShareView {
  const status = row.revokedAt ? 'revoked' : row.expiresAt.getTime() <= Date.now() ? 'expired' : 'active'
  return {
    share_id: row.id,
    participant_id: participantId,
    person_id: row.personId,
    participant_name: row.participantName,
    email: row.email,
    sender_name: row.senderName,
    status,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    first_opened_at: row.firstOpenedAt?.toISOString() ?? null,
    saved_at: row.savedAt?.toISOString() ?? null,
  }
}
