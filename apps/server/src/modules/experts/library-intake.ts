import { experts } from '../../db/schema/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors.ts';
import { newPublicId } from '../../platform/ids.ts';
import type { Db } from '../../platform/db.ts';
import { identityKeys, libraryKeys } from './expert-import-plan.ts';
import { intakeMessages } from './expert-intake.messages.ts';

export type Candidate = {
  name: string;
  title: string;
  organisation: string;
  fields: string[];
  phone: string | null;
  email: string;
  schoolGroupId?: number | null;
};

/**
 * A candidate (approved application, accepted recommendation) into a library: refused (409) when the library
 * already holds the same person — same phone, or same name and organisation — so nobody is in it twice.
 */
export const addCandidateToLibrary = async (
  deps: Pick<AppDeps, 'db' | 'personalData'>,
  tx: Db,
  groupId: number,
  candidate: Candidate,
) => {
  const library = await libraryKeys({ db: tx, personalData: deps.personalData }, groupId);
  const held = identityKeys(candidate.name, candidate.organisation, candidate.phone, null).find((k) =>
    library.has(k),
  );
  if (held) throw conflict(intakeMessages.alreadyInLibrary, { name: library.get(held)! });
  const [row] = await tx
    .insert(experts)
    .values({
      publicId: newPublicId(),
      groupId,
      name: candidate.name,
      title: candidate.title,
      organisation: candidate.organisation,
      schoolGroupId: candidate.schoolGroupId ?? null,
      fields: candidate.fields,
      phoneCipher: candidate.phone ? deps.personalData.encrypt(candidate.phone) : null,
      email: candidate.email,
    })
    .returning();
  return row!;
};
