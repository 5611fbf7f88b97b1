/** The key of the homepage news section's first tab (every column's newest articles). */
export const LATEST = '__latest__';
