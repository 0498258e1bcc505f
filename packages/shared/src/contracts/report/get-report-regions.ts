import { z } from 'zod';
import { defineContract } from '../define-contract.ts';

/** The regions of the reports' region filter: every reader of reports, prices or not. */
export const getReportRegions = defineContract({
  method: 'GET',
  path: '/Report/Regions',
  summary: 'The active sales regions by name, for the region filter of the reports (not named by the spec)',
  tag: 'Report',
  access: { kind: 'permission', permission: 'report.view' },
  response: z.array(z.object({ RegionId: z.number(), Name: z.string() })),
});
