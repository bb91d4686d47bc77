import { type FormEvent, useRef, useState } from 'react'
import type { z } from 'zod'

type Errors<F extends string> = Partial<Record<F, string>>

/**
 * A form of text fields checked by a contract schema that loads on first use (the first focus or
 * keystroke, else the submit), so that neither zod nor a form library is part of the auth pages'
 * first load (decision 013). It behaves as the form library did ("validate on submit, revalidate
 * on change"): a submit checks every field, shows the first message per field and focuses the
 * first field in error (in `fields` order); once a submit has shown errors, each change checks
 * again and updates the changed field's message. Valid values go to `onValid` as the schema's
 * output.
 */
export function useCheckedForm<F extends string, S extends z.ZodType<unknown, Record<F, string>>>({
  fields,
  load,
}: {
  /** The fields, in the order they appear (the first one in error takes focus). */
  fields: readonly F[]
  load: () => Promise<S>
}) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>,
  )
  const [errors, setErrors] = useState<Errors<F> | null>(null)
  const schema = useRef<S | null>(null)
  const loading = useRef<Promise<S> | null>(null)

  function loadSchema(): Promise<S> {
    loading.current ??= load().then(
      (loaded) => {
        schema.current = loaded
        return loaded
      },
      (error: unknown) => {
        // A chunk that failed to load is asked for again next time.
        loading.current = null
        throw error
      },
    )
    return loading.current
  }

  function check(against: S, next: Record<F, string>): { data: z.output<S> } | { errors: Errors<F> } {
    const parsed = against.safeParse(next)
    if (parsed.success) return { data: parsed.data }
    const found: Errors<F> = {}
    for (const issue of parsed.error.issues) {
      const field = issue.path[0]
      if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
        found[field as F] ??= issue.message
      }
    }
    return { errors: found }
  }

  function change(field: F, value: string) {
    const next = { ...values, [field]: value }
    setValues(next)
    // Errors show only after a submit, which loaded the schema.
    if (errors !== null && schema.current) {
      const result = check(schema.current, next)
      const message = 'errors' in result ? result.errors[field] : undefined
      setErrors({ ...errors, [field]: message })
    } else {
      void loadSchema()
    }
  }

  /** The form's submit handler: checks, then calls `onValid` with the parsed values. */
  function onSubmit(onValid: (data: z.output<S>) => void) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const form = event.currentTarget
      const result = check(schema.current ?? (await loadSchema()), values)
      if ('errors' in result) {
        setErrors(result.errors)
        // Focus goes to the first field in error, as a screen-reader user needs to hear it.
        const invalid = fields.find((field) => result.errors[field] !== undefined)
        if (invalid) form.querySelector<HTMLInputElement>(`input[name="${invalid}"]`)?.focus()
        return
      }
      setErrors(null)
      onValid(result.data)
    }
  }

  const none: Errors<F> = {}
  return {
    values,
    errors: errors ?? none,
    change,
    onSubmit,
    /** For the form's `onFocus`: the schema starts loading when the visitor starts on the form. */
    prepare: () => void loadSchema(),
    /** Props for a field: its name, value and change handler. */
    field: (name: F) => ({
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    }),
  }
}
