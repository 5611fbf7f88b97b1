import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The school a person belongs to, read from their home group: its name only when that group is a school.
 * A person without a school has the platform or an organiser as home group, which is not their school,
 * so they show no school (the web writes 未填写学校 / "No school") rather than the platform's name.
 * Every school name resolved from a home group goes through here (team pages, the school's and the desk's
 * sign-up views, award lines, certificates).
 */
export const schoolNameOf = (group: { type: AnyPgColumn; name: AnyPgColumn }) =>
  sql<string | null>`case when ${group.type} = 'school' then ${group.name} end`;
