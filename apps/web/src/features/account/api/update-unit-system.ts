import { updateUnitSystem as updateUnitSystemContract } from '@airquote/shared/contracts/app-user/update-unit-system';
import type { UnitSystem } from '@airquote/shared/units/units';
import { callApi } from '../../../lib/api-client.ts';

export function updateUnitSystem(unitSystem: UnitSystem) {
  return callApi(updateUnitSystemContract, { body: { UnitSystem: unitSystem } });
}
