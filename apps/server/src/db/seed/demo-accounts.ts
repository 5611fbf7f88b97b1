import type { DemoAccount } from '@podium/contracts';

/**
 * One account per persona, all with the same password; listed (names only) on the login page in demo
 * mode. The password is in the README and the start-up log, never in an API answer.
 */
export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'admin', persona: 'ROOT' },
  { username: 'organizer', persona: 'organizer' },
  { username: 'school', persona: 'school' },
  { username: 'expert', persona: 'expert' },
  { username: 'student', persona: 'student' },
  { username: 'student2', persona: 'student' },
];
