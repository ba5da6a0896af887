CREATE TABLE "purchase_access_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_access_links" ADD CONSTRAINT "purchase_access_links_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_access_links_token_idx" ON "purchase_access_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "purchase_access_links_purchase_idx" ON "purchase_access_links" USING btree ("purchase_id");--> statement-breakpoint
-- The one link each purchase had stays valid.
INSERT INTO "purchase_access_links" ("purchase_id", "token_hash")
SELECT "id", "access_hash" FROM "purchases" WHERE "access_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" DROP COLUMN "access_hash";