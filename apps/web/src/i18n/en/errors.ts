import type { errors as zh } from '../zh-CN/errors.ts';
import type { English } from '../english.ts';

export const errors: English<typeof zh> = {
  sessionExpiredTitle: 'Notice',
  sessionExpired: 'Your session has expired. Please sign in again.',
  noPermission: 'This account has no access. Please ask an administrator to grant it.',
  importFailed: 'Import failed!',
  systemError: 'System error',
  idCardLength: 'Invalid ID card number: it must be an 18-character string',
  idCardBirth: 'Invalid date of birth',
  idCardChecksum: 'The ID number’s check digit is wrong: please check the number',
  network: 'Network error. Please check your connection and try again.',
  timeout: 'The request timed out. Please try again later.',
  page401: {
    title: '401',
    subtitle: 'Sorry, you are not allowed to see this page.',
  },
  page404: {
    title: '404',
    subtitle: 'Sorry, the page you visited does not exist or was removed.',
  },
  noPage: {
    title: 'No permission',
    subtitle: 'This account may not open this page. Please ask an administrator for access.',
  },
  crash: {
    title: 'The page failed to load',
    subtitle: 'Please reload the page; if it keeps happening, contact an administrator.',
  },
};
