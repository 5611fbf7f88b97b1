import { sql } from 'drizzle-orm';
import { schoolInfos } from '../../db/schema/index.ts';

/** Schools in a province, as a sub-select of group ids (filters by the captain's school's province). */
export const schoolsInProvince = (provinceCode: string) =>
  sql`(select ${schoolInfos.groupId} from ${schoolInfos} where ${schoolInfos.provinceCode} = ${provinceCode})`;
