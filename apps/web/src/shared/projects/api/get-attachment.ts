import { getAttachment as getAttachmentContract } from '@airquote/shared/contracts/project/get-attachment';
import { callApi } from '../../../lib/api-client.ts';

export function getAttachment(attachmentId: number) {
  return callApi(getAttachmentContract, { params: { attachmentId } });
}
