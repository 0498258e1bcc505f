// The money rules live in the shared package (one implementation for server, web and tests).
export { formatCents } from '@airquote/shared/rules/money';
