import { validationMessages, type ValidationMessageKey } from '@podium/contracts';

/** The shared validation wording (the server's own) in the page's language. */
export const validationText = (key: ValidationMessageKey, language: string) =>
  validationMessages[key][language.startsWith('en') ? 'en' : 'zh'];
