import { describe, expect, it } from 'vitest'
import { authHeaders, login, signedInUser } from '../testing/identity-fixtures.ts'
import { useTestApp } from '../testing/test-app.ts'

// `curl -X POST …/ban` sends no body at all: an action whose body is optional must not need one.
const context = useTestApp({ superuserPassword: 'Moderate2026x' })

describe('a POST, PUT or PATCH without a body', () => {
  it('is read as an empty object where the body is optional, with or without a JSON content type', async () => {
    const superuser = authHeaders(await login(context.app, 'superuser', 'Moderate2026x'))
    const person = await signedInUser(context.app)
    const url = `/api/superuser/users/${person.user.ID}/ban`
    const bare = await context.app.inject({ method: 'POST', url, headers: superuser })
    expect(bare.statusCode, bare.body).toBe(200)
    const empty = await context.app.inject({
      method: 'POST',
      url: url.replace('/ban', '/unban'),
      headers: { ...superuser, 'content-type': 'application/json' },
      payload: '',
    })
    expect(empty.statusCode, empty.body).toBe(200)
  })

  it('names the missing fields where the body is required, and refuses a JSON null with a 400', async () => {
    const bare = await context.app.inject({ method: 'POST', url: '/api/purchase/quote' })
    expect(bare.statusCode).toBe(400)
    expect(bare.json()).toHaveProperty('EventID')
    const empty = await context.app.inject({
      method: 'POST',
      url: '/api/purchase/quote',
      headers: { 'content-type': 'application/json' },
      payload: ' ',
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toHaveProperty('EventID')
    const nothing = await context.app.inject({
      method: 'POST',
      url: '/api/purchase/quote',
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    })
    expect(nothing.statusCode).toBe(400)
  })
})
