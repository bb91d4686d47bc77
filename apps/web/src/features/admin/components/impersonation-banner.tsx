import type { CurrentTenant, ImpersonationContext } from '@rapport/contracts'
import { Button } from '../../../components/ui/button.tsx'
import { messages } from '../../../messages.ts'
import { useExitImpersonation } from '../api/exit-impersonation.ts'

type ImpersonationBannerProps = { tenant: CurrentTenant; context: ImpersonationContext }

/** Says whose tenant a super admin is acting inside, with the way back. */
export function ImpersonationBanner({ tenant, context }: ImpersonationBannerProps) {
  const exit = useExitImpersonation()
  if (!context.is_impersonating) return null
  return (
    <section aria-label="Impersonation" className="border-b border-amber-200 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          Viewing as <strong>{tenant.tenant_name}</strong>
          {context.original_tenant_name ? (
            <>
              {' '}
              · your tenant: <strong>{context.original_tenant_name}</strong>
            </>
          ) : null}
        </p>
        <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
          {exit.isError ? (
            <p role="alert" className="font-medium text-red-800">
              {messages.admin.impersonation.exitFailed}
            </p>
          ) : null}
          <Button size="sm" variant="secondary" loading={exit.isPending} onClick={() => exit.mutate()}>
            {messages.admin.impersonation.exit}
          </Button>
        </div>
      </div>
    </section>
  )
}
