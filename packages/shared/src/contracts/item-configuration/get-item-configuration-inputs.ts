import { defineContract } from '../define-contract.ts';
import {
  itemConfigurationInputRequestSchema,
  itemConfigurationInputsSchema,
} from './item-configuration-schemas.ts';

export const getItemConfigurationInputs = defineContract({
  method: 'POST',
  path: '/projectschedulelineitem/getitemconfigurationinputs',
  summary: 'Everything the item configuration screen needs for a model or a saved line item',
  tag: 'ProjectScheduleLineItem',
  access: { kind: 'permission', permission: 'project.view' },
  body: itemConfigurationInputRequestSchema,
  response: itemConfigurationInputsSchema,
});
