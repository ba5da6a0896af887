CREATE TABLE "follow_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"performer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"phone" text,
	"email" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"purchase_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "bn" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "bn" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waitlist_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "transfers_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "transfer_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_refund_percent" integer;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase_items" ADD COLUMN "transferred_to" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "follow_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "follow_notices" ADD CONSTRAINT "follow_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_notices" ADD CONSTRAINT "follow_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_notices_user_event_idx" ON "follow_notices" USING btree ("user_id","event_id");--> statement-breakpoint
CREATE INDEX "follow_notices_unsent_idx" ON "follow_notices" USING btree ("user_id") WHERE sent_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_account_idx" ON "follows" USING btree ("user_id","account_id") WHERE account_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "follows_user_performer_idx" ON "follows" USING btree ("user_id","performer_id") WHERE performer_id is not null;--> statement-breakpoint
CREATE INDEX "follows_account_idx" ON "follows" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "follows_performer_idx" ON "follows" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "waitlist_ticket_status_idx" ON "waitlist_entries" USING btree ("ticket_id","status","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_event_idx" ON "waitlist_entries" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offer_token_idx" ON "waitlist_entries" USING btree ("offer_token_hash");