import { eq } from 'drizzle-orm';
import type { BankCard } from '@podium/contracts';
import { userBankCards } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { PersonalDataCipher } from '../../platform/personal-data.ts';
import { hasCardLength, maskCardNo, normaliseCardNo, passesLuhn } from '@podium/contracts';
import { centerMessages } from './center.messages.ts';

type Row = typeof userBankCards.$inferSelect;

const firstFour = (cipher: PersonalDataCipher, row: Row) => {
  try {
    return cipher.decrypt(row.cardCipher).slice(0, 4);
  } catch {
    // Written under another key: the mask still shows the last four digits kept in clear.
    return '****';
  }
};

const present = (cipher: PersonalDataCipher, row: Row): BankCard => ({
  accountName: row.accountName,
  bankName: row.bankName,
  branchName: row.branchName,
  cardNo: maskCardNo(firstFour(cipher, row), row.cardLast4),
  updatedAt: row.updatedAt.toISOString(),
});

export const readBankCard = async (db: Db, cipher: PersonalDataCipher, userId: number) => {
  const [row] = await db.select().from(userBankCards).where(eq(userBankCards.userId, userId)).limit(1);
  return row ? present(cipher, row) : null;
};

/** Checks the number (length, then the Luhn digit, each with its own message) before anything is stored. */
export const checkedCardNo = (input: string) => {
  const digits = normaliseCardNo(input);
  if (!hasCardLength(digits)) throw badRequest(centerMessages.cardDigits);
  if (!passesLuhn(digits)) throw badRequest(centerMessages.cardChecksum);
  return digits;
};

/** Saves (or replaces) the user's card; the number is encrypted, only its last four digits kept in clear. */
export const saveBankCard = async (
  db: Db,
  cipher: PersonalDataCipher,
  userId: number,
  body: { accountName: string; bankName: string; branchName: string; cardNo: string },
) => {
  const digits = checkedCardNo(body.cardNo);
  const before = await readBankCard(db, cipher, userId);
  const values = {
    accountName: body.accountName,
    bankName: body.bankName,
    branchName: body.branchName,
    cardCipher: cipher.encrypt(digits),
    cardLast4: digits.slice(-4),
    updatedAt: new Date(),
  };
  await db
    .insert(userBankCards)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userBankCards.userId, set: values });
  const after = await readBankCard(db, cipher, userId);
  return { before, after: after! };
};

export const removeBankCard = async (db: Db, cipher: PersonalDataCipher, userId: number) => {
  const before = await readBankCard(db, cipher, userId);
  if (!before) throw notFound(centerMessages.noBankCard);
  await db.delete(userBankCards).where(eq(userBankCards.userId, userId));
  return before;
};
