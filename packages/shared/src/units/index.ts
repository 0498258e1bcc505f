export * from './unit-messages.ts';
export * from './units.ts';
