import { installPlainMessages } from '@rapport/contracts'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { prefetchPageData } from './app/prefetch-page-data.ts'
import { AppProvider } from './app/provider.tsx'
import { AppRouter, preloadRoutes } from './app/router.tsx'
import { AppErrorBoundary } from './components/errors/app-error-boundary.tsx'
import './index.css'
import { parseWithoutCodegen } from './lib/parse-without-codegen.ts'
import { createQueryClient } from './lib/query-client.ts'

// zod's messages in plain words, as on the server (the forms' own spec strings still win).
installPlainMessages()
// …and parsed without compiling a parser per object schema (each answer is parsed once or twice).
parseWithoutCodegen()

// The first address's page chunks start loading now, beside the session check, not one after the other.
preloadRoutes(window.location.pathname)
// …and its data, where the page is a meeting's and a token is stored.
const queryClient = createQueryClient()
prefetchPageData(queryClient, window.location.pathname)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </AppErrorBoundary>
  </StrictMode>,
)
