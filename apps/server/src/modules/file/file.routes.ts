import { getCustomerTermsOfUsePdf } from '@airquote/shared/contracts/file/get-customer-terms-of-use-pdf';
import { defineRoute, type RouteDefinition } from '../../plugins/contract-route.ts';
import { customerTermsPdf } from './customer-terms-pdf.ts';

export function fileRoutes(): RouteDefinition[] {
  return [
    defineRoute(getCustomerTermsOfUsePdf, async () => ({
      contentType: 'application/pdf',
      body: await customerTermsPdf(),
      fileName: 'CustomerTermsOfUse.pdf',
    })),
  ];
}
