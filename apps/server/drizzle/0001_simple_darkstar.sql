CREATE TABLE "news_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"author_id" bigint,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"news_type" text NOT NULL,
	"competition_id" text,
	"content" text DEFAULT '' NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "news_articles_status_check" CHECK ("news_articles"."status" in ('draft', 'published', 'unpublished'))
);
--> statement-breakpoint
CREATE TABLE "news_submissions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"group_id" bigint NOT NULL,
	"submitter_id" bigint,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"news_type" text NOT NULL,
	"competition_id" text,
	"content" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" bigint,
	"reviewed_at" timestamp with time zone,
	"article_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_submissions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "news_submissions_status_check" CHECK ("news_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_submissions" ADD CONSTRAINT "news_submissions_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_submissions" ADD CONSTRAINT "news_submissions_submitter_id_users_id_fk" FOREIGN KEY ("submitter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_submissions" ADD CONSTRAINT "news_submissions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_submissions" ADD CONSTRAINT "news_submissions_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_articles_group_idx" ON "news_articles" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "news_articles_public_idx" ON "news_articles" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "news_submissions_group_idx" ON "news_submissions" USING btree ("group_id","status");