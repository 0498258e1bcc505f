import { defineContract } from '../define-contract.ts';
import { lineItemDetailSchema } from '../line-item/line-item-schemas.ts';
import { saveItemConfigurationSchema } from './item-configuration-schemas.ts';

/**
 * Not named by the spec (docs/domain.md section 3 decides): Save of the item configuration screen. The
 * server checks every chosen value against its availability rule and recomputes the performance.
 */
export const saveItemConfiguration = defineContract({
  method: 'PUT',
  path: '/projectschedulelineitem/saveitemconfiguration',
  summary: 'Save a line item configuration: header, code-string values and selection (RowVersion checked)',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.edit' },
  body: saveItemConfigurationSchema,
  response: lineItemDetailSchema,
});
