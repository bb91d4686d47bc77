import type { LoginRequest, loginRequest } from '@rapport/contracts'
import { type FormEvent, lazy, type ReactNode, useState } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Field } from '../../../components/ui/input.tsx'
import { LoadOnFirstUse } from '../../../components/ui/load-on-first-use.tsx'
import { errorMessage, loadContracts } from '../../../lib/api-client.ts'
import { messages } from '../../../messages.ts'
import { useLogin } from '../api/login.ts'
import { ForgotPasswordButton } from './forgot-password-button.tsx'

const ForgotPasswordDialog = lazy(async () => ({
  default: (await import('./forgot-password-dialog.tsx')).ForgotPasswordDialog,
}))

type LoginFormProps = {
  onSuccess?: () => void
  /** The way to the sign-up form: a link on /login, a toggle on the combined auth page. */
  signUpAction: ReactNode
}

type Values = { email: string; password: string }
type Errors = Partial<Record<keyof LoginRequest, string>>

type Checked = { data: LoginRequest; errors?: never } | { data?: never; errors: Errors }

/** The contract's check of the two fields: the parsed request, or the first message per field. */
function check(schema: typeof loginRequest, values: Values): Checked {
  const parsed = schema.safeParse(values)
  if (parsed.success) return { data: parsed.data }
  const errors: Errors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'password') && errors[field] === undefined)
      errors[field] = issue.message
  }
  return { errors }
}

/**
 * Two fields checked by the contract's `loginRequest` on submit, and again on every change once a
 * submit has shown errors (as a form library's "validate on submit, revalidate on change" would).
 * Plain state rather than a form library, and the contract's schema (with zod) loaded on the first
 * keystroke rather than with the page: the sign-in page is a first load (decision 013). The button
 * is disabled until both fields are filled, so the schema is almost always there by the submit.
 */
export function LoginForm({ onSuccess, signUpAction }: LoginFormProps) {
  const [values, setValues] = useState<Values>({ email: '', password: '' })
  const [errors, setErrors] = useState<Errors | null>(null)
  const [schema, setSchema] = useState<typeof loginRequest | null>(null)
  const login = useLogin()

  async function loadSchema(): Promise<typeof loginRequest> {
    const loaded = schema ?? (await loadContracts()).loginRequest
    setSchema(() => loaded)
    return loaded
  }

  function change(field: keyof Values, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    // Errors show only after a submit, which loaded the schema.
    if (errors !== null && schema) setErrors(check(schema, next).errors ?? {})
    else if (!schema) void loadSchema()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const result = check(schema ?? (await loadSchema()), values)
    if (result.errors) {
      setErrors(result.errors)
      // Focus goes to the first field in error, as a screen-reader user needs to hear it.
      const invalid = (['email', 'password'] as const).find((field) => result.errors[field] !== undefined)
      if (invalid) form.querySelector<HTMLInputElement>(`input[name="${invalid}"]`)?.focus()
      return
    }
    setErrors(null)
    login.mutate(result.data, { onSuccess: () => onSuccess?.() })
  }

  return (
    <div className="space-y-5">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label="Sign in">
        {login.isError ? (
          <Alert tone="error">{errorMessage(login.error, messages.login.failed)}</Alert>
        ) : null}
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors?.email}
        />
        <div className="space-y-1.5">
          <Field
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            error={errors?.password}
          />
          <div className="flex justify-end">
            <LoadOnFirstUse placeholder={(use) => <ForgotPasswordButton onClick={use} />}>
              <ForgotPasswordDialog initiallyOpen />
            </LoadOnFirstUse>
          </div>
        </div>
        <Button
          type="submit"
          className="w-full"
          disabled={!values.email || !values.password}
          loading={login.isPending}
        >
          {login.isPending ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">Don&apos;t have an account? {signUpAction}</p>
    </div>
  )
}
