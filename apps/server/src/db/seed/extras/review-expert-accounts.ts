import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { experts, reviewAssignments, userRoles, users } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * Every library expert who has handed in a score signs in to do it: the review and statistics seeds
 * score with experts of the library, so each of them without an account gets one (`expert3` …, the demo
 * password), and no score comes from an expert marked 无账号. Experts who scored nothing keep no account.
 */
export const seedScoringExpertAccounts = async ({ tx, base }: SeedContext): Promise<void> => {
  const scorers = await tx
    .selectDistinct({ id: experts.id, name: experts.name })
    .from(experts)
    .innerJoin(reviewAssignments, eq(reviewAssignments.expertId, experts.id))
    .where(and(isNull(experts.userId), inArray(reviewAssignments.status, ['submitted', 'draft'])))
    .orderBy(asc(experts.id));
  const [source] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, base.users.expert.id));
  if (!source) return;
  for (const [i, expert] of scorers.entries()) {
    const username = `expert${i + 3}`;
    const [user] = await tx
      .insert(users)
      .values({
        publicId: newPublicId(),
        username,
        passwordHash: source.passwordHash,
        realName: expert.name,
        userType: 'expert',
        groupId: base.groups.organizer.id,
        email: `${username}@podium.local`,
      })
      .returning({ id: users.id });
    await tx
      .insert(userRoles)
      .values({ userId: user!.id, roleId: base.roles.expert, groupId: base.groups.organizer.id });
    await tx.update(experts).set({ userId: user!.id }).where(eq(experts.id, expert.id));
  }
};
