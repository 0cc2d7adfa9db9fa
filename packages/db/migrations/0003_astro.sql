CREATE TABLE "horoscope_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"sign" integer NOT NULL,
	"period_start" text NOT NULL,
	"lang" text NOT NULL,
	"content" jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kundli_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kundli_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_kundlis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"birth" jsonb NOT NULL,
	"place" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kundli_share_links" ADD CONSTRAINT "kundli_share_links_kundli_id_saved_kundlis_id_fk" FOREIGN KEY ("kundli_id") REFERENCES "public"."saved_kundlis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_kundlis" ADD CONSTRAINT "saved_kundlis_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "horoscope_override_uq" ON "horoscope_overrides" USING btree ("type","sign","period_start","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "kundli_share_token_uq" ON "kundli_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "kundli_share_kundli_idx" ON "kundli_share_links" USING btree ("kundli_id");--> statement-breakpoint
CREATE INDEX "saved_kundlis_user_idx" ON "saved_kundlis" USING btree ("user_id","created_at");