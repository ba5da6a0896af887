import { describe, expect, it } from 'vitest'
import { login } from '../../testing/identity-fixtures.ts'
import { useTestApp } from '../../testing/test-app.ts'
import { ensureSuperuser, setSuperuserPassword } from './superuser.service.ts'

const context = useTestApp({ superuserPassword: 'FirstStart1x' })

describe('the superuser', () => {
  it('is created at first start from SUPERUSER_PASSWORD', async () => {
    const answer = await login(context.app, 'superuser', 'FirstStart1x')
    expect(answer.user.Username).toBe('superuser')
  })

  it('gets a new password from the CLI service, which signs it out everywhere', async () => {
    const before = await login(context.app, 'SuperUser', 'FirstStart1x')
    expect(await setSuperuserPassword(context.database.db, 'Rotated2026x')).toBe('reset')
    const me = await context.app.inject({ url: '/api/user/me', headers: { authorization: before.authToken } })
    expect(me.statusCode).toBe(401)
    await expect(login(context.app, 'superuser', 'FirstStart1x')).rejects.toThrow()
    await expect(login(context.app, 'superuser', 'Rotated2026x')).resolves.toBeTruthy()
  })

  it('is left alone at a later start, whatever SUPERUSER_PASSWORD says', async () => {
    expect(await ensureSuperuser(context.database.db, 'Another2026x')).toBe('exists')
    expect(await ensureSuperuser(context.database.db, undefined)).toBe('exists')
  })
})
