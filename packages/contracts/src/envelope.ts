import { z } from 'zod';

/** Every response body: `{code, msg, data}` (spec §7). */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export type Envelope<T> = { code: number; msg: string; data: T };

/** Paging in (`pageNum`, `pageSize`) and out (`{rows, total}`), one shape for every list. */
export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
});
export const pageResult = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int() });
export type PageResult<T> = { rows: T[]; total: number };
