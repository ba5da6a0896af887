import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../testing/test-app.ts'

const context = useTestApp()

type Operation = {
  operationId?: string
  summary?: string
  security?: unknown[]
  responses: Record<string, unknown>
}
const operationsOf = (document: { paths: Record<string, Record<string, Operation>> }) =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
  )

describe('the OpenAPI document', () => {
  it('passes the Redocly linter with no errors', async () => {
    const source = (await context.app.inject({ url: '/api/openapi.json' })).body
    const config = await createConfig({ extends: ['recommended'] })
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config })
    const errors = problems.filter((problem) => problem.severity === 'error')
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([])
  })

  it('names, summarises and secures every operation and lists its error answers', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json()
    const operations = operationsOf(document)
    const ids = operations.map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(operations.length)
    for (const { name, operation } of operations) {
      expect(operation.summary, name).toBeTruthy()
      expect(operation.security, name).toBeDefined()
      expect(Object.keys(operation.responses), name).toContain('503')
    }
    const deleteEvent = document.paths['/event/{id}'].delete as Operation
    expect(deleteEvent.security).toEqual([{ Token: [], Username: [] }])
    expect(Object.keys(deleteEvent.responses)).toEqual(expect.arrayContaining(['401', '403', '404', '409']))
  })

  it('serves an interactive reference from our own origin', async () => {
    const page = await context.app.inject({ url: '/api/docs/' })
    const html =
      page.statusCode === 302
        ? (await context.app.inject({ url: page.headers.location as string })).body
        : page.body
    expect(html).toContain('swagger')
    expect(html).not.toMatch(/src="https?:\/\//)
    const scripts = [...html.matchAll(/src="([^"]+)"/g)].map((match) => match[1] as string)
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const url = new URL(script, 'http://localhost/api/docs/').pathname
      expect((await context.app.inject({ url })).statusCode, url).toBe(200)
    }
  })
})
