import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createSession } from '../../lib/sessions.ts'
import { createTicket, insertPurchase, organizerWithEvent } from '../../testing/catalog-fixtures.ts'
import { signedInUser } from '../../testing/identity-fixtures.ts'
import { signedFields } from '../../testing/media-fixtures.ts'
import {
  bareBodyArbitrary,
  type JsonSchema,
  multipartArbitrary,
  payloadArbitrary,
  percentEncoded,
  queryArbitrary,
  type RawBody,
} from '../../testing/openapi-fuzz.ts'
import { badIdsOf } from '../../testing/seating-fixtures.ts'
import { seatingPlanArbitrary } from '../../testing/seating-plan-fuzz.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { onPostgres } from '../../testing/test-database.ts'

// Every operation of the OpenAPI document, with generated and mutated payloads, as the owner, a stranger and
// nobody: the server may refuse anything, but never answers 5xx. Text includes NUL and surrogate halves (in
// JSON as "\ud800" escapes, in paths, queries and forms as the bytes ED A0 80). Every operation is also sent no
// body, an empty JSON body, a JSON null and multipart forms; the upload endpoint mostly multipart forms (signed
// fields, changed ones, NUL bytes, huge fields, a missing file, a body cut short). Every 5xx is collected, so one
// run lists them all. Seating plans are also sent built to collide and to overflow (seating-plan-fuzz.ts): the
// server may refuse them, but every plan it keeps names its seats within the schema and can be saved back.
// CI runs a short seed; `npm run fuzz` (FUZZ_RUNS=5000) runs long.
const dataDir = mkdtempSync(join(tmpdir(), 'mela-fuzz-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const context = useTestApp({ dataDir })
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)
// A kept plan is written, read and written again, up to 2,000 seats each time: 300 runs take ~25 s, so the
// long run stops at 2,000 to stay well within the test's ten minutes.
const SEATING_RUNS = Math.min(RUNS, 2000)
const fuzzIt = onPostgres ? it : it.skip
if (!onPostgres) console.warn('openapi.fuzz.test.ts: skipped, it needs TEST_DATABASE_URL (a real PostgreSQL)')

type Operation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[]
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
}
type Document = { paths: Record<string, Record<string, Operation>> }

// Operations that read a multipart form (their JSON schema is empty): mostly sent forms.
const MULTIPART = new Set(['/media/v1_1/{cloud}/{resourceType}/upload'])
type BodyKind = 'schema' | 'bare' | 'multipart'

describe('fuzzing the API from its OpenAPI document', () => {
  fuzzIt(
    'never answers 5xx to anyone, whatever they send',
    async () => {
      const app = context.app
      const document = (await app.inject({ url: '/api/openapi.json' })).json() as Document
      const { owner, account, event } = await organizerWithEvent(app)
      const ticket = await createTicket(app, owner, event.id)
      const purchase = await insertPurchase(context.database.db, event.id, owner.user.ID, [
        { ticketId: ticket.ID },
      ])
      const stranger = await signedInUser(app)
      const knownIds = [account.ID, event.id, ticket.ID, purchase.id, owner.user.ID, randomUUID()]
      const signed = await signedFields(app, { folder: 'events', public_id: 'fuzz' })
      // Fresh sessions per call: the fuzzer itself logs out and changes passwords, which ends sessions.
      const headersOf = async (person: typeof owner | undefined) => {
        if (!person) return {}
        const token = await createSession(context.database.db, person.user.ID, { days: 1 })
        return { authorization: token, 'x-username': encodeURIComponent(person.user.Username) }
      }
      const callers = [owner, stranger, undefined]

      const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
        Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
      )
      const call = fc.record({
        target: fc.constantFrom(...operations),
        caller: fc.constantFrom(...callers),
        ids: fc.array(
          fc.oneof(
            fc.constantFrom(...knownIds),
            fc.constant('x'.repeat(300)),
            fc.constant('\ud800'),
            fc.string({ maxLength: 20 }),
          ),
          { minLength: 3, maxLength: 3 },
        ),
        kind: fc.constantFrom<BodyKind>('schema', 'schema', 'schema', 'bare', 'multipart'),
        seed: fc.integer(),
      })
      const failures: string[] = []
      const statuses = new Map<number, number>()
      await fc.assert(
        fc.asyncProperty(call, async ({ target, caller, ids, kind, seed }) => {
          const { path, method, operation } = target
          const bodySchema = operation.requestBody?.content['application/json']?.schema
          const querySchema: JsonSchema = {
            type: 'object',
            properties: Object.fromEntries(
              (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
            ),
          }
          const [payload] = fc.sample(payloadArbitrary(bodySchema ?? { type: 'object' }), {
            seed,
            numRuns: 1,
          })
          const [query] = fc.sample(queryArbitrary(querySchema), { seed, numRuns: 1 })
          // The upload's path names the cloud and resource type: mostly the local store's, so a form reaches its checks.
          const pathIds = MULTIPART.has(path) && seed % 4 !== 0 ? ['local', seed % 3 ? 'auto' : 'image'] : ids
          let param = 0
          const pathText = path.replace(/\{[^}]+\}/g, () =>
            percentEncoded(pathIds[param++ % pathIds.length] ?? ''),
          )
          // The query goes in the URL as it is: app.inject's `query` would re-encode a surrogate half as U+FFFD.
          const url = `/api${pathText}${query ? `?${query}` : ''}`
          const sent = MULTIPART.has(path) && kind === 'schema' ? 'multipart' : kind
          const [raw] = fc.sample<RawBody>(sent === 'bare' ? bareBodyArbitrary : multipartArbitrary(signed), {
            seed,
            numRuns: 1,
          })
          const body =
            sent === 'schema'
              ? bodySchema
                ? { payload: payload as object }
                : {}
              : { ...(raw?.payload === undefined ? {} : { payload: raw.payload }) }
          const answer = await app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { ...(await headersOf(caller)), ...(sent === 'schema' ? {} : raw?.headers) },
            ...body,
          })
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1)
          if (answer.statusCode >= 500)
            failures.push(
              `${method.toUpperCase()} ${url} ${sent} ${JSON.stringify(sent === 'schema' ? payload : raw)?.slice(0, 300)} → ${answer.statusCode} ${answer.body.slice(0, 200)}`,
            )
        }),
        { numRuns: RUNS },
      )
      console.info('fuzz answers by status', Object.fromEntries(statuses))
      // The run must have reached past the door: some calls succeed, some are refused as invalid.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0)
      expect(statuses.get(400) ?? 0).toBeGreaterThan(0)
      expect(failures).toEqual([])
    },
    10 * 60_000,
  )

  fuzzIt(
    'keeps only seating plans whose IDs the API takes back, however they collide or overflow',
    async () => {
      const app = context.app
      const { owner, event } = await organizerWithEvent(app)
      const tickets = [await createTicket(app, owner, event.id), await createTicket(app, owner, event.id)]
      const url = `/api/event/${event.id}/seating`
      const failures: string[] = []
      const statuses = new Map<number, number>()
      const put = (payload: unknown) =>
        app.inject({ method: 'PUT', url, headers: owner.headers, payload: payload as object })
      await fc.assert(
        fc.asyncProperty(seatingPlanArbitrary(tickets.map((ticket) => ticket.ID)), async (plan) => {
          const answer = await put(plan)
          statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1)
          const sent = JSON.stringify(plan).slice(0, 300)
          if (answer.statusCode >= 500)
            failures.push(`PUT ${sent} → ${answer.statusCode} ${answer.body.slice(0, 200)}`)
          if (answer.statusCode !== 200) return
          const bad = badIdsOf(answer.json())
          if (bad.length)
            failures.push(`PUT ${sent} → IDs the schema refuses or repeated: ${bad.slice(0, 5).join(', ')}`)
          // The plan as GET gives it goes back unchanged.
          const read = await app.inject({ url, headers: owner.headers })
          const again = await put(read.json())
          const after = await app.inject({ url, headers: owner.headers })
          if (
            again.statusCode !== 200 ||
            JSON.stringify(after.json().Sections) !== JSON.stringify(read.json().Sections)
          )
            failures.push(`PUT ${sent}, then back as read → ${again.statusCode} ${again.body.slice(0, 200)}`)
        }),
        { numRuns: SEATING_RUNS },
      )
      console.info('seating fuzz answers by status', Object.fromEntries(statuses))
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0)
      expect(statuses.get(400) ?? 0).toBeGreaterThan(0)
      expect(failures).toEqual([])
    },
    10 * 60_000,
  )
})
