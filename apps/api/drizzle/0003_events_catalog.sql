CREATE TABLE "bundle_tickets" (
	"bundle_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "bundle_tickets_bundle_id_ticket_id_pk" PRIMARY KEY("bundle_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "bundles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collectibles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_tickets" (
	"discount_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	CONSTRAINT "discount_tickets_discount_id_ticket_id_pk" PRIMARY KEY("discount_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"amount" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"min_tickets" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_used_within_max" CHECK ("discounts"."used" >= 0 and "discounts"."used" <= "discounts"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "ticket_collectibles" (
	"ticket_id" uuid NOT NULL,
	"collectible_id" uuid NOT NULL,
	CONSTRAINT "ticket_collectibles_ticket_id_collectible_id_pk" PRIMARY KEY("ticket_id","collectible_id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"section" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"capacity" integer NOT NULL,
	"limit_per_user" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"url" text,
	"note" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_sold_within_capacity" CHECK ("tickets"."sold" >= 0 and "tickets"."sold" <= "tickets"."capacity"),
	CONSTRAINT "tickets_price_not_negative" CHECK ("tickets"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_performers" (
	"event_id" uuid NOT NULL,
	"performer_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_performers_event_id_performer_id_pk" PRIMARY KEY("event_id","performer_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"district" text,
	"venue" text,
	"address" text,
	"online" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"image_url" text,
	"form_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "performer_accounts" (
	"performer_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	CONSTRAINT "performer_accounts_performer_id_account_id_pk" PRIMARY KEY("performer_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "performers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"alternative_name" text,
	"biography" text,
	"image" text,
	"hidden_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundle_tickets" ADD CONSTRAINT "bundle_tickets_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_tickets" ADD CONSTRAINT "bundle_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collectibles" ADD CONSTRAINT "collectibles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_tickets" ADD CONSTRAINT "discount_tickets_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_tickets" ADD CONSTRAINT "discount_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_collectibles" ADD CONSTRAINT "ticket_collectibles_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_collectibles" ADD CONSTRAINT "ticket_collectibles_collectible_id_collectibles_id_fk" FOREIGN KEY ("collectible_id") REFERENCES "public"."collectibles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_performers" ADD CONSTRAINT "event_performers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_performers" ADD CONSTRAINT "event_performers_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_accounts" ADD CONSTRAINT "performer_accounts_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_accounts" ADD CONSTRAINT "performer_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performers" ADD CONSTRAINT "performers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundles_event_idx" ON "bundles" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "collectibles_event_idx" ON "collectibles" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_event_code_idx" ON "discounts" USING btree ("event_id",lower("code"));--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "event_performers_performer_idx" ON "event_performers" USING btree ("performer_id");--> statement-breakpoint
CREATE INDEX "events_account_idx" ON "events" USING btree ("account_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_feed_idx" ON "events" USING btree ("starts_at") WHERE published_at is not null and visibility <> 'private';--> statement-breakpoint
CREATE INDEX "performer_accounts_account_idx" ON "performer_accounts" USING btree ("account_id");