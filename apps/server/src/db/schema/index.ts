// The drizzle schema object: one module per aggregate, gathered for the client and drizzle-kit.
export * from './audit-log.ts';
export * from './brands.ts';
export * from './catalog.ts';
export * from './catalog-engineering.ts';
export * from './companies.ts';
export * from './data-versions.ts';
export * from './employees.ts';
export * from './engineer-schedules.ts';
export * from './orders.ts';
export * from './outbox.ts';
export * from './password-reset-tokens.ts';
export * from './permissions.ts';
export * from './pricing.ts';
export * from './projects.ts';
export * from './quotes.ts';
export * from './revoked-sessions.ts';
export * from './users.ts';
