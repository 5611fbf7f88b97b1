export * from './organization.ts';
export * from './system.ts';
export * from './auth.ts';
