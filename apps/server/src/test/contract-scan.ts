/// <reference types="vite/client" />
import type { Contract } from '@airquote/shared/contracts/define-contract';

/**
 * Every endpoint contract of the shared package, found by scanning the contract files, so a walk over
 * "all endpoints" (admin access, price secrecy) covers a new endpoint without being told.
 */
const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../../../packages/shared/src/contracts/**/*.ts', '!**/*.test.ts'],
  { eager: true },
);

function isContract(value: unknown): value is Contract {
  return (
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value
  );
}

/** The contracts, each once, ordered by path and method. */
export const allContracts: readonly Contract[] = [
  ...new Set(Object.values(contractModules).flatMap((module) => Object.values(module).filter(isContract))),
].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));

/** The permissions a contract asks for (none for anonymous or any signed-in user). */
export function permissionsOf(contract: Contract): readonly string[] {
  const { access } = contract;
  if (access.kind === 'permission') return [access.permission];
  if (access.kind === 'anyPermission') return access.permissions;
  return [];
}
