import { zodResolver } from '@hookform/resolvers/zod'
import {
  type CreateInvitationRequest,
  createInvitationRequest,
  type Invitation,
  invitationRoles,
} from '@rapport/contracts'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { roleLabels } from '../../../lib/authorization.ts'
import { useCreateInvitation } from '../api/create-invitation.ts'
import { useInvitations } from '../api/get-invitations.ts'
import { useRevokeInvitation } from '../api/revoke-invitation.ts'
import { useVanishingError } from '../utils/use-vanishing-error.ts'
import { Badge, DataTable, formatDate, RowAction, SelectField, Td, Th } from './admin-ui.tsx'

/** Spec §8: 'Invitation created successfully!' stays 5 s, longer than other success messages. */
export const INVITATION_CREATED_TOAST_MS = 5000

export function InvitationManagement() {
  const toast = useToast()
  const invitations = useInvitations()
  const revoke = useRevokeInvitation()
  const [sendOpen, setSendOpen] = useState(false)
  const [revoking, setRevoking] = useState<Invitation | null>(null)

  const confirmRevoke = () => {
    if (!revoking) return
    revoke.mutate(revoking.invitation_id, {
      onSuccess: () => toast.success(adminMessages.invitations.revoked),
      onError: (error) => toast.error(errorMessage(error, adminMessages.invitations.revokeFailed)),
    })
    setRevoking(null)
  }

  const list = invitations.data ?? []

  return (
    <section aria-labelledby="invitations-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
          Invitation Management
        </h2>
        <Button onClick={() => setSendOpen(true)}>{adminMessages.invitations.sendInvitation}</Button>
      </div>

      {invitations.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-slate-600">
          {adminMessages.invitations.loading}
        </p>
      ) : invitations.isError ? (
        <Alert tone="error">{errorMessage(invitations.error, adminMessages.invitations.loadFailed)}</Alert>
      ) : list.length === 0 ? (
        <div className="space-y-3 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center">
          <p className="text-sm text-slate-700">{adminMessages.invitations.empty}</p>
          <Button variant="secondary" onClick={() => setSendOpen(true)}>
            {adminMessages.invitations.sendFirst}
          </Button>
        </div>
      ) : (
        <DataTable label="Invitations">
          <thead className="bg-slate-50">
            <tr>
              <Th>Email</Th>
              <Th>Role</Th>
              <Th>Invited By</Th>
              <Th>Sent</Th>
              <Th>Expires</Th>
              <Th>Status</Th>
              <Th>Actions</Th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.map((invitation) => (
              <tr key={invitation.invitation_id}>
                <Td className="font-medium text-slate-900">{invitation.email}</Td>
                <Td>{roleLabels[invitation.role]}</Td>
                <Td>{invitation.invited_by}</Td>
                <Td>{formatDate(invitation.created_at, adminMessages.invitations.loadingDate)}</Td>
                <Td>{formatDate(invitation.expires_at, adminMessages.invitations.loadingDate)}</Td>
                <Td>
                  {invitation.is_expired ? (
                    <Badge tone="slate">Expired</Badge>
                  ) : (
                    <Badge tone="amber">Pending</Badge>
                  )}
                </Td>
                <Td>
                  {/* Expired invitations have no revoke action (spec §4). */}
                  {invitation.is_expired ? null : (
                    <RowAction
                      label={`Revoke invitation for ${invitation.email}`}
                      onClick={() => setRevoking(invitation)}
                      danger
                    >
                      Revoke
                    </RowAction>
                  )}
                </Td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}

      <Dialog
        open={sendOpen}
        onOpenChange={setSendOpen}
        title={adminMessages.invitations.sendInvitation}
        description="The invitation link is valid for a limited time."
      >
        {sendOpen ? <InvitationForm onDone={() => setSendOpen(false)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null)
        }}
        title="Revoke invitation"
        description={adminMessages.invitations.confirmRevoke}
        confirmLabel="Revoke"
        destructive
        onConfirm={confirmRevoke}
      />
    </section>
  )
}

function InvitationForm({ onDone }: { onDone: () => void }) {
  const toast = useToast()
  const create = useCreateInvitation()
  useVanishingError(create)
  const form = useForm<z.input<typeof createInvitationRequest>, unknown, CreateInvitationRequest>({
    resolver: zodResolver(createInvitationRequest),
    defaultValues: { email: '', role: 'user' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((data) =>
    create.mutate(data, {
      onSuccess: () => {
        toast.success(adminMessages.invitations.created, INVITATION_CREATED_TOAST_MS)
        onDone()
      },
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Send invitation">
      {create.isError ? (
        <Alert tone="error">{errorMessage(create.error, adminMessages.invitations.createFailed)}</Alert>
      ) : null}
      <Field
        label="Email"
        type="email"
        autoComplete="off"
        placeholder={adminMessages.invitations.emailPlaceholder}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SelectField label="Role" error={errors.role?.message} {...form.register('role')}>
        {invitationRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          {adminMessages.invitations.sendInvitation}
        </Button>
      </div>
    </form>
  )
}
