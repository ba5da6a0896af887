import { isSuperuser } from '@mela/shared/constants'
import type { BankAccount } from '@mela/shared/organization'
import type { BankAccountCorrection } from '@mela/shared/superuser'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { accounts, bankAccounts, events, performers, users } from '../../db/schema.ts'
import { Conflict, NotFound } from '../../lib/errors.ts'
import { revokeOtherSessions } from '../../lib/sessions.ts'
import { queueEmail } from '../messages/message-jobs.ts'
import { changedFields, writeAudit } from './audit.ts'
import { eventTakenDownMail } from './unpublish-mail.ts'

export type Actor = { id: string; username: string }
type Context = { actor: Actor; reason?: string | undefined; now?: Date }
type Fields = Record<string, unknown>

/**
 * Writes the audit row of a change when something changed; answers whether it did. An action repeated
 * (banning a banned user) changes nothing and logs nothing, so a retried click leaves one row.
 */
async function record(
  tx: Db,
  ctx: Context,
  what: { action: string; targetType: string; targetId: string },
  before: Fields,
  after: Fields,
) {
  const changes = changedFields(before, after)
  if (Object.keys(changes.after).length === 0) return false
  await writeAudit(tx, { ...what, ...changes, actorId: ctx.actor.id, reason: ctx.reason ?? null }, ctx.now)
  return true
}

const iso = (date: Date | null) => date?.toISOString() ?? null

/** Bans (or lifts the ban on) a person: a banned user's sessions end at once and they cannot sign in. */
export async function setUserBanned(db: Db, userId: string, banned: boolean, ctx: Context) {
  const now = ctx.now ?? new Date()
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw NotFound('USER_NOT_FOUND')
    if (banned && (user.id === ctx.actor.id || isSuperuser(user.username)))
      throw Conflict('CANNOT_BAN_SUPERUSER')
    if (Boolean(user.bannedAt) === banned) return
    const bannedAt = banned ? now : null
    await tx.update(users).set({ bannedAt, updatedAt: now }).where(eq(users.id, userId))
    if (banned) await revokeOtherSessions(tx, userId)
    await record(
      tx,
      { ...ctx, now },
      { action: banned ? 'user.ban' : 'user.unban', targetType: 'user', targetId: userId },
      { BannedAt: iso(user.bannedAt) },
      { BannedAt: iso(bannedAt) },
    )
  })
}

/** Marks an organization verified (its events reach the verified feed) or takes the mark away. */
export async function setOrganizationVerified(db: Db, accountId: string, verified: boolean, ctx: Context) {
  const now = ctx.now ?? new Date()
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update')
    if (!account) throw NotFound('ORGANIZATION_NOT_FOUND')
    if (account.verified === verified) return
    await tx.update(accounts).set({ verified, updatedAt: now }).where(eq(accounts.id, accountId))
    await record(
      tx,
      { ...ctx, now },
      {
        action: verified ? 'organization.verify' : 'organization.unverify',
        targetType: 'organization',
        targetId: accountId,
      },
      { Verified: account.verified },
      { Verified: verified },
    )
  })
}

/** Hides a performer's page and name everywhere, or shows them again. */
export async function setPerformerHidden(db: Db, performerId: string, hidden: boolean, ctx: Context) {
  const now = ctx.now ?? new Date()
  await db.transaction(async (tx) => {
    const [performer] = await tx.select().from(performers).where(eq(performers.id, performerId)).for('update')
    if (!performer) throw NotFound('PERFORMER_NOT_FOUND')
    if (Boolean(performer.hiddenAt) === hidden) return
    const hiddenAt = hidden ? now : null
    await tx.update(performers).set({ hiddenAt, updatedAt: now }).where(eq(performers.id, performerId))
    await record(
      tx,
      { ...ctx, now },
      {
        action: hidden ? 'performer.hide' : 'performer.unhide',
        targetType: 'performer',
        targetId: performerId,
      },
      { HiddenAt: iso(performer.hiddenAt) },
      { HiddenAt: iso(hiddenAt) },
    )
  })
}

/**
 * Takes an event down (out of every list, off sale, its page gone) with a reason its organization's owner
 * is e-mailed; `restore` puts it back as its organizers left it.
 */
export async function setEventTakenDown(db: Db, eventId: string, down: boolean, ctx: Context) {
  const now = ctx.now ?? new Date()
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ event: events, account: accounts, owner: users })
      .from(events)
      .innerJoin(accounts, eq(accounts.id, events.accountId))
      .innerJoin(users, eq(users.id, accounts.ownerId))
      .where(eq(events.id, eventId))
      .for('update', { of: events })
    if (!row) throw NotFound('EVENT_NOT_FOUND')
    const { event, account, owner } = row
    if (Boolean(event.hiddenAt) === down) return
    const after = down
      ? { hiddenAt: now, hiddenReason: ctx.reason ?? null }
      : { hiddenAt: null, hiddenReason: null }
    await tx
      .update(events)
      .set({ ...after, updatedAt: now })
      .where(eq(events.id, eventId))
    await record(
      tx,
      { ...ctx, now },
      { action: down ? 'event.unpublish' : 'event.restore', targetType: 'event', targetId: eventId },
      { HiddenAt: iso(event.hiddenAt), HiddenReason: event.hiddenReason },
      { HiddenAt: iso(after.hiddenAt), HiddenReason: after.hiddenReason },
    )
    const to = owner.email ?? account.email
    if (down && to)
      await queueEmail(
        tx,
        eventTakenDownMail(owner.language, to, {
          name: owner.firstName,
          event: event.title,
          organization: account.name,
          reason: ctx.reason ?? '',
        }),
      )
  })
}

/**
 * Corrects a bank account's details (organizers can never change them), keeping the old ones in the log;
 * answers the account as it now stands, its number in full (the superuser is the one who corrects it).
 */
export async function correctBankAccount(
  db: Db,
  bankAccountId: string,
  input: BankAccountCorrection,
  ctx: Context,
): Promise<BankAccount> {
  const now = ctx.now ?? new Date()
  await db.transaction(async (tx) => {
    const [bank] = await tx
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, bankAccountId))
      .for('update')
    if (!bank) throw NotFound('BANK_ACCOUNT_MISSING')
    const after = {
      BankName: input.BankName,
      BranchName: input.BranchName,
      AccountName: input.AccountName,
      AccountNumber: input.AccountNumber,
    }
    const changed = await record(
      tx,
      { ...ctx, reason: input.Reason, now },
      { action: 'bank-account.correct', targetType: 'bank-account', targetId: bankAccountId },
      {
        BankName: bank.bankName,
        BranchName: bank.branchName,
        AccountName: bank.accountName,
        AccountNumber: bank.accountNumber,
      },
      after,
    )
    if (!changed) return
    await tx
      .update(bankAccounts)
      .set({
        bankName: after.BankName,
        branchName: after.BranchName,
        accountName: after.AccountName,
        accountNumber: after.AccountNumber,
      })
      .where(eq(bankAccounts.id, bankAccountId))
  })
  const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, bankAccountId))
  if (!bank) throw NotFound('BANK_ACCOUNT_MISSING')
  return {
    ID: bank.id,
    AccountID: bank.accountId,
    BankName: bank.bankName,
    BranchName: bank.branchName,
    AccountName: bank.accountName,
    AccountNumber: bank.accountNumber,
    CreatedAt: bank.createdAt.toISOString(),
  }
}
