CREATE TABLE "scheduled_runs" (
	"name" text NOT NULL,
	"slot" timestamp with time zone NOT NULL,
	"claimed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_runs_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
CREATE TABLE "finance_discount_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"competition_id" bigint NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_discount_codes_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "finance_discount_codes_kind_check" CHECK ("finance_discount_codes"."kind" in ('amount', 'percent')),
	CONSTRAINT "finance_discount_codes_value_check" CHECK ("finance_discount_codes"."value" >= 1 and ("finance_discount_codes"."kind" = 'amount' or "finance_discount_codes"."value" <= 100)),
	CONSTRAINT "finance_discount_codes_uses_check" CHECK ("finance_discount_codes"."used_count" >= 0 and "finance_discount_codes"."used_count" <= "finance_discount_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "finance_discount_uses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_discount_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"replaced_order_id" bigint,
	"discount_fen" integer NOT NULL,
	"used_by" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "finance_invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"requested_by" bigint NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"invoice_no" text DEFAULT '' NOT NULL,
	"file_id" bigint,
	"issued_by" bigint,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_invoices_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "finance_invoices_state_check" CHECK ("finance_invoices"."state" in ('requested', 'issued'))
);
--> statement-breakpoint
CREATE TABLE "finance_reconciliation_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_reconciliation_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"bill_fen" integer,
	"podium_fen" integer,
	"problem" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" bigint,
	"resolution" text DEFAULT '' NOT NULL,
	CONSTRAINT "finance_reconciliation_items_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "finance_reconciliation_items_problem_check" CHECK ("finance_reconciliation_items"."problem" in ('missingInPodium', 'missingInBill', 'amountDiffers'))
);
--> statement-breakpoint
CREATE TABLE "finance_reconciliation_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"bill_lines" integer DEFAULT 0 NOT NULL,
	"mismatches" integer DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "finance_waivers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_waivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"team_id" bigint NOT NULL,
	"competition_id" bigint NOT NULL,
	"previous_fee_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"approved_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_waivers_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
ALTER TABLE "finance_orders" DROP CONSTRAINT "finance_orders_amount_check";--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD COLUMN "digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "works" ADD COLUMN "share_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "finance_orders" ADD COLUMN "discount_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_discount_codes" ADD CONSTRAINT "finance_discount_codes_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_discount_codes" ADD CONSTRAINT "finance_discount_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_discount_uses" ADD CONSTRAINT "finance_discount_uses_code_id_finance_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."finance_discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_discount_uses" ADD CONSTRAINT "finance_discount_uses_order_id_finance_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."finance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_discount_uses" ADD CONSTRAINT "finance_discount_uses_replaced_order_id_finance_orders_id_fk" FOREIGN KEY ("replaced_order_id") REFERENCES "public"."finance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_discount_uses" ADD CONSTRAINT "finance_discount_uses_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_invoices" ADD CONSTRAINT "finance_invoices_order_id_finance_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."finance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_invoices" ADD CONSTRAINT "finance_invoices_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_invoices" ADD CONSTRAINT "finance_invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_invoices" ADD CONSTRAINT "finance_invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_reconciliation_items" ADD CONSTRAINT "finance_reconciliation_items_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_waivers" ADD CONSTRAINT "finance_waivers_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_waivers" ADD CONSTRAINT "finance_waivers_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_waivers" ADD CONSTRAINT "finance_waivers_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "finance_discount_codes_code_idx" ON "finance_discount_codes" USING btree ("competition_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_discount_uses_order_idx" ON "finance_discount_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "finance_discount_uses_code_idx" ON "finance_discount_uses" USING btree ("code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_invoices_order_idx" ON "finance_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_reconciliation_items_ref_idx" ON "finance_reconciliation_items" USING btree ("provider","kind","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_reconciliation_runs_day_idx" ON "finance_reconciliation_runs" USING btree ("provider","day");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_waivers_team_idx" ON "finance_waivers" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "finance_orders" ADD CONSTRAINT "finance_orders_amount_check" CHECK ("finance_orders"."amount_fen" >= 0 and "finance_orders"."discount_fen" >= 0);