export * from './organization.ts';
export * from './system.ts';
export * from './auth.ts';
export * from './departments.ts';
export * from './dictionary.ts';
export * from './website-extras.ts';
export * from './audit.ts';
export * from './platform.ts';
