export * from './error-codes.ts';
export * from './api-paths.ts';
export * from './envelope.ts';
export * from './id-card.ts';
export * from './validation-messages.ts';
export * from './auth.ts';
export * from './menu.ts';
export * from './website.ts';
