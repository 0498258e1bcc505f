import { z } from 'zod';
import { maxMinLeadTimeWorkingDays } from '../../rules/lead-time.ts';
import { defineContract } from '../define-contract.ts';
import { rowVersionSchema } from '../project/project-schemas.ts';

/** The admin's order settings (issue 15 item 6, ADR 0033). */
export const orderSettingsSchema = z.object({
  /** Working days (Mon–Fri) between the order date and the earliest requested ship date of a line. */
  MinLeadTimeWorkingDays: z.number(),
  RowVersion: z.number(),
});

const leadTimeMessage = `Enter the minimum lead time as whole working days from 0 to ${maxMinLeadTimeWorkingDays}.`;

export const updateOrderSettingsSchema = z.object({
  MinLeadTimeWorkingDays: z
    .number({ error: leadTimeMessage })
    .int({ error: leadTimeMessage })
    .min(0, { error: leadTimeMessage })
    .max(maxMinLeadTimeWorkingDays, { error: leadTimeMessage }),
  /** The settings' version as read. */
  RowVersion: rowVersionSchema,
});

export const getOrderSettings = defineContract({
  method: 'GET',
  path: '/admin/ordersettings',
  summary: 'The order settings: the minimum lead time of requested ship dates (not named by the spec)',
  tag: 'Admin',
  access: { kind: 'anyPermission', permissions: ['admin.products', 'order.process', 'order.request'] },
  response: orderSettingsSchema,
});

export const updateOrderSettings = defineContract({
  method: 'PUT',
  path: '/admin/ordersettings',
  summary: 'Change the minimum lead time of requested ship dates (admins; not named by the spec)',
  tag: 'Admin',
  access: { kind: 'permission', permission: 'admin.products' },
  body: updateOrderSettingsSchema,
  response: orderSettingsSchema,
});
