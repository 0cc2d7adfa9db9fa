CREATE TABLE "astrologer_followers" (
	"astrologer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astrologer_followers_astrologer_id_user_id_pk" PRIMARY KEY("astrologer_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "astrologer_notify_subscriptions" (
	"astrologer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "astrologer_notify_subscriptions_astrologer_id_user_id_mode_pk" PRIMARY KEY("astrologer_id","user_id","mode")
);
--> statement-breakpoint
CREATE TABLE "astrologer_private" (
	"astrologer_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"identity_document_path" text NOT NULL,
	"identity_document_type" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_ifsc" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "astrologer_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astrologer_reviews_rating_ck" CHECK ("astrologer_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "astrologers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"display_name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" text NOT NULL,
	"languages" jsonb NOT NULL,
	"skills" jsonb NOT NULL,
	"experience_years" integer NOT NULL,
	"asked_price_paise" integer NOT NULL,
	"price_paise" integer,
	"biography" text NOT NULL,
	"photo_url" text,
	"chat_status" text DEFAULT 'offline' NOT NULL,
	"call_status" text DEFAULT 'offline' NOT NULL,
	"pending_changes" jsonb,
	"pending_changes_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "astrologers_experience_ck" CHECK ("astrologers"."experience_years" >= 0),
	CONSTRAINT "astrologers_price_ck" CHECK ("astrologers"."asked_price_paise" > 0 and ("astrologers"."price_paise" is null or "astrologers"."price_paise" > 0))
);
--> statement-breakpoint
CREATE TABLE "consult_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"price_paise" integer NOT NULL,
	"billed_minutes" integer DEFAULT 0 NOT NULL,
	"charged_paise" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consult_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "astrologer_followers" ADD CONSTRAINT "astrologer_followers_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_followers" ADD CONSTRAINT "astrologer_followers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_notify_subscriptions" ADD CONSTRAINT "astrologer_notify_subscriptions_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_notify_subscriptions" ADD CONSTRAINT "astrologer_notify_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_private" ADD CONSTRAINT "astrologer_private_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_reviews" ADD CONSTRAINT "astrologer_reviews_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologer_reviews" ADD CONSTRAINT "astrologer_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "astrologers" ADD CONSTRAINT "astrologers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD CONSTRAINT "consult_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD CONSTRAINT "consult_sessions_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "astrologer_followers_user_idx" ON "astrologer_followers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_reviews_user_uq" ON "astrologer_reviews" USING btree ("astrologer_id","user_id");--> statement-breakpoint
CREATE INDEX "astrologer_reviews_list_idx" ON "astrologer_reviews" USING btree ("astrologer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "astrologers_user_uq" ON "astrologers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "astrologers_status_idx" ON "astrologers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "consult_sessions_astrologer_idx" ON "consult_sessions" USING btree ("astrologer_id","requested_at");--> statement-breakpoint
CREATE INDEX "consult_sessions_user_idx" ON "consult_sessions" USING btree ("user_id","requested_at");