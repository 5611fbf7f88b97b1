ALTER TABLE "users" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "footer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "footer_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "user_agreement" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "user_agreement_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "privacy_policy" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "privacy_policy_en" text DEFAULT '' NOT NULL;