import { idCardChecksumValid } from './id-card-checksum.ts';
import { ID_CARD_LENGTH_ERROR, IdCardError, parseIdCard } from './id-card.ts';

/** What is wrong with an ID number, in the order a person fixes it. */
export type IdCardProblem = 'length' | 'birth' | 'checksum';

/**
 * The one check of an ID number that every form (on blur) and the server run: spec §5's length and birth
 * date, then the GB 11643 check digit. Expects the number upper-cased (a final x reads as X).
 */
export const idCardProblemOf = (idCard: string): IdCardProblem | null => {
  try {
    parseIdCard(idCard);
  } catch (error) {
    if (!(error instanceof IdCardError)) throw error;
    return error.message === ID_CARD_LENGTH_ERROR ? 'length' : 'birth';
  }
  return idCardChecksumValid(idCard) ? null : 'checksum';
};
