type Focusable = { getInputNode: (path: string) => HTMLElement | null }

/** For onSubmit's second argument: a refused form takes the focus to its first wrong field. */
export const focusFirstError = (form: Focusable) => (errors: Record<string, unknown>) => {
  const first = Object.keys(errors)[0]
  if (first) form.getInputNode(first)?.focus()
}
