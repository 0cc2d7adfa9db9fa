CREATE TABLE "astrologer_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"reference" text,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "astrologer_payouts_amount_ck" CHECK ("astrologer_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "consult_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"client_id" text NOT NULL,
	"sender" text NOT NULL,
	"text" text,
	"image_url" text,
	"masked" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"endpoint" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "share_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "intake" jsonb;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "spending_cap_paise" integer;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "refunded_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "current_hold_id" uuid;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "request_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "meter_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "meter_resumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "user_away_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "astrologer_away_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "user_call_connected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "astrologer_call_connected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "warned_minute" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "astrologer_payouts" ADD CONSTRAINT "astrologer_payouts_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consult_messages" ADD CONSTRAINT "consult_messages_session_id_consult_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."consult_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "astrologer_payouts_astrologer_idx" ON "astrologer_payouts" USING btree ("astrologer_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_messages_seq_uq" ON "consult_messages" USING btree ("session_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_messages_client_uq" ON "consult_messages" USING btree ("session_id","sender","client_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "consult_sessions_open_idx" ON "consult_sessions" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "consult_sessions_user_open_uq" ON "consult_sessions" USING btree ("user_id") WHERE status in ('requested', 'accepted', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "consult_sessions_astrologer_live_uq" ON "consult_sessions" USING btree ("astrologer_id") WHERE status in ('accepted', 'active');--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD CONSTRAINT "consult_sessions_money_ck" CHECK ("consult_sessions"."charged_paise" >= 0 and "consult_sessions"."refunded_paise" >= 0 and "consult_sessions"."refunded_paise" <= "consult_sessions"."charged_paise");