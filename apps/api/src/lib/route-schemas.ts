import { requiredId } from '@mela/shared/validation'
import { z } from 'zod'

/** `/{id}` of a catalog item. */
export const IdParams = z.object({ id: z.uuid() })

/** `?eventId=` of the per-event lists (product §7 spells it so). */
export const EventQuery = z.object({ eventId: z.uuid({ error: requiredId }) })

/** The empty answer of a delete. */
export const NoContent = z.null().describe('Deleted')

/** A notice in the catalog's words, with its code for the web to translate (codedBody). */
export const CodedMessage = z.object({ code: z.string(), message: z.string() })
