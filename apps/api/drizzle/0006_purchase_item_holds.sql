ALTER TABLE "purchase_items" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "purchase_items_held_idx" ON "purchase_items" USING btree ("ticket_id","held_until") WHERE held_until is not null;--> statement-breakpoint
UPDATE "purchase_items" SET "held_until" = "purchases"."expires_at" FROM "purchases" WHERE "purchases"."id" = "purchase_items"."purchase_id" AND "purchases"."status" = 'pending';
