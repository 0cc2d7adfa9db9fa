CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_hi" text NOT NULL,
	"icon" text NOT NULL,
	"price_paise" integer NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_price_ck" CHECK ("gifts"."price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "live_bans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"live_id" uuid,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_bans_kind_ck" CHECK ("live_bans"."kind" in ('mute', 'remove', 'block') and (("live_bans"."kind" = 'block') = ("live_bans"."live_id" is null)))
);
--> statement-breakpoint
CREATE TABLE "live_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_id" uuid NOT NULL,
	"user_id" uuid,
	"client_id" text,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"text" text NOT NULL,
	"masked" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_id" uuid NOT NULL,
	"gift_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"price_paise" integer NOT NULL,
	"astrologer_share_paise" integer NOT NULL,
	"ledger_operation_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_gifts_money_ck" CHECK ("live_gifts"."price_paise" > 0 and "live_gifts"."astrologer_share_paise" >= 0 and "live_gifts"."astrologer_share_paise" <= "live_gifts"."price_paise")
);
--> statement-breakpoint
CREATE TABLE "live_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"live_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"session_id" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_queue_state_ck" CHECK ("live_queue"."state" in ('waiting', 'taken', 'skipped', 'left'))
);
--> statement-breakpoint
CREATE TABLE "live_reminders" (
	"live_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "live_reminders_live_id_user_id_pk" PRIMARY KEY("live_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "live_viewers" (
	"live_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"user_id" uuid,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "live_viewers_live_id_viewer_key_pk" PRIMARY KEY("live_id","viewer_key")
);
--> statement-breakpoint
CREATE TABLE "lives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	"language" text NOT NULL,
	"price_paise" integer NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"starting_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"host_lost_at" timestamp with time zone,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"stage_session_id" uuid,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lives_price_ck" CHECK ("lives"."price_paise" > 0),
	CONSTRAINT "lives_peak_ck" CHECK ("lives"."peak_viewers" >= 0),
	CONSTRAINT "lives_status_ck" CHECK ("lives"."status" in ('scheduled', 'starting', 'live', 'reconnecting', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "consult_sessions" ADD COLUMN "live_id" uuid;--> statement-breakpoint
ALTER TABLE "live_bans" ADD CONSTRAINT "live_bans_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bans" ADD CONSTRAINT "live_bans_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bans" ADD CONSTRAINT "live_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_gifts" ADD CONSTRAINT "live_gifts_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_gifts" ADD CONSTRAINT "live_gifts_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_gifts" ADD CONSTRAINT "live_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_queue" ADD CONSTRAINT "live_queue_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_queue" ADD CONSTRAINT "live_queue_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_queue" ADD CONSTRAINT "live_queue_session_id_consult_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."consult_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_reminders" ADD CONSTRAINT "live_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_live_id_lives_id_fk" FOREIGN KEY ("live_id") REFERENCES "public"."lives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lives" ADD CONSTRAINT "lives_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_bans_live_uq" ON "live_bans" USING btree ("live_id","user_id","kind") WHERE live_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "live_bans_block_uq" ON "live_bans" USING btree ("astrologer_id","user_id") WHERE kind = 'block';--> statement-breakpoint
CREATE INDEX "live_bans_user_idx" ON "live_bans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_chat_live_idx" ON "live_chat_messages" USING btree ("live_id","created_at");--> statement-breakpoint
CREATE INDEX "live_chat_user_idx" ON "live_chat_messages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_chat_client_uq" ON "live_chat_messages" USING btree ("live_id","user_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_gifts_key_uq" ON "live_gifts" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "live_gifts_op_uq" ON "live_gifts" USING btree ("ledger_operation_id");--> statement-breakpoint
CREATE INDEX "live_gifts_live_idx" ON "live_gifts" USING btree ("live_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_queue_waiting_uq" ON "live_queue" USING btree ("live_id","user_id") WHERE state = 'waiting';--> statement-breakpoint
CREATE INDEX "live_queue_live_idx" ON "live_queue" USING btree ("live_id","joined_at");--> statement-breakpoint
CREATE INDEX "live_reminders_user_idx" ON "live_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_viewers_user_idx" ON "live_viewers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lives_status_idx" ON "lives" USING btree ("status");--> statement-breakpoint
CREATE INDEX "lives_astrologer_idx" ON "lives" USING btree ("astrologer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lives_astrologer_on_air_uq" ON "lives" USING btree ("astrologer_id") WHERE status in ('starting', 'live', 'reconnecting');