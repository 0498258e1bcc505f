import {
  generateSubmittalPdfs as contract,
  type GenerateSubmittalRequest,
} from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import { callApi } from '../../../lib/api-client.ts';

/** The submittal package (stored as a SubmittalPdf attachment too), as a file to open or download. */
export function generateSubmittalPdfs(body: GenerateSubmittalRequest) {
  return callApi(contract, { body });
}
