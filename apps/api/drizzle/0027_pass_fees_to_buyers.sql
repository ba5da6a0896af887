ALTER TABLE "events" ADD COLUMN "pass_fees_to_buyers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "amount" integer;