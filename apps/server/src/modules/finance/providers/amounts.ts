/** Fen → the yuan string providers expect ("123.45"), without floating point. */
export const yuanOf = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** A provider's yuan string ("100", "100.5", "100.50") → fen, exactly; undefined when it is not an amount. */
export const fenOf = (yuan: string | undefined): number | undefined => {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan?.trim() ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
};
