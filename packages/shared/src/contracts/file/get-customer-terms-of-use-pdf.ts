import { binaryResponse, defineContract } from '../define-contract.ts';

export const getCustomerTermsOfUsePdf = defineContract({
  method: 'GET',
  path: '/file/GetCustomerTermsOfUsePdf',
  summary: 'The Customer Terms of Use as a PDF',
  tag: 'File',
  access: { kind: 'anonymous' },
  response: binaryResponse,
});
