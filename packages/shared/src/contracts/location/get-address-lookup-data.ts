import { z } from 'zod';
import { defineContract } from '../define-contract.ts';

export const getAddressLookUpData = defineContract({
  method: 'GET',
  path: '/location/AddressLookUpData',
  summary: 'Countries and their states or provinces for the location form',
  tag: 'Location',
  access: { kind: 'permission', permission: 'project.view' },
  response: z.object({
    Countries: z.array(
      z.object({
        CountryCode: z.string(),
        Name: z.string(),
        StateProvinces: z.array(z.object({ Code: z.string(), Name: z.string() })),
      }),
    ),
  }),
});
