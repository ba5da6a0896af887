import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ApiError } from '../../../lib/api-error.ts'
import { errorMessageOf } from '../../../lib/notify.ts'
import { quoteQuery } from '../../../lib/ticket-picker/picker-queries.ts'
import { hasLines, type OrderLines } from '../../../lib/ticket-picker/selection.ts'

type Lines = OrderLines

const codeErrorOf = (error: unknown) =>
  error instanceof ApiError ? error.fieldErrors?.DiscountCode : undefined

/**
 * The live price of the buyer's choice and the discount code on it. A code is applied only once
 * the server accepts it; a code that stops fitting the choice (too few tickets) is dropped, saying why.
 */
export function useQuote(eventId: string, lines: Lines) {
  const queryClient = useQueryClient()
  const [applied, setApplied] = useState<string>()
  const [codeError, setCodeError] = useState<string>()
  const [applying, setApplying] = useState(false)
  const chosen = hasLines(lines)
  const quote = useQuery({
    ...quoteQuery({ EventID: eventId, ...lines, DiscountCode: applied }),
    enabled: chosen,
    placeholderData: keepPreviousData,
  })

  // A new choice starts a new price: the error of a code tried on the old choice no longer applies.
  const choice = JSON.stringify(lines)
  useEffect(() => {
    if (choice) setCodeError(undefined)
  }, [choice])

  const lostCode = codeErrorOf(quote.error)
  useEffect(() => {
    if (!lostCode) return
    setCodeError(lostCode)
    setApplied(undefined)
  }, [lostCode])

  async function apply(code: string) {
    setApplying(true)
    setCodeError(undefined)
    try {
      await queryClient.fetchQuery(quoteQuery({ EventID: eventId, ...lines, DiscountCode: code }))
      setApplied(code)
    } catch (error) {
      setCodeError(codeErrorOf(error) ?? errorMessageOf(error))
    } finally {
      setApplying(false)
    }
  }

  return {
    quote: chosen ? quote.data : undefined,
    /** The price shown may be for the previous choice while the new one is priced. */
    pricing: chosen && (quote.isFetching || quote.isPlaceholderData),
    quoteError: chosen && !lostCode ? quote.error : null,
    appliedCode: applied,
    codeError,
    applying,
    apply,
    removeCode: () => setApplied(undefined),
    /** Server errors about the code (e.g. used up at purchase time) land under the field too. */
    setCodeError,
  }
}
