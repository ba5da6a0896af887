import type { Channel } from '@mela/shared/sales'
import { sql } from 'drizzle-orm'
import { purchases } from '../../db/schema.ts'

/**
 * How a purchase was paid, as the reports count it: the SSLCommerz method where there is one (nagad,
 * card …, and bkash paid through SSLCommerz counts with bKash), else the purchase's own method.
 */
export const purchaseChannel = sql<Channel>`coalesce(${purchases.paymentChannel}, ${purchases.paymentMethod})`
