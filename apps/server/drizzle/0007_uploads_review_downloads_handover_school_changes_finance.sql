CREATE TABLE "handover_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "handover_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"code_hash" text NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handover_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "upload_reservations" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_change_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"from_group_id" bigint,
	"to_group_id" bigint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_change_requests_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "school_change_requests_status_check" CHECK ("school_change_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "competition_fees" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "competition_fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"competition_id" bigint NOT NULL,
	"item_id" bigint,
	"participant_group_id" bigint,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "competition_fees_amount_check" CHECK ("competition_fees"."amount_fen" >= 0 and "competition_fees"."amount_fen" <= 100000000)
);
--> statement-breakpoint
CREATE TABLE "finance_attention" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_attention_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"order_id" bigint,
	"provider" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" bigint,
	"resolution" text DEFAULT '' NOT NULL,
	CONSTRAINT "finance_attention_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "finance_attention_reason_check" CHECK ("finance_attention"."reason" in ('orderClosed', 'alreadyPaid'))
);
--> statement-breakpoint
CREATE TABLE "finance_order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"team_id" bigint NOT NULL,
	"description" text NOT NULL,
	"unit_fen" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "finance_order_lines_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "finance_order_lines_amount_check" CHECK ("finance_order_lines"."unit_fen" >= 0 and "finance_order_lines"."quantity" >= 1 and "finance_order_lines"."amount_fen" = "finance_order_lines"."unit_fen" * "finance_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "finance_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"payer_id" bigint NOT NULL,
	"payer_group_id" bigint,
	"competition_id" bigint NOT NULL,
	"organiser_group_id" bigint NOT NULL,
	"subject" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"state" text DEFAULT 'awaiting' NOT NULL,
	"provider" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "finance_orders_state_check" CHECK ("finance_orders"."state" in ('awaiting', 'paid', 'refunding', 'refunded', 'partlyRefunded', 'closed')),
	CONSTRAINT "finance_orders_amount_check" CHECK ("finance_orders"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "finance_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"state" text DEFAULT 'succeeded' NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_payments_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "finance_payments_amount_check" CHECK ("finance_payments"."amount_fen" > 0),
	CONSTRAINT "finance_payments_state_check" CHECK ("finance_payments"."state" in ('succeeded'))
);
--> statement-breakpoint
CREATE TABLE "finance_refunds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"line_id" bigint,
	"request_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "finance_refunds_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "finance_refunds_request_no_unique" UNIQUE("request_no"),
	CONSTRAINT "finance_refunds_amount_check" CHECK ("finance_refunds"."amount_fen" > 0),
	CONSTRAINT "finance_refunds_state_check" CHECK ("finance_refunds"."state" in ('requested', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "competition_enroll_settings" ADD COLUMN "fee_basis" text DEFAULT 'team' NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_enroll_settings" ADD COLUMN "pay_window_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "competition_enroll_settings" ADD COLUMN "pay_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_settings" ADD COLUMN "expert_download" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "handover_codes" ADD CONSTRAINT "handover_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_reservations" ADD CONSTRAINT "upload_reservations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_change_requests" ADD CONSTRAINT "school_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_change_requests" ADD CONSTRAINT "school_change_requests_from_group_id_groups_id_fk" FOREIGN KEY ("from_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_change_requests" ADD CONSTRAINT "school_change_requests_to_group_id_groups_id_fk" FOREIGN KEY ("to_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_change_requests" ADD CONSTRAINT "school_change_requests_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_fees" ADD CONSTRAINT "competition_fees_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_fees" ADD CONSTRAINT "competition_fees_item_id_competition_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."competition_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_fees" ADD CONSTRAINT "competition_fees_participant_group_id_competition_groups_id_fk" FOREIGN KEY ("participant_group_id") REFERENCES "public"."competition_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_attention" ADD CONSTRAINT "finance_attention_order_id_finance_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."finance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_attention" ADD CONSTRAINT "finance_attention_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_order_lines" ADD CONSTRAINT "finance_order_lines_order_id_finance_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."finance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_order_lines" ADD CONSTRAINT "finance_order_lines_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_orders" ADD CONSTRAINT "finance_orders_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_orders" ADD CONSTRAINT "finance_orders_payer_group_id_groups_id_fk" FOREIGN KEY ("payer_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_orders" ADD CONSTRAINT "finance_orders_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_orders" ADD CONSTRAINT "finance_orders_organiser_group_id_groups_id_fk" FOREIGN KEY ("organiser_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_payments" ADD CONSTRAINT "finance_payments_order_id_finance_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."finance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD CONSTRAINT "finance_refunds_order_id_finance_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."finance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD CONSTRAINT "finance_refunds_payment_id_finance_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."finance_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD CONSTRAINT "finance_refunds_line_id_finance_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."finance_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD CONSTRAINT "finance_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handover_codes_user_idx" ON "handover_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "upload_reservations_owner_idx" ON "upload_reservations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "school_change_requests_to_idx" ON "school_change_requests" USING btree ("to_group_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "school_change_requests_pending_idx" ON "school_change_requests" USING btree ("user_id") WHERE "school_change_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "competition_fees_scope_idx" ON "competition_fees" USING btree ("competition_id",coalesce("item_id", 0),coalesce("participant_group_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "finance_attention_trade_idx" ON "finance_attention" USING btree ("provider","trade_no");--> statement-breakpoint
CREATE INDEX "finance_order_lines_order_idx" ON "finance_order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "finance_order_lines_team_idx" ON "finance_order_lines" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "finance_orders_payer_idx" ON "finance_orders" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_orders_competition_idx" ON "finance_orders" USING btree ("competition_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_payments_trade_idx" ON "finance_payments" USING btree ("provider","trade_no");--> statement-breakpoint
CREATE INDEX "finance_payments_order_idx" ON "finance_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "finance_refunds_order_idx" ON "finance_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "competition_enroll_settings" ADD CONSTRAINT "competition_enroll_fee_basis_check" CHECK ("competition_enroll_settings"."fee_basis" in ('team', 'member'));--> statement-breakpoint
ALTER TABLE "competition_enroll_settings" ADD CONSTRAINT "competition_enroll_pay_window_check" CHECK ("competition_enroll_settings"."pay_window_minutes" >= 5 and "competition_enroll_settings"."pay_window_minutes" <= 10080);