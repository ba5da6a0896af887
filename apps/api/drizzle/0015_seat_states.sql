ALTER TABLE "purchase_refunds" ADD COLUMN "cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchase_items_refund_idx" ON "purchase_items" USING btree ("refund_id") WHERE refund_id is not null;--> statement-breakpoint
-- Seats of paid purchases that ended without a refund through bKash (a void, a guest removed, a free seat cancelled).
UPDATE "purchase_items" AS pi SET "voided_at" = p."updated_at" FROM "purchases" AS p
  WHERE p."id" = pi."purchase_id" AND p."status" IN ('cancelled', 'refunded') AND p."paid_at" IS NOT NULL
  AND pi."refunded_at" IS NULL AND pi."transferred_at" IS NULL;--> statement-breakpoint
-- Seats a refund still waits on.
UPDATE "purchase_items" AS pi SET "refund_id" = r."id" FROM "purchase_refunds" AS r
  WHERE r."status" = 'pending' AND pi."id" = ANY(r."item_ids") AND pi."refunded_at" IS NULL;
