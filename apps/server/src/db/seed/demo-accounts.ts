import type { DemoAccount } from '@podium/contracts';

/** One account per persona, all with the same password; listed on the login page in demo mode only. */
export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'admin', password: DEMO_PASSWORD, persona: 'ROOT' },
  { username: 'organizer', password: DEMO_PASSWORD, persona: 'organizer' },
  { username: 'school', password: DEMO_PASSWORD, persona: 'school' },
  { username: 'expert', password: DEMO_PASSWORD, persona: 'expert' },
  { username: 'student', password: DEMO_PASSWORD, persona: 'student' },
  { username: 'student2', password: DEMO_PASSWORD, persona: 'student' },
];
