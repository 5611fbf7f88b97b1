CREATE TABLE "enroll_invitations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enroll_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"team_id" bigint NOT NULL,
	"role" text NOT NULL,
	"created_by" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enroll_invitations_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "enroll_invitations_role_check" CHECK ("enroll_invitations"."role" in ('member', 'advisor'))
);
--> statement-breakpoint
CREATE TABLE "enroll_member_infos" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"id_card_cipher" text,
	"id_card_index" text,
	"birthday" date,
	"gender" smallint,
	"phone_cipher" text,
	"student_no" text DEFAULT '' NOT NULL,
	"college" text DEFAULT '' NOT NULL,
	"major" text DEFAULT '' NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_files" (
	"version_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"work_id" bigint NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "work_files_version_id_file_id_pk" PRIMARY KEY("version_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "work_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"work_id" bigint NOT NULL,
	"version_no" integer NOT NULL,
	"title" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_versions_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "work_zip_entries" (
	"job_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"entries" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_zip_entries_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "works" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "works_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"team_id" bigint NOT NULL,
	"competition_id" bigint NOT NULL,
	"stage_id" bigint NOT NULL,
	"school_group_id" bigint,
	"title" text NOT NULL,
	"current_version_id" bigint,
	"version_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"share_id" text NOT NULL,
	"public_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "works_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "works_share_id_unique" UNIQUE("share_id"),
	CONSTRAINT "works_status_check" CHECK ("works"."status" in ('submitted'))
);
--> statement-breakpoint
CREATE TABLE "expert_group_members" (
	"expert_group_id" bigint NOT NULL,
	"expert_id" bigint NOT NULL,
	CONSTRAINT "expert_group_members_expert_group_id_expert_id_pk" PRIMARY KEY("expert_group_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "expert_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expert_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"stage_id" bigint NOT NULL,
	"name" text NOT NULL,
	"captain_expert_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_groups_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "experts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"user_id" bigint,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"school_group_id" bigint,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conflict_group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone_cipher" text,
	"email" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_card_cipher" text,
	"status" text DEFAULT 'active' NOT NULL,
	"temporary_competition_id" bigint,
	"access_ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experts_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "experts_status_check" CHECK ("experts"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "review_assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"entry_id" bigint NOT NULL,
	"expert_id" bigint NOT NULL,
	"source" text NOT NULL,
	"reason" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"scores" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" real,
	"abstain_reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_assignments_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "review_assignments_source_check" CHECK ("review_assignments"."source" in ('auto', 'manual')),
	CONSTRAINT "review_assignments_status_check" CHECK ("review_assignments"."status" in ('assigned', 'draft', 'submitted', 'abstained'))
);
--> statement-breakpoint
CREATE TABLE "review_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"stage_id" bigint NOT NULL,
	"team_id" bigint NOT NULL,
	"work_ref" text,
	"field" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_entries_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "review_results" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"stage_id" bigint NOT NULL,
	"method" text NOT NULL,
	"raw_mean" real NOT NULL,
	"adjusted" real NOT NULL,
	"expert_count" integer NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"breakdown" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_settings" (
	"stage_id" bigint PRIMARY KEY NOT NULL,
	"review_type" text DEFAULT 'online' NOT NULL,
	"blind" boolean DEFAULT true NOT NULL,
	"experts_per_entry" integer DEFAULT 3 NOT NULL,
	"per_expert_cap" integer DEFAULT 30 NOT NULL,
	"final_method" text DEFAULT 'mean' NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_settings_k_check" CHECK ("review_settings"."experts_per_entry" between 1 and 20),
	CONSTRAINT "review_settings_cap_check" CHECK ("review_settings"."per_expert_cap" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "award_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"list_id" bigint NOT NULL,
	"group_id" bigint NOT NULL,
	"level_id" bigint NOT NULL,
	"team_id" bigint,
	"user_id" bigint,
	"winner_name" text NOT NULL,
	"school_name" text DEFAULT '' NOT NULL,
	"member_names" text DEFAULT '' NOT NULL,
	"teacher_names" text DEFAULT '' NOT NULL,
	"team_name" text DEFAULT '' NOT NULL,
	"work_name" text DEFAULT '' NOT NULL,
	"score" numeric(8, 2),
	"rank" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_entries_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "award_levels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_levels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"competition_id" bigint NOT NULL,
	"stage_id" bigint,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_levels_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "award_levels_kind_check" CHECK ("award_levels"."kind" in ('first', 'second', 'third', 'excellent', 'advisor', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "award_lists" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "award_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"competition_id" bigint NOT NULL,
	"stage_id" bigint,
	"name" text NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_lists_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "cert_batches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cert_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"competition_id" bigint NOT NULL,
	"list_id" bigint NOT NULL,
	"title" text NOT NULL,
	"design" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"check_note" text DEFAULT '' NOT NULL,
	"checked_by" bigint,
	"checked_at" timestamp with time zone,
	"job_id" text,
	"site_origin" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cert_batches_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "cert_batches_status_check" CHECK ("cert_batches"."status" in ('draft', 'pending', 'approved', 'sending', 'sent'))
);
--> statement-breakpoint
CREATE TABLE "cert_counters" (
	"group_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cert_counters_group_id_scope_pk" PRIMARY KEY("group_id","scope")
);
--> statement-breakpoint
CREATE TABLE "cert_settings" (
	"group_id" bigint PRIMARY KEY NOT NULL,
	"number_kind" text DEFAULT 'autoincrementFour' NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"suffix" text DEFAULT '' NOT NULL,
	"seal_url" text DEFAULT '' NOT NULL,
	"signer_name" text DEFAULT '' NOT NULL,
	"verify_wording" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cert_signing_keys" (
	"id" integer PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"batch_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"competition_id" bigint NOT NULL,
	"user_id" bigint,
	"cert_no" text NOT NULL,
	"code" text NOT NULL,
	"signature" text NOT NULL,
	"holder_name" text NOT NULL,
	"award_name" text NOT NULL,
	"competition_name" text NOT NULL,
	"record" jsonb NOT NULL,
	"file_key" text,
	"status" text DEFAULT 'issued' NOT NULL,
	"revoke_reason" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaces_id" bigint,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_status_check" CHECK ("certificates"."status" in ('issued', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "certificate_designs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificate_designs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"kind" text DEFAULT 'design' NOT NULL,
	"title" text NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"document" jsonb NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_designs_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "info_forms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"competition_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_forms_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "info_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"form_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"team_id" bigint,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_submissions_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "study_resource_files" (
	"resource_id" bigint NOT NULL,
	"file_id" bigint NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "study_resource_files_resource_id_file_id_pk" PRIMARY KEY("resource_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "study_resources" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "study_resources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"competition_id" bigint NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'entrants' NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "study_resources_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "study_resources_visibility_check" CHECK ("study_resources"."visibility" in ('public', 'entrants'))
);
--> statement-breakpoint
CREATE TABLE "user_bank_cards" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"account_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text DEFAULT '' NOT NULL,
	"card_cipher" text NOT NULL,
	"card_last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"college_id" bigint,
	"major_id" bigint,
	"student_no" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enroll_team_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enroll_team_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"team_id" bigint NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"actor_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "content_pages_kind_check" CHECK ("content_pages"."kind" in ('page', 'expert', 'partner')),
	CONSTRAINT "content_pages_status_check" CHECK ("content_pages"."status" in ('draft', 'published'))
);
--> statement-breakpoint
DROP INDEX "enroll_members_one_team_per_item_idx";--> statement-breakpoint
ALTER TABLE "enroll_members" ADD COLUMN "stage_id" bigint;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD COLUMN "member_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD COLUMN "advisor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD COLUMN "copied_from_id" bigint;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enroll_invitations" ADD CONSTRAINT "enroll_invitations_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_invitations" ADD CONSTRAINT "enroll_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_member_infos" ADD CONSTRAINT "enroll_member_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_files" ADD CONSTRAINT "work_files_version_id_work_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."work_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_files" ADD CONSTRAINT "work_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_versions" ADD CONSTRAINT "work_versions_work_id_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."works"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_versions" ADD CONSTRAINT "work_versions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_zip_entries" ADD CONSTRAINT "work_zip_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "works" ADD CONSTRAINT "works_school_group_id_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_group_members" ADD CONSTRAINT "expert_group_members_expert_group_id_expert_groups_id_fk" FOREIGN KEY ("expert_group_id") REFERENCES "public"."expert_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_group_members" ADD CONSTRAINT "expert_group_members_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_groups" ADD CONSTRAINT "expert_groups_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_groups" ADD CONSTRAINT "expert_groups_captain_expert_id_experts_id_fk" FOREIGN KEY ("captain_expert_id") REFERENCES "public"."experts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_school_group_id_groups_id_fk" FOREIGN KEY ("school_group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experts" ADD CONSTRAINT "experts_temporary_competition_id_competitions_id_fk" FOREIGN KEY ("temporary_competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_entry_id_review_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."review_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_entries" ADD CONSTRAINT "review_entries_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_entries" ADD CONSTRAINT "review_entries_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_results" ADD CONSTRAINT "review_results_entry_id_review_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."review_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_results" ADD CONSTRAINT "review_results_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_settings" ADD CONSTRAINT "review_settings_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_entries" ADD CONSTRAINT "award_entries_list_id_award_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."award_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_entries" ADD CONSTRAINT "award_entries_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_entries" ADD CONSTRAINT "award_entries_level_id_award_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."award_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_entries" ADD CONSTRAINT "award_entries_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_entries" ADD CONSTRAINT "award_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_levels" ADD CONSTRAINT "award_levels_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_levels" ADD CONSTRAINT "award_levels_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_levels" ADD CONSTRAINT "award_levels_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_lists" ADD CONSTRAINT "award_lists_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_lists" ADD CONSTRAINT "award_lists_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_lists" ADD CONSTRAINT "award_lists_stage_id_competition_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."competition_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_batches" ADD CONSTRAINT "cert_batches_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_batches" ADD CONSTRAINT "cert_batches_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_batches" ADD CONSTRAINT "cert_batches_list_id_award_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."award_lists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_batches" ADD CONSTRAINT "cert_batches_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_counters" ADD CONSTRAINT "cert_counters_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cert_settings" ADD CONSTRAINT "cert_settings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_batch_id_cert_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cert_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_entry_id_award_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."award_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_designs" ADD CONSTRAINT "certificate_designs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_designs" ADD CONSTRAINT "certificate_designs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_designs" ADD CONSTRAINT "certificate_designs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_forms" ADD CONSTRAINT "info_forms_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_forms" ADD CONSTRAINT "info_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_submissions" ADD CONSTRAINT "info_submissions_form_id_info_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."info_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_submissions" ADD CONSTRAINT "info_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_submissions" ADD CONSTRAINT "info_submissions_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_resource_files" ADD CONSTRAINT "study_resource_files_resource_id_study_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."study_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_resource_files" ADD CONSTRAINT "study_resource_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_resources" ADD CONSTRAINT "study_resources_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_resources" ADD CONSTRAINT "study_resources_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bank_cards" ADD CONSTRAINT "user_bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_team_history" ADD CONSTRAINT "enroll_team_history_team_id_enroll_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."enroll_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enroll_team_history" ADD CONSTRAINT "enroll_team_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enroll_invitations_team_idx" ON "enroll_invitations" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "work_files_file_idx" ON "work_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_versions_no_idx" ON "work_versions" USING btree ("work_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "works_team_idx" ON "works" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "works_competition_idx" ON "works" USING btree ("competition_id","stage_id");--> statement-breakpoint
CREATE INDEX "works_school_idx" ON "works" USING btree ("school_group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expert_groups_name_idx" ON "expert_groups" USING btree ("stage_id","name");--> statement-breakpoint
CREATE INDEX "experts_group_idx" ON "experts" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "experts_user_idx" ON "experts" USING btree ("group_id","user_id") WHERE "experts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_assignments_pair_idx" ON "review_assignments" USING btree ("entry_id","expert_id");--> statement-breakpoint
CREATE INDEX "review_assignments_expert_idx" ON "review_assignments" USING btree ("expert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_entries_team_idx" ON "review_entries" USING btree ("stage_id","team_id");--> statement-breakpoint
CREATE INDEX "review_results_stage_idx" ON "review_results" USING btree ("stage_id","adjusted");--> statement-breakpoint
CREATE INDEX "award_entries_list_idx" ON "award_entries" USING btree ("list_id");--> statement-breakpoint
CREATE INDEX "award_entries_user_idx" ON "award_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "award_levels_competition_idx" ON "award_levels" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "award_lists_competition_idx" ON "award_lists" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "cert_batches_group_idx" ON "cert_batches" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_competition_no_idx" ON "certificates" USING btree ("competition_id","cert_no");--> statement-breakpoint
CREATE INDEX "certificates_no_idx" ON "certificates" USING btree ("cert_no");--> statement-breakpoint
CREATE INDEX "certificates_group_idx" ON "certificates" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "certificates_batch_idx" ON "certificates" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_live_per_entry_idx" ON "certificates" USING btree ("batch_id","entry_id") WHERE "certificates"."status" = 'issued';--> statement-breakpoint
CREATE INDEX "certificate_designs_group_kind_idx" ON "certificate_designs" USING btree ("group_id","kind");--> statement-breakpoint
CREATE INDEX "info_forms_competition_idx" ON "info_forms" USING btree ("competition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "info_submissions_form_user_idx" ON "info_submissions" USING btree ("form_id","user_id");--> statement-breakpoint
CREATE INDEX "study_resource_files_file_idx" ON "study_resource_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "study_resources_competition_idx" ON "study_resources" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "enroll_team_history_team_idx" ON "enroll_team_history" USING btree ("team_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_slug_idx" ON "content_pages" USING btree ("group_id","kind","slug");--> statement-breakpoint
CREATE INDEX "content_pages_public_idx" ON "content_pages" USING btree ("group_id","status");--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enroll_members_one_team_per_item_idx" ON "enroll_members" USING btree ("competition_id","item_id","user_id",coalesce("stage_id", 0)) WHERE "enroll_members"."role" <> 'advisor';--> statement-breakpoint
ALTER TABLE "enroll_teams" ADD CONSTRAINT "enroll_teams_counts_check" CHECK ("enroll_teams"."member_count" >= 0 and "enroll_teams"."advisor_count" >= 0);