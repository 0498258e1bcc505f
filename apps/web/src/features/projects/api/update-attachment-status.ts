import { updateAttachmentStatus as updateAttachmentStatusContract } from '@airquote/shared/contracts/project/update-attachment-status';
import { callApi } from '../../../lib/api-client.ts';

export function updateAttachmentStatus(attachmentId: number, isActive: boolean, rowVersion: number) {
  return callApi(updateAttachmentStatusContract, {
    body: { ProjectAttachmentId: attachmentId, IsActive: isActive, RowVersion: rowVersion },
  });
}
