import { getCustomerTermsOfUsePdf } from '@airquote/shared/contracts/file/get-customer-terms-of-use-pdf';
import { callApi } from '../../../lib/api-client.ts';
import { openOrDownload } from '../../../lib/file-helper.ts';

/** Opens the Customer Terms of Use PDF in a new tab (file name CustomerTermsOfUse). */
export async function openCustomerTermsOfUse(): Promise<void> {
  try {
    const file = await callApi(getCustomerTermsOfUsePdf, {});
    openOrDownload(file, 'CustomerTermsOfUse');
  } catch (error) {
    console.error('terms of use download failed', error);
  }
}
