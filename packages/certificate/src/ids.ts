import { customAlphabet, nanoid } from 'nanoid';

/** Id of a slide or element: nanoid's 64-character URL-safe alphabet, length 21 (spec §9). */
export const ID_LENGTH = 21;
export const newId = (): string => nanoid(ID_LENGTH);

export const EDITOR_ID_LENGTH = 8;
const randomLowercase = customAlphabet('abcdefghijklmnopqrstuvwxyz', EDITOR_ID_LENGTH);

/** Id of a rich-text editor instance: the given one, else 8 random lowercase letters (spec §9). */
export const newEditorId = (given?: string | null): string =>
  given != null && given !== '' ? given : randomLowercase();
