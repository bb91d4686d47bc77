import type { QueryClient } from '@tanstack/react-query'
import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { ToastProvider } from '../components/ui/toast.tsx'
import { createQueryClient } from '../lib/query-client.ts'
import { useSessionFollowsToken } from '../lib/session.ts'

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient }

export function AppProvider({ children, queryClient: given }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient())
  useSessionFollowsToken(queryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  )
}
