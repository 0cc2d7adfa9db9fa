CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"non_negative" boolean DEFAULT false NOT NULL,
	"balance_paise" bigint DEFAULT 0 NOT NULL,
	"held_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_non_negative" CHECK (not "ledger_accounts"."non_negative" or ("ledger_accounts"."held_paise" >= 0 and "ledger_accounts"."balance_paise" >= "ledger_accounts"."held_paise"))
);
--> statement-breakpoint
CREATE TABLE "ledger_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"amount_paise" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"reference" text,
	"description" text,
	"category" text,
	"actor_user_id" uuid,
	"reverses_operation_id" uuid,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation_id" uuid NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfers_positive" CHECK ("ledger_transfers"."amount_paise" > 0),
	CONSTRAINT "ledger_transfers_two_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gst_paise" bigint DEFAULT 0 NOT NULL,
	"total_paise" bigint NOT NULL,
	"bonus_paise" bigint DEFAULT 0 NOT NULL,
	"gst_rate_bp" integer DEFAULT 0 NOT NULL,
	"gateway" text,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"invoice_number" text,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"description" text,
	"reference" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text,
	"event_type" text,
	"gateway_payment_id" text,
	"gateway_order_id" text,
	"signature_valid" boolean NOT NULL,
	"outcome" text NOT NULL,
	"payload" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"gateway" text,
	"gateway_payment_id" text,
	"details" jsonb,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"order_id" uuid,
	"status" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"gst_paise" bigint DEFAULT 0 NOT NULL,
	"bonus_withdrawn_paise" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"gateway" text,
	"gateway_payment_id" text,
	"gateway_refund_id" text,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"gateway_order_id" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"refunded_paise" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"real_paise" bigint NOT NULL,
	"promo_paise" bigint NOT NULL,
	"posted_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"category" text NOT NULL,
	"reference" text,
	"description" text,
	"expires_at" timestamp with time zone NOT NULL,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_operation_id_ledger_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ledger_operations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_code_uq" ON "ledger_accounts" USING btree ("code");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_idx" ON "ledger_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_operations_key_uq" ON "ledger_operations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_operations_user_created_idx" ON "ledger_operations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_operations_reference_idx" ON "ledger_operations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_operations_reverses_idx" ON "ledger_operations" USING btree ("reverses_operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transfers_key_uq" ON "ledger_transfers" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transfers_operation_idx" ON "ledger_transfers" USING btree ("operation_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_order_uq" ON "orders" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_uq" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_flags_payment_reason_uq" ON "payment_flags" USING btree ("gateway_payment_id","reason");--> statement-breakpoint
CREATE INDEX "payment_flags_status_idx" ON "payment_flags" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_uq" ON "payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key_uq" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "refunds_created_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_order_idx" ON "sandbox_payments" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE INDEX "sandbox_payments_created_idx" ON "sandbox_payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_holds_key_uq" ON "wallet_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_holds_status_expires_idx" ON "wallet_holds" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "wallet_holds_user_idx" ON "wallet_holds" USING btree ("user_id");