import type { CenterOverview, MyCompetitionRow } from '@podium/contracts';
import type { Db } from '../../platform/db.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { myInvitations } from '../enrollment/index.ts';
import { expertNeeds } from '../workbench/needs.ts';
import { readBankCard } from './bank-card.ts';
import { readCounters } from './center-counters.ts';
import { listMyCompetitions } from './my-competitions.ts';
import { missingProfileFields, readProfile } from './profile.ts';

/** How urgent a sign-up's first action is (lower first); sign-ups with nothing to do are left out. */
const URGENCY: Record<string, number> = {
  pay: 0,
  completeInfo: 1,
  resubmitWork: 2,
  submitWork: 2,
  invite: 3,
  viewResult: 4,
};

const urgency = (row: MyCompetitionRow) => Math.min(...row.actions.map((a) => URGENCY[a] ?? 99));

export const readOverview = async (
  db: Db,
  cipher: PersonalDataCipher,
  userId: number,
): Promise<CenterOverview> => {
  const profile = await readProfile(db, cipher, userId);
  const missing = missingProfileFields(profile);
  const entries = await listMyCompetitions(db, userId, {}, missing.length > 0);
  const next = entries
    .filter((row) => urgency(row) < 99)
    .sort((a, b) => urgency(a) - urgency(b))
    .slice(0, 5);
  return {
    profile: {
      realName: profile.realName,
      username: profile.username,
      avatar: profile.avatar,
      userType: profile.userType,
      schoolName: profile.schoolName,
      phone: profile.phone,
      email: profile.email,
      missing,
      hasBankCard: (await readBankCard(db, cipher, userId)) !== null,
    },
    counts: await readCounters(db, userId),
    invitations: await myInvitations(db, cipher, userId),
    next,
    todo: (await expertNeeds(db, { userId })).flatMap((need) =>
      need.key === 'worksToScore' || need.key === 'scoresReturned' || need.key === 'groupsBehindSchedule'
        ? need.count > 0
          ? [{ key: need.key, count: need.count, link: need.link }]
          : []
        : [],
    ),
  };
};
