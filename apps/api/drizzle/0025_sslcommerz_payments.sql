CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"tran_id" text NOT NULL,
	"session_key" text,
	"status" text DEFAULT 'started' NOT NULL,
	"bank_tran_id" text,
	"refunded_at" timestamp with time zone,
	"refund_ref" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "accepted_payments" text[];--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "payment_channel" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "held_for_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "gateway_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_tran_id_idx" ON "payment_attempts" USING btree ("tran_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_purchase_idx" ON "payment_attempts" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_started_idx" ON "payment_attempts" USING btree ("created_at") WHERE status = 'started';