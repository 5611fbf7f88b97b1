CREATE TABLE "finance_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "finance_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"uploaded_by" bigint NOT NULL,
	"state" text DEFAULT 'submitted' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "finance_transfers_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "finance_transfers_state_check" CHECK ("finance_transfers"."state" in ('submitted', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "summary_reminders" (
	"task_id" bigint NOT NULL,
	"school_group_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_reminders_task_id_school_group_id_kind_pk" PRIMARY KEY("task_id","school_group_id","kind")
);
--> statement-breakpoint
CREATE TABLE "summary_submission_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "summary_submission_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"submission_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_state" text DEFAULT '' NOT NULL,
	"to_state" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"form_version" integer DEFAULT 1 NOT NULL,
	"values" jsonb,
	"actor_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_submission_events_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "summary_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "summary_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"task_id" bigint NOT NULL,
	"school_group_id" bigint NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"explanations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"nothing_reason" text DEFAULT '' NOT NULL,
	"return_note" text DEFAULT '' NOT NULL,
	"form_version" integer DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"submitted_by" bigint,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_submissions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "summary_submissions_status_check" CHECK ("summary_submissions"."status" in ('draft', 'submitted', 'returned', 'accepted', 'nothing'))
);
--> statement-breakpoint
CREATE TABLE "summary_task_schools" (
	"task_id" bigint NOT NULL,
	"school_group_id" bigint NOT NULL,
	CONSTRAINT "summary_task_schools_task_id_school_group_id_pk" PRIMARY KEY("task_id","school_group_id")
);
--> statement-breakpoint
CREATE TABLE "summary_task_versions" (
	"task_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"checks" jsonb NOT NULL,
	"edited_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_task_versions_task_id_version_pk" PRIMARY KEY("task_id","version")
);
--> statement-breakpoint
CREATE TABLE "summary_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "summary_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"template_file_id" bigint,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"fields" jsonb NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"all_schools" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "summary_tasks_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "summary_tasks_status_check" CHECK ("summary_tasks"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "notify_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notify_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"event_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"topic" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"message" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_deliveries_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "notify_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notify_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"actor_id" bigint,
	"dispatched_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notify_reminders" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "finance_refunds" DROP CONSTRAINT "finance_refunds_state_check";--> statement-breakpoint
ALTER TABLE "subscribe_messages" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribe_messages" ADD COLUMN "content_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribe_messages" ADD COLUMN "event_id" bigint;--> statement-breakpoint
ALTER TABLE "competition_enroll_settings" ADD COLUMN "refund_approval_above_fen" integer;--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD COLUMN "decided_by" bigint;--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD COLUMN "decision_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD COLUMN "fail_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_transfers" ADD CONSTRAINT "finance_transfers_order_id_finance_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."finance_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transfers" ADD CONSTRAINT "finance_transfers_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transfers" ADD CONSTRAINT "finance_transfers_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_transfers" ADD CONSTRAINT "finance_transfers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_reminders" ADD CONSTRAINT "summary_reminders_task_id_summary_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."summary_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_reminders" ADD CONSTRAINT "summary_reminders_school_group_id_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_submission_events" ADD CONSTRAINT "summary_submission_events_submission_id_summary_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."summary_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_submission_events" ADD CONSTRAINT "summary_submission_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_submissions" ADD CONSTRAINT "summary_submissions_task_id_summary_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."summary_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_submissions" ADD CONSTRAINT "summary_submissions_school_group_id_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_submissions" ADD CONSTRAINT "summary_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_submissions" ADD CONSTRAINT "summary_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_task_schools" ADD CONSTRAINT "summary_task_schools_task_id_summary_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."summary_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_task_schools" ADD CONSTRAINT "summary_task_schools_school_group_id_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_task_versions" ADD CONSTRAINT "summary_task_versions_task_id_summary_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."summary_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_task_versions" ADD CONSTRAINT "summary_task_versions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_tasks" ADD CONSTRAINT "summary_tasks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_tasks" ADD CONSTRAINT "summary_tasks_template_file_id_files_id_fk" FOREIGN KEY ("template_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "summary_tasks" ADD CONSTRAINT "summary_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_event_id_notify_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."notify_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notify_deliveries" ADD CONSTRAINT "notify_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_transfers_order_idx" ON "finance_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finance_transfers_one_waiting_idx" ON "finance_transfers" USING btree ("order_id") WHERE "finance_transfers"."state" = 'submitted';--> statement-breakpoint
CREATE INDEX "summary_submission_events_submission_idx" ON "summary_submission_events" USING btree ("submission_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "summary_submissions_task_school_idx" ON "summary_submissions" USING btree ("task_id","school_group_id");--> statement-breakpoint
CREATE INDEX "summary_task_schools_school_idx" ON "summary_task_schools" USING btree ("school_group_id");--> statement-breakpoint
CREATE INDEX "summary_tasks_group_idx" ON "summary_tasks" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_deliveries_once_idx" ON "notify_deliveries" USING btree ("event_id","user_id","channel");--> statement-breakpoint
CREATE INDEX "notify_deliveries_due_idx" ON "notify_deliveries" USING btree ("next_attempt_at") WHERE "notify_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notify_deliveries_failed_idx" ON "notify_deliveries" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "notify_events_pending_idx" ON "notify_events" USING btree ("next_attempt_at") WHERE "notify_events"."dispatched_at" is null;--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD CONSTRAINT "finance_refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscribe_messages_event_user_idx" ON "subscribe_messages" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "finance_refunds_state_idx" ON "finance_refunds" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "competition_enroll_settings" ADD CONSTRAINT "competition_enroll_refund_approval_check" CHECK (coalesce("competition_enroll_settings"."refund_approval_above_fen", 0) >= 0);--> statement-breakpoint
ALTER TABLE "finance_refunds" ADD CONSTRAINT "finance_refunds_state_check" CHECK ("finance_refunds"."state" in ('awaitingApproval', 'requested', 'declined', 'succeeded', 'failed'));