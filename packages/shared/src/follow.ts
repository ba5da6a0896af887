import { z } from 'zod'
import { said } from './error-codes.ts'
import { crossField } from './validation.ts'

/** POST /follow, DELETE /follow: an organization or a performer, one at a time. */
export const FollowInput = z
  .object({
    AccountID: z.uuid().optional(),
    PerformerID: z.uuid().optional(),
  })
  .check(
    crossField<{ AccountID?: unknown; PerformerID?: unknown }>((input, ctx) => {
      if (input.AccountID === undefined && input.PerformerID === undefined)
        ctx.addIssue({ code: 'custom', path: ['AccountID'], message: said('REQUIRED') })
      if (input.AccountID !== undefined && input.PerformerID !== undefined)
        ctx.addIssue({ code: 'custom', path: ['PerformerID'], message: said('FOLLOW_ONE') })
    }),
  )
export type FollowInput = z.infer<typeof FollowInput>

/** GET /follow/status: the same target as a query. */
export const FollowQuery = z.object({
  AccountID: z.uuid().optional(),
  PerformerID: z.uuid().optional(),
})

export const FollowStatus = z.object({ Following: z.boolean() })
export type FollowStatus = z.infer<typeof FollowStatus>

export const FollowerCount = z.object({ Followers: z.number().int() })

/** GET /follow: what the signed-in person follows. */
export const Following = z.object({
  Accounts: z.array(
    z.object({
      ID: z.uuid(),
      Name: z.string(),
      ImageURL: z.string().nullable(),
      FeedURL: z.string().nullable(),
    }),
  ),
  Performers: z.array(
    z.object({
      ID: z.uuid(),
      FirstName: z.string(),
      LastName: z.string(),
      Image: z.string().nullable(),
    }),
  ),
})
export type Following = z.infer<typeof Following>
