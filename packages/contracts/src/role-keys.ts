// Zod-free like every module the web's first load reaches (scripts/first-load.mjs): plain constants.

/** The role key that passes every permission check (spec §6). */
export const ROOT_ROLE = 'ROOT';
/** Role key assumed when the server returns none (spec §4). */
export const DEFAULT_ROLE_KEY = 't';
