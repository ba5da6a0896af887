import { ApiError } from './api-error.ts'
import { notifyError } from './notify.ts'

/** One field's error of a 400 on its own, with the field's code: for a field the screen does not show. */
export function fieldError(error: ApiError, field: string, message: string) {
  const coded = error.fieldCodes?.[field]
  return new ApiError(error.status, message, error.requestId, undefined, coded?.code, coded?.params)
}

type FormLike = {
  getValues: () => Record<string, unknown>
  setErrors: (errors: Record<string, string>) => void
}

/**
 * product §8 for forms: a 400's field errors go beside the form's own fields (`{Username: '…'}` lands
 * on Username); a 400 with a message, a field the form does not show, or any other failure goes to
 * the generic handler. `rename` maps answer fields onto form fields with other names.
 */
export function showFormErrors(form: FormLike, error: unknown, rename: Record<string, string> = {}) {
  if (!(error instanceof ApiError) || !error.fieldErrors) return notifyError(error)
  const fields = new Set(Object.keys(form.getValues()))
  const beside: Record<string, string> = {}
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const target = rename[field] ?? field
    if (fields.has(target)) beside[target] = message
    else notifyError(fieldError(error, field, message))
  }
  form.setErrors(beside)
}

type Focusable = { getInputNode: (path: string) => HTMLElement | null }

/** For onSubmit's second argument: a refused form takes the focus to its first wrong field. */
export const focusFirstError = (form: Focusable) => (errors: Record<string, unknown>) => {
  const first = Object.keys(errors)[0]
  if (first) form.getInputNode(first)?.focus()
}
