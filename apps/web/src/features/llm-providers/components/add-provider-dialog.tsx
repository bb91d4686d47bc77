import { zodResolver } from '@hookform/resolvers/zod'
import {
  type AvailableLlmProvidersResponse,
  type CreateLlmProviderRequest,
  createLlmProviderRequest,
  LLM_MAX_OUTPUT_TOKENS,
  type LlmProviderName,
  llmProviderNames,
  type TestLlmProviderResponse,
} from '@rapport/contracts'
import { type ComponentProps, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'
import { adminMessages } from '../../../admin-messages.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Field, Label } from '../../../components/ui/input.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { errorMessage, isApiError } from '../../../lib/api-client.ts'
import { useCreateLlmProvider } from '../api/create-llm-provider.ts'
import { useAvailableLlmProviders } from '../api/get-available-llm-providers.ts'
import { useTestLlmProvider } from '../api/test-llm-provider.ts'

/** What the form holds: text as typed; `toRequest` turns it into the API's shape. */
type FormValues = {
  provider_name: string
  model_name: string
  display_name: string
  api_key: string
  is_default: boolean
  settings: { base_url: string; max_output_tokens: string }
}

const blank: FormValues = {
  provider_name: '',
  model_name: '',
  display_name: '',
  api_key: '',
  is_default: false,
  settings: { base_url: '', max_output_tokens: '' },
}

function toRequest(values: FormValues) {
  const baseUrl = values.settings.base_url.trim()
  const maxTokens = values.settings.max_output_tokens.trim()
  return {
    provider_name: values.provider_name,
    model_name: values.model_name,
    display_name: values.display_name,
    api_key: values.api_key,
    is_default: values.is_default,
    settings: {
      base_url: baseUrl === '' ? undefined : baseUrl,
      // Blank means the model's default.
      max_output_tokens: maxTokens === '' ? undefined : Number(maxTokens),
    },
  }
}

const formSchema = z
  .object({
    provider_name: z.string(),
    model_name: z.string(),
    display_name: z.string(),
    api_key: z.string(),
    is_default: z.boolean(),
    settings: z.object({ base_url: z.string(), max_output_tokens: z.string() }),
  })
  // Then the contract's own rules, with their messages, on the fields they name.
  .transform((values, ctx) => {
    const parsed = createLlmProviderRequest.safeParse(toRequest(values))
    if (parsed.success) return parsed.data
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
    }
    return z.NEVER
  })

/** The fields a connection test depends on: changing any of them asks for a new test. */
const testedFields = [
  'provider_name',
  'model_name',
  'api_key',
  'settings.base_url',
  'settings.max_output_tokens',
] as const

type FailureKind = NonNullable<TestLlmProviderResponse['error_kind']> | 'network'

/**
 * What a failed test means. The spec's 'check your API key' is for a refused key; a server that
 * cannot be reached or does not answer is not a key problem (the key is optional for a local one).
 */
export function testFailureMessage(kind: FailureKind | undefined): string {
  switch (kind) {
    case 'unavailable':
    case 'timeout':
      return adminMessages.llm.unreachable
    case 'network':
      return adminMessages.llm.apiUnreachable
    case 'auth':
    case undefined:
      return adminMessages.llm.testFailed
    default:
      return adminMessages.llm.testFailedOther
  }
}

/** The failure shows where the button was pressed, inside the scrolling dialog, not below its fold. */
function scrollIntoSight(element: HTMLElement | null) {
  element?.scrollIntoView?.({ block: 'nearest' })
}

type TestState =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'connected' }
  | { state: 'failed'; reason?: string | undefined; kind?: FailureKind | undefined }

export function AddProviderDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={adminMessages.llm.addProvider}
      description="The connection must be tested before the provider can be saved."
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {open ? <AddProviderForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function AddProviderForm({ onDone }: { onDone: () => void }) {
  const available = useAvailableLlmProviders()
  const create = useCreateLlmProvider()
  const testConnection = useTestLlmProvider()
  const [test, setTest] = useState<TestState>({ state: 'idle' })
  const form = useForm<FormValues, unknown, CreateLlmProviderRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: blank,
  })
  const { errors } = form.formState
  const saveHintId = useId()

  const provider = useWatch({ control: form.control, name: 'provider_name' })
  const tested = useWatch({ control: form.control, name: testedFields })
  const testedKey = JSON.stringify(tested)
  const currentKey = useRef(testedKey)
  currentKey.current = testedKey

  // A result is for the values it tested: any change to them needs a new test.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tested values change
  useEffect(() => {
    setTest({ state: 'idle' })
  }, [testedKey])

  const catalogue = available.data
  const entry = isProvider(provider) ? catalogue?.[provider] : undefined

  const runTest = async () => {
    if (!(await form.trigger([...testedFields]))) return
    const values = toRequest(form.getValues())
    if (!isProvider(values.provider_name)) return
    const key = currentKey.current
    setTest({ state: 'testing' })
    testConnection.mutate(
      {
        provider_name: values.provider_name,
        model_name: values.model_name,
        api_key: values.api_key,
        settings: values.settings,
      },
      {
        onSuccess: (result) => {
          if (currentKey.current !== key) return
          setTest(
            result.connection_status === 'connected'
              ? { state: 'connected' }
              : { state: 'failed', reason: result.error, kind: result.error_kind },
          )
        },
        onError: (error) => {
          if (currentKey.current !== key) return
          const reason = errorMessage(error, '')
          const network = isApiError(error) && error.status === 0
          setTest({ state: 'failed', reason: reason || undefined, kind: network ? 'network' : undefined })
        },
      },
    )
  }

  const onSubmit = form.handleSubmit((data) => {
    if (test.state !== 'connected') return
    create.mutate(data, { onSuccess: onDone })
  })

  if (available.isPending) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading providers">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    )
  }
  if (available.isError || !catalogue) {
    return <Alert tone="error">{errorMessage(available.error, adminMessages.llm.loadFailed)}</Alert>
  }

  const register = form.register
  const providerField = register('provider_name', {
    onChange: (event: { target: { value: string } }) => {
      // Choosing a provider resets the model and prefills the display name (spec §4).
      const chosen = event.target.value
      form.setValue('model_name', '')
      form.setValue('display_name', isProvider(chosen) ? catalogue[chosen].name : '')
    },
  })
  const keyOptional = entry ? !entry.api_key_required : false
  const baseUrlRequired = entry?.base_url_required ?? false

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Add provider">
      {create.isError ? (
        <Alert tone="error">{errorMessage(create.error, adminMessages.llm.addFailed)}</Alert>
      ) : null}

      <Select label="Provider" error={errors.provider_name?.message} {...providerField}>
        <option value="">Select a provider</option>
        {llmProviderNames.map((name) => (
          <option key={name} value={name}>
            {catalogue[name].name}
          </option>
        ))}
      </Select>

      <ModelField
        provider={isProvider(provider) ? provider : undefined}
        catalogue={catalogue}
        error={errors.model_name?.message}
        {...register('model_name')}
      />

      <Field
        label="Display name"
        autoComplete="off"
        error={errors.display_name?.message}
        {...register('display_name')}
      />

      <Field
        label={keyOptional ? 'API key (optional)' : 'API key'}
        type="password"
        autoComplete="off"
        spellCheck={false}
        error={errors.api_key?.message}
        hint="Stored encrypted; it is never shown again."
        {...register('api_key')}
      />

      <Field
        label={baseUrlRequired ? 'Base URL' : 'Base URL (optional)'}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder={baseUrlRequired ? 'http://localhost:11434/v1' : 'The provider’s own endpoint'}
        hint={
          baseUrlRequired
            ? 'The server’s OpenAI-compatible endpoint, e.g. Ollama at http://localhost:11434/v1. A local or private address works only when the server is started with LLM_ALLOW_PRIVATE_ADDRESSES=true.'
            : 'Only to go through a proxy or another endpoint.'
        }
        error={errors.settings?.base_url?.message}
        {...register('settings.base_url')}
      />

      <Field
        label="Max output tokens (optional)"
        type="number"
        inputMode="numeric"
        min={1}
        max={LLM_MAX_OUTPUT_TOKENS}
        step={1}
        hint={`1 to ${LLM_MAX_OUTPUT_TOKENS.toLocaleString('en-US')}; blank uses the model’s default.`}
        error={errors.settings?.max_output_tokens?.message}
        {...register('settings.max_output_tokens')}
      />

      <div className="flex items-center gap-2">
        <input
          id="llm-is-default"
          type="checkbox"
          className="size-4 rounded border-slate-300 accent-brand-600"
          {...register('is_default')}
        />
        <Label htmlFor="llm-is-default" className="font-normal">
          Make this the default provider
        </Label>
      </div>

      <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="secondary" onClick={runTest} loading={test.state === 'testing'}>
            Test Connection
          </Button>
          <ConnectionStatus test={test} />
        </div>
        {test.state === 'failed' ? (
          <Alert tone="error" ref={scrollIntoSight}>
            <p>{testFailureMessage(test.kind)}</p>
            {test.reason ? <p className="mt-1 text-xs break-words text-red-700">{test.reason}</p> : null}
          </Alert>
        ) : null}
      </div>

      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:items-center sm:justify-end">
        {test.state !== 'connected' ? (
          <p id={saveHintId} className="text-xs text-slate-600 sm:mr-auto">
            Test the connection to enable Save.
          </p>
        ) : null}
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          loading={create.isPending}
          disabled={test.state !== 'connected'}
          aria-describedby={test.state !== 'connected' ? saveHintId : undefined}
        >
          Save
        </Button>
      </div>
    </form>
  )
}

function ConnectionStatus({ test }: { test: TestState }) {
  return (
    <p role="status" className="text-sm">
      {test.state === 'testing' ? <span className="text-slate-700">Testing connection…</span> : null}
      {test.state === 'connected' ? (
        <span className="inline-flex items-center gap-1.5 font-medium text-green-800">
          <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" fill="currentColor">
            <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
          </svg>
          Connected
        </span>
      ) : null}
    </p>
  )
}

type ModelFieldProps = ComponentProps<'input'> &
  ComponentProps<'select'> & {
    provider: LlmProviderName | undefined
    catalogue: AvailableLlmProvidersResponse
    error?: string | undefined
  }

/**
 * A select of the provider's models; for an OpenAI-compatible server, whose models are whatever it
 * serves, a text field with suggestions.
 */
function ModelField({ provider, catalogue, error, ...props }: ModelFieldProps) {
  const listId = useId()
  if (provider === 'openai_compatible') {
    return (
      <>
        <Field
          label="Model"
          autoComplete="off"
          spellCheck={false}
          list={listId}
          placeholder="e.g. llama3.1:8b"
          hint="The model name as the server knows it."
          error={error}
          {...(props as ComponentProps<'input'>)}
        />
        <datalist id={listId}>
          {catalogue.openai_compatible.models.map((model) => (
            <option key={model} value={model} />
          ))}
        </datalist>
      </>
    )
  }
  return (
    <Select label="Model" error={error} disabled={!provider} {...(props as ComponentProps<'select'>)}>
      <option value="">{provider ? 'Select a model' : 'Select a provider first'}</option>
      {(provider ? catalogue[provider].models : []).map((model) => (
        <option key={model} value={model}>
          {model}
        </option>
      ))}
    </Select>
  )
}

const selectStyles =
  'block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-red-600 disabled:bg-slate-100 disabled:text-slate-500'

function Select({
  label,
  error,
  children,
  ...props
}: ComponentProps<'select'> & { label: ReactNode; error?: string | undefined }) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        className={selectStyles}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function isProvider(value: string): value is LlmProviderName {
  return (llmProviderNames as readonly string[]).includes(value)
}
