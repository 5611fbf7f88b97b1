import { eq } from 'drizzle-orm';
import { DEFAULT_VERIFY_WORDING, type CertSettings } from '@podium/contracts';
import { certSettings } from '../../db/schema/index.ts';
import type { Db } from '../../platform/db.ts';

export const DEFAULT_SETTINGS: CertSettings = {
  numberKind: 'autoincrementFour',
  prefix: '',
  suffix: '',
  sealUrl: '',
  signerName: '',
  verifyWording: DEFAULT_VERIFY_WORDING,
};

/** The settings of an organiser group (defaults until saved). */
export const readSettings = async (db: Db, groupId: number): Promise<CertSettings> => {
  const [row] = await db.select().from(certSettings).where(eq(certSettings.groupId, groupId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    numberKind: row.numberKind as CertSettings['numberKind'],
    prefix: row.prefix,
    suffix: row.suffix,
    sealUrl: row.sealUrl,
    signerName: row.signerName,
    verifyWording: row.verifyWording,
  };
};

export const saveSettings = async (db: Db, groupId: number, settings: CertSettings) => {
  const before = await readSettings(db, groupId);
  await db
    .insert(certSettings)
    .values({ groupId, ...settings })
    .onConflictDoUpdate({ target: certSettings.groupId, set: { ...settings, updatedAt: new Date() } });
  return { before, after: settings };
};
