import { Permission, permissionDescriptions } from '@airquote/shared/enums/permissions';

/** A role's lookup value as a person reads it: VPPricingDirector → VP Pricing Director. */
export function readableRoleName(value: string): string {
  return value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2');
}

/** What a permission allows, in words; an unknown name (added later on the server) shows as is. */
export function permissionText(name: string): string {
  return Object.hasOwn(permissionDescriptions, name) ? permissionDescriptions[name as Permission] : name;
}

const permissionOrder: readonly string[] = Object.values(Permission);

/** Permissions in the order of the product (projects, quotes, prices, reviews, orders, admin). */
export function inProductOrder(names: readonly string[]): string[] {
  const rank = (name: string) => {
    const index = permissionOrder.indexOf(name);
    return index < 0 ? permissionOrder.length : index;
  };
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
