import { MAX_ID } from '@airquote/shared/rules/ids';
import { useHasPermission } from '../../lib/permissions.ts';

/** The :projectId of the address: 0 is a new project, a positive whole number an existing one. */
export function parseProjectId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** A positive id from the address (a company, a schedule), else null. */
export function parseId(value: string | null | undefined): number | null {
  return parseProjectId(value ?? undefined) || null;
}

/**
 * Whether the signed-in user may see projects. A new account may hold no role yet: asking the
 * server anyway would answer 403, which signs the user out (spec section 8).
 */
export function useCanViewProjects(): boolean {
  return useHasPermission('project.view');
}

/** Whether the signed-in user may create and change projects (the server checks it again). */
export function useCanEditProjects(): boolean {
  return useHasPermission('project.edit');
}
