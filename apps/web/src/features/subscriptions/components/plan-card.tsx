import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button, buttonStyles } from '../../../components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import { messages } from '../../../messages.ts'
import { portalErrorMessage, useOpenBillingPortal } from '../api/create-portal-session.ts'
import { subscriptionStatusQueryOptions } from '../api/get-subscription-status.ts'
import { SubscriptionState } from './subscription-state.tsx'
import { needsPlan, START_TRIAL_HREF } from './trial-offer.tsx'

/**
 * Not in the spec (issue 21): an individual account's plan, on its Settings page — its state and
 * the one thing to do about it. A team's billing is arranged with us, so teams have no card.
 */
export function PlanCard() {
  const session = useSession()
  const isTeam = session.data?.tenant.is_team_account ?? true
  const status = useQuery({ ...subscriptionStatusQueryOptions(), enabled: Boolean(session.data) && !isTeam })
  const portal = useOpenBillingPortal()
  // No billing on this server (null), or a team: nothing to show.
  if (isTeam || !status.data) return null
  const data = status.data
  const trialUsed = data.trial_used || data.trial_expired

  return (
    <Card>
      <CardHeader>
        <CardTitle>{messages.account.planTitle}</CardTitle>
        <CardDescription>{messages.account.planDescription}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="flex items-center gap-2 text-sm text-slate-700">
          {messages.account.planState} <SubscriptionState status={data} />
        </p>
        {needsPlan(data) ? (
          <Link
            to={trialUsed ? paths.pricing.getHref() : START_TRIAL_HREF}
            className={buttonStyles({ className: 'w-full sm:w-auto' })}
          >
            {trialUsed ? messages.subscriptions.subscribe : messages.subscriptions.startTrial}
          </Link>
        ) : (
          <Button variant="secondary" loading={portal.isPending} onClick={() => portal.mutate()}>
            {messages.userMenu.manageSubscription}
          </Button>
        )}
        {portal.isError ? <Alert tone="error">{portalErrorMessage(portal.error)}</Alert> : null}
      </CardContent>
    </Card>
  )
}
