import { z } from 'zod'
import { NOTE_MAX } from './constants.ts'
import { said } from './error-codes.ts'
import { PageQuery } from './event.ts'
import { takaAmount } from './money.ts'
import { Purchase } from './purchase.ts'
import { maxLength, optionalText } from './validation.ts'

/** Who sold a cash sale, as the organizer's list names them. */
export const Seller = z.object({ ID: z.uuid(), Name: z.string() })

/** A cash sale in a list: the purchase, who sold it, and the closed drawer it was counted in. */
export const CashSale = Purchase.extend({ Seller, DrawerID: z.uuid().nullable() })
export type CashSale = z.infer<typeof CashSale>

/** GET /purchase/sells: my cash sales (every seller's with `All=1` and purchase_view), newest first. */
export const SellsQuery = PageQuery.extend({
  EventID: z.uuid({ error: said('REQUIRED') }),
  All: z.enum(['0', '1']).optional(),
})
export const SellsPage = z.object({
  Items: z.array(CashSale),
  Total: z.number().int(),
  /** Cash taken by the listed sales (voided ones not counted), in taka. */
  Amount: z.number(),
})
export type SellsPage = z.infer<typeof SellsPage>

/** One seller's takings for an event: everything, and what is not yet in a closed drawer. */
export const SellerTakings = z.object({
  Seller,
  Sales: z.number().int(),
  Tickets: z.number().int(),
  Amount: z.number(),
  OpenSales: z.number().int(),
  OpenAmount: z.number(),
})
export type SellerTakings = z.infer<typeof SellerTakings>

export const CashDrawer = z.object({
  ID: z.uuid(),
  EventID: z.uuid(),
  Seller,
  Sales: z.number().int(),
  Expected: z.number(),
  Counted: z.number(),
  /** Counted − Expected: negative when cash is missing. */
  Difference: z.number(),
  Note: z.string().nullable(),
  ClosedAt: z.iso.datetime({ offset: true }),
})
export type CashDrawer = z.infer<typeof CashDrawer>

/** GET /purchase/sells/summary: takings per seller and the closed drawers (only mine without purchase_view). */
export const SellsSummary = z.object({ Sellers: z.array(SellerTakings), Drawers: z.array(CashDrawer) })
export type SellsSummary = z.infer<typeof SellsSummary>

/** POST /purchase/sells/drawer: the seller counts the cash in hand and closes their drawer. */
export const CloseDrawerInput = z.object({
  EventID: z.uuid({ error: said('REQUIRED') }),
  Counted: takaAmount,
  Note: optionalText(maxLength(NOTE_MAX)),
})
export type CloseDrawerInput = z.infer<typeof CloseDrawerInput>

export const VoidSaleInput = z.object({ Reason: optionalText(maxLength(NOTE_MAX)) })
