import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DesignValidationError, restoreDesign } from '@podium/certificate';
import type {
  CertificateDesignDetail,
  CertificateDesignKind,
  CertificateDesignRow,
  certificateDesignPageQuery,
  certificateDesignSaveBody,
  PageResult,
} from '@podium/contracts';
import { certificateDesigns, groups, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { scopeCondition } from '../../platform/data-scope.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import { designMessages } from './certificate-designs.messages.ts';

type Joined = {
  row: typeof certificateDesigns.$inferSelect;
  groupName: string;
  updatedBy: string | null;
};

const present = ({ row, groupName, updatedBy }: Joined): CertificateDesignRow => ({
  designId: row.publicId,
  kind: row.kind as CertificateDesignKind,
  title: row.title,
  origin: row.origin,
  groupName,
  updatedBy: updatedBy ?? '',
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const scoped = (auth: AuthContext) =>
  scopeCondition(auth, { groupId: certificateDesigns.groupId, ownerId: certificateDesigns.createdBy });

const selectJoined = (db: Db) =>
  db
    .select({ row: certificateDesigns, groupName: groups.name, updatedBy: users.realName })
    .from(certificateDesigns)
    .innerJoin(groups, eq(groups.id, certificateDesigns.groupId))
    .leftJoin(users, eq(users.id, certificateDesigns.updatedBy));

/** The one check of every write: the package's schema (upgrade, defaults, sanitised rich text). */
const validDocument = (input: unknown) => {
  try {
    return restoreDesign(input);
  } catch (error) {
    if (error instanceof DesignValidationError) {
      const first = error.issues[0];
      throw badRequest(designMessages.invalid, {
        reason: first ? `${first.path || 'design'} ${first.message}`.trim() : error.message,
      });
    }
    throw error;
  }
};

export const pageDesigns = async (
  db: Db,
  auth: AuthContext,
  query: z.output<typeof certificateDesignPageQuery>,
): Promise<PageResult<CertificateDesignRow>> => {
  const conditions: (SQL | undefined)[] = [scoped(auth), eq(certificateDesigns.kind, query.kind)];
  if (query.title) {
    conditions.push(ilike(certificateDesigns.title, `%${query.title.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(certificateDesigns).where(where),
    selectJoined(db)
      .where(where)
      .orderBy(desc(certificateDesigns.updatedAt), desc(certificateDesigns.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
  ]);
  return { rows: rows.map(present), total: total?.n ?? 0 };
};

/** A design the caller reaches by its data scope; anything else is "not found". */
const findReachable = async (db: Db, auth: AuthContext, designId: string) => {
  const [found] = await selectJoined(db).where(and(eq(certificateDesigns.publicId, designId), scoped(auth)));
  if (!found) throw notFound(designMessages.notFound);
  return found;
};

export const getDesign = async (
  db: Db,
  auth: AuthContext,
  designId: string,
): Promise<CertificateDesignDetail> => {
  const found = await findReachable(db, auth, designId);
  return { ...present(found), design: found.row.document };
};

/**
 * Create or update. The stored document and title are what restoreDesign returned, so nothing the
 * package would refuse (scripts in rich text, images from other hosts) is ever stored.
 */
export const saveDesign = async (
  db: Db,
  auth: AuthContext,
  body: z.output<typeof certificateDesignSaveBody>,
) => {
  const document = validDocument(body.design);
  const values = {
    title: document.title,
    document: document as unknown as Record<string, unknown>,
    updatedBy: auth.userId,
    updatedAt: new Date(),
  };
  if (body.designId) {
    const before = await findReachable(db, auth, body.designId);
    await db.update(certificateDesigns).set(values).where(eq(certificateDesigns.id, before.row.id));
    return { designId: body.designId, before: { title: before.row.title }, after: { title: values.title } };
  }
  if (!auth.group) throw badRequest(designMessages.noGroup);
  const publicId = newPublicId();
  await db.insert(certificateDesigns).values({
    ...values,
    publicId,
    groupId: auth.group.id,
    kind: body.kind,
    origin: body.origin,
    createdBy: auth.userId,
  });
  return { designId: publicId, before: null, after: { title: values.title, kind: body.kind } };
};

export const removeDesign = async (db: Db, auth: AuthContext, designId: string) => {
  const found = await findReachable(db, auth, designId);
  await db.delete(certificateDesigns).where(eq(certificateDesigns.id, found.row.id));
  return { title: found.row.title, kind: found.row.kind };
};
