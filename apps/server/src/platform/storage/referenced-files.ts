import { sql } from 'drizzle-orm';
import type { Db } from '../db.ts';

/**
 * Tables whose text mentions files without linking them: the operation log and job payloads record what
 * was sent (an uploaded avatar's address stays in the log after the profile drops it), sessions and codes
 * never hold a link, and `files` names every file.
 */
const NOT_LINKING_TABLES = new Set([
  'files',
  'upload_reservations',
  'operation_logs',
  'login_logs',
  'sessions',
  'otp_codes',
  'handover_codes',
  'jobs',
  'job_items',
]);

/** Both drivers (node-postgres, PGlite) answer `{ rows }`. */
type Rows<T> = { rows: T[] };

type LinkColumn = { table: string; column: string; kind: 'text' | 'fileId' };

/** Text and JSON columns (addresses, rich text, designs) and integer columns named `…file_id`. */
const linkColumns = async (db: Db): Promise<LinkColumn[]> => {
  const result = (await db.execute(sql`
    select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and (c.data_type in ('text', 'character varying', 'jsonb', 'json')
            or (c.data_type in ('bigint', 'integer') and c.column_name like '%file\_id'))
     order by c.table_name, c.column_name`)) as unknown as Rows<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>;
  return result.rows
    .filter((row) => !NOT_LINKING_TABLES.has(row.table_name))
    .map((row) => ({
      table: row.table_name,
      column: row.column_name,
      kind: row.data_type === 'bigint' || row.data_type === 'integer' ? 'fileId' : 'text',
    }));
};

/**
 * Which of these files any record of the database mentions: in any text or JSON column, in any form (a
 * `/prod-api/common/file/<id>` address in a cover column, an `<img>` in rich text, an image inside a
 * certificate design), or by row id in a `…file_id` column. Used for the general upload purposes (cover,
 * avatar, news image, attachment, video) that many areas link without a registry, so a column nobody
 * thought of still keeps its files. One scan per column for the whole batch; public ids are nanoids, so
 * the alternation needs no escaping. Answers the public ids found.
 */
export const findReferencedFiles = async (
  db: Db,
  candidates: readonly { id: number; publicId: string }[],
): Promise<Set<string>> => {
  const found = new Set<string>();
  if (candidates.length === 0) return found;
  const pattern = `(${candidates.map((f) => f.publicId).join('|')})`;
  const publicIdOf = new Map(candidates.map((f) => [String(f.id), f.publicId]));
  for (const { table, column, kind } of await linkColumns(db)) {
    const result =
      kind === 'text'
        ? ((await db.execute(
            sql`select distinct (regexp_matches(${sql.identifier(column)}::text, ${pattern}, 'g'))[1] as id
                  from ${sql.identifier(table)}
                 where ${sql.identifier(column)}::text ~ ${pattern}`,
          )) as unknown as Rows<{ id: string }>)
        : ((await db.execute(
            sql`select distinct ${sql.identifier(column)}::text as id from ${sql.identifier(table)}
                 where ${sql.identifier(column)}::text in (${sql.join(
                   [...publicIdOf.keys()].map((id) => sql`${id}`),
                   sql`, `,
                 )})`,
          )) as unknown as Rows<{ id: string }>);
    for (const row of result.rows) found.add(kind === 'text' ? row.id : publicIdOf.get(row.id)!);
    if (found.size === candidates.length) break;
  }
  return found;
};
