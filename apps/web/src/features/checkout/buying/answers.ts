import type { FormField } from '@mela/shared/event'

// The answers to an event's questions as the form keeps and sends them; the rendered checkout's script
// checks the common slips (public/checkout-order.ts) and the API the rest.

export type Answers = Record<string, string | boolean>

/** Empty answers for the form: unticked boxes and blank texts. */
export function blankAnswers(fields: FormField[]): Answers {
  return Object.fromEntries(fields.map((field) => [field.ID, field.Type === 'checkbox' ? false : '']))
}

/** What the purchase call takes: blanks and unticked boxes left out, texts trimmed. */
export function answersToSend(answers: Answers): Answers {
  const sent: Answers = {}
  for (const [id, value] of Object.entries(answers)) {
    if (value === true) sent[id] = true
    else if (typeof value === 'string' && value.trim() !== '') sent[id] = value.trim()
  }
  return sent
}
