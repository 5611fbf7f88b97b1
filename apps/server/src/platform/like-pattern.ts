/** A `%keyword%` pattern for LIKE/ILIKE with the wildcards of the keyword escaped, so it matches literally. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
