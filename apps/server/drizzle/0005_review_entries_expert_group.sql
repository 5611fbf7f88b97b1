ALTER TABLE "review_entries" ADD COLUMN "expert_group_id" bigint;--> statement-breakpoint
ALTER TABLE "review_entries" ADD CONSTRAINT "review_entries_expert_group_id_expert_groups_id_fk" FOREIGN KEY ("expert_group_id") REFERENCES "public"."expert_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_entries_group_idx" ON "review_entries" USING btree ("expert_group_id");--> statement-breakpoint
-- Works distributed before groups were recorded: the group of the stage that holds most of their experts
-- (ties: the older group). Hand-written; keep it when this migration is regenerated.
UPDATE "review_entries" AS e SET "expert_group_id" = pick."group_id"
FROM (
  SELECT DISTINCT ON (a."entry_id") a."entry_id", g."id" AS "group_id"
  FROM "review_assignments" a
  JOIN "review_entries" re ON re."id" = a."entry_id"
  JOIN "expert_groups" g ON g."stage_id" = re."stage_id"
  JOIN "expert_group_members" m ON m."expert_group_id" = g."id" AND m."expert_id" = a."expert_id"
  GROUP BY a."entry_id", g."id"
  ORDER BY a."entry_id", count(*) DESC, g."id"
) AS pick
WHERE e."id" = pick."entry_id" AND e."expert_group_id" IS NULL;
