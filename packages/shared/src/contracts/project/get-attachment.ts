import { z } from 'zod';
import { idParamSchema } from '../../rules/ids.ts';
import { binaryResponse, defineContract } from '../define-contract.ts';

export const getAttachment = defineContract({
  method: 'GET',
  path: '/Project/attachments/:attachmentId',
  summary: 'Download an attachment (byte for byte as uploaded)',
  tag: 'Project',
  access: { kind: 'permission', permission: 'project.view' },
  params: z.object({ attachmentId: idParamSchema }),
  response: binaryResponse,
});
