import { and, eq } from 'drizzle-orm';
import { experts, userRoles, users } from '../../schema/index.ts';
import { newPublicId } from '../../../platform/ids.ts';
import type { SeedContext } from './seed-context.ts';

/** The library expert who gets the second demo expert account (a member of the captain's group). */
export const SECOND_EXPERT_NAME = '王立群';
export const SECOND_EXPERT_USERNAME = 'expert2';

/**
 * A second expert who signs in (`expert2`, the demo password), so two experts can score the demo stage in
 * review side by side and the captain (`expert`) sees both in the group's progress. Runs after the review
 * and statistics seeds: the statistics seed leaves every expert one open work, which this one scores in the
 * review journey. The account is not on the login page's list of personas (one per persona).
 */
export const seedSecondExpert = async ({ tx, base }: SeedContext): Promise<void> => {
  const [expert] = await tx
    .select({ id: experts.id })
    .from(experts)
    .where(and(eq(experts.groupId, base.groups.organizer.id), eq(experts.name, SECOND_EXPERT_NAME)))
    .limit(1);
  const [source] = await tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, base.users.expert.id));
  if (!expert || !source) return;
  const [user] = await tx
    .insert(users)
    .values({
      publicId: newPublicId(),
      username: SECOND_EXPERT_USERNAME,
      passwordHash: source.passwordHash,
      realName: SECOND_EXPERT_NAME,
      userType: 'expert',
      groupId: base.groups.organizer.id,
      email: `${SECOND_EXPERT_USERNAME}@podium.local`,
    })
    .returning({ id: users.id });
  await tx
    .insert(userRoles)
    .values({ userId: user!.id, roleId: base.roles.expert, groupId: base.groups.organizer.id });
  await tx.update(experts).set({ userId: user!.id }).where(eq(experts.id, expert.id));
};
