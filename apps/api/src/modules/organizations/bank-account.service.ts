import { type BankAccount, type BankAccountInput, maskAccountNumber } from '@mela/shared/organization'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { bankAccounts } from '../../db/schema.ts'

type BankAccountRow = typeof bankAccounts.$inferSelect

/** A bank account as shown after creation: the number masked to its last 4 characters. */
export const toBankAccount = (row: BankAccountRow): BankAccount => ({
  ID: row.id,
  AccountID: row.accountId,
  BankName: row.bankName,
  BranchName: row.branchName,
  AccountName: row.accountName,
  AccountNumber: maskAccountNumber(row.accountNumber),
  CreatedAt: row.createdAt.toISOString(),
})

/** Records a payout destination; there is deliberately no update. */
export async function createBankAccount(db: Db, userId: string, input: BankAccountInput) {
  const [row] = await db
    .insert(bankAccounts)
    .values({
      accountId: input.AccountID,
      bankName: input.BankName,
      branchName: input.BranchName,
      accountName: input.AccountName,
      accountNumber: input.AccountNumber,
      createdBy: userId,
    })
    .returning()
  if (!row) throw new Error('Bank account was not created')
  return row
}

export async function listBankAccounts(db: Db, accountId: string) {
  return db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.accountId, accountId))
    .orderBy(desc(bankAccounts.createdAt))
}
