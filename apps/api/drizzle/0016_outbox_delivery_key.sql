ALTER TABLE "outbox" ADD COLUMN "delivery_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivery_key_unique" UNIQUE("delivery_key");