import { z } from 'zod';
import { unitSystems } from '../../units/units.ts';
import { defineContract } from '../define-contract.ts';
import { appUserSchema } from '../user-info.ts';

export const updateUnitSystemRequestSchema = z.object({
  UnitSystem: z
    .enum(unitSystems, { error: 'Units must be I-P or SI.' })
    .describe(
      "'IP' or 'SI': the units this user's screens and documents show. The API itself always takes and returns I-P.",
    ),
});
export type UpdateUnitSystemRequest = z.infer<typeof updateUnitSystemRequestSchema>;

export const updateUnitSystem = defineContract({
  method: 'PUT',
  path: '/AppUser/unitsystem',
  summary: "Choose the signed-in user's units (I-P or SI) for screens and documents",
  tag: 'AppUser',
  access: { kind: 'user' },
  body: updateUnitSystemRequestSchema,
  response: appUserSchema,
});
