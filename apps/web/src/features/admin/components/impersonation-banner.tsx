import type { CurrentTenant, ImpersonationContext } from '@rapport/contracts'
import { adminMessages } from '../../../admin-messages.ts'
import { pageWidth } from '../../../components/layouts/page-width.ts'
import { Button } from '../../../components/ui/button.tsx'
import { cn } from '../../../components/ui/cn.ts'
import { useExitImpersonation } from '../api/exit-impersonation.ts'

type ImpersonationBannerProps = { tenant: CurrentTenant; context: ImpersonationContext }

/** Says whose tenant a super admin is acting inside, with the way back. */
export function ImpersonationBanner({ tenant, context }: ImpersonationBannerProps) {
  const exit = useExitImpersonation()
  if (!context.is_impersonating) return null
  return (
    // A privileged mode: a strong colour that cannot be mistaken for a notice (slate-950 on amber-400,
    // contrast above 10:1), with a striped edge.
    <section aria-label="Impersonation" className="border-y-4 border-slate-950 bg-amber-400 text-slate-950">
      <div
        className={cn(
          pageWidth,
          'flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between',
        )}
      >
        <p>
          <span className="mr-2 rounded bg-slate-950 px-1.5 py-0.5 text-xs font-bold tracking-wide text-amber-300 uppercase">
            {adminMessages.impersonation.mode}
          </span>
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
            <p role="alert" className="rounded bg-white px-2 py-0.5 font-medium text-red-800">
              {adminMessages.impersonation.exitFailed}
            </p>
          ) : null}
          <Button size="sm" variant="secondary" loading={exit.isPending} onClick={() => exit.mutate()}>
            {adminMessages.impersonation.exit}
          </Button>
        </div>
      </div>
    </section>
  )
}
