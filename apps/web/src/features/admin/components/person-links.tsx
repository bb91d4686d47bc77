import { useId, useState } from 'react'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Input, Label } from '../../../components/ui/input.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { errorMessage } from '../../../lib/api-client.ts'
import { useLinkPerson, usePeople, useUnlinkPerson } from '../../../lib/people.ts'
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts'
import { useTeamMembers } from '../api/get-team-members.ts'
import { DataTable, Td, Th } from './admin-ui.tsx'

const text = adminMessages.personLinks

/** Typing pauses this long before the members are looked up. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300

/**
 * Who is who in meetings: an admin links each person of the tenant's meetings to the team member
 * they are (the same link "This is me" makes), or removes the link. A team larger than one page of
 * members is searched: the lists offer the members found, and each keeps the member it is linked to.
 */
export function PersonLinks({ tenantId }: { tenantId: string }) {
  const people = usePeople()
  const [search, setSearch] = useState('')
  const debouncedSearch = useDebouncedValue(search, MEMBER_SEARCH_DEBOUNCE_MS)
  const members = useTeamMembers(tenantId, debouncedSearch)
  const searchId = useId()
  const link = useLinkPerson()
  const unlink = useUnlinkPerson()
  const toast = useToast()

  const choose = (personId: string, current: string | null, userId: string) => {
    const done = {
      onSuccess: () => toast.success(text.saved),
      onError: (error: unknown) => toast.error(errorMessage(error, text.failed)),
    }
    if (userId) link.mutate({ personId, userId }, done)
    else if (current) unlink.mutate(personId, done)
  }

  return (
    <section aria-labelledby="person-links-heading" className="space-y-3">
      <div className="space-y-1">
        <h2 id="person-links-heading" className="text-lg font-semibold text-slate-900">
          {text.heading}
        </h2>
        <p className="text-sm text-slate-600">{text.intro}</p>
      </div>
      {people.isError || members.isError ? (
        <Alert tone="error">{text.loadFailed}</Alert>
      ) : people.isPending || members.isPending ? (
        <div className="space-y-2" role="status" aria-label={text.loading}>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : people.data.people.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-6 text-center text-sm text-slate-600">
          {text.empty}
        </p>
      ) : (
        <>
          <div className="max-w-md space-y-1.5">
            <Label htmlFor={searchId}>{text.findMember}</Label>
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              aria-describedby={`${searchId}-status`}
            />
            <p id={`${searchId}-status`} className="text-xs text-slate-600" aria-live="polite">
              {members.data.users.length === 0 && debouncedSearch.trim()
                ? text.noMemberFound(debouncedSearch.trim())
                : members.data.total > members.data.users.length
                  ? text.someMembers(members.data.users.length, members.data.total)
                  : text.findMemberHint}
            </p>
          </div>
          <DataTable label={text.heading}>
            <thead className="bg-slate-50">
              <tr>
                <Th>{text.person}</Th>
                <Th>{text.member}</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {people.data.people.map((person) => {
                const current = person.user_id ?? null
                return (
                  <tr key={person.person_id}>
                    <Td wrap className="font-medium text-slate-900">
                      {person.full_name}
                    </Td>
                    <Td>
                      <select
                        aria-label={text.memberFor(person.full_name)}
                        value={current ?? ''}
                        disabled={link.isPending || unlink.isPending}
                        onChange={(event) => choose(person.person_id, current, event.target.value)}
                        className="block h-9 w-full max-w-64 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0"
                      >
                        <option value="">{text.notLinked}</option>
                        {current && !members.data.users.some((member) => member.user_id === current) ? (
                          // Linked to someone the search did not bring: still shown, still chosen.
                          <option value={current}>{person.user_full_name ?? current}</option>
                        ) : null}
                        {members.data.users.map((member) => (
                          <option key={member.user_id} value={member.user_id}>
                            {member.full_name} ({member.email})
                          </option>
                        ))}
                      </select>
                    </Td>
                  </tr>
                )
              })}
            </tbody>
          </DataTable>
        </>
      )}
    </section>
  )
}
