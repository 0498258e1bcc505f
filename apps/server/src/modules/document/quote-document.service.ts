import {
  quoteDocumentMessages,
  type SendQuoteSubmittalEmailRequest,
} from '@airquote/shared/contracts/quote/quote-document-schemas';
import type { ProjectQuote } from '@airquote/shared/contracts/quote/quote-schemas';
import { hasCustomLogo } from '@airquote/shared/rules/company-logo';
import type { AppDeps } from '../../app-deps.ts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { BinaryResult } from '../../plugins/contract-route.ts';
import type { Actor } from '../auth/actor.ts';
import { recordEvent } from '../event-log/event-log.service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { selectQuoteAddressee } from '../project-party/project-party.repository.ts';
import { loadQuote } from '../quote/quote-read.service.ts';
import { loadSelectionCatalog } from '../selection/selection-catalog.ts';
import { renderPartSummaryPdf } from './part-summary-pdf.ts';
import { selectCompanyLetterhead, selectMailableAttachments } from './quote-document.repository.ts';
import { quoteDocumentMail } from './quote-document-mail.ts';
import { quoteDocumentFingerprint, storeQuoteDocument } from './quote-document-store.ts';
import {
  type QuoteDocumentAddress,
  type QuoteDocumentData,
  quoteLabel,
  renderQuotePdf,
} from './quote-pdf.ts';
import { proposalAddressee, selectOptionsInWords, selectRepContact } from './quote-proposal.ts';

export type QuoteDocumentKind = 'Quote' | 'PartSummary';

function toAddress(location: ProjectQuote['ShipToLocation']): QuoteDocumentAddress | null {
  if (!location) return null;
  return {
    address1: location.Address1,
    address2: location.Address2,
    city: location.City,
    stateProvinceCode: location.StateProvinceCode,
    postalCode: location.PostalCode,
    countryCode: location.CountryCode,
  };
}

/**
 * What the documents print, from the quote as its reader sees it (loadQuote already leaves prices
 * out for readers without them), with each model's description from the catalog.
 */
export async function loadQuoteDocument(
  db: Database,
  actor: Actor,
  quoteId: number,
): Promise<{ quote: ProjectQuote; data: QuoteDocumentData }> {
  const quote = await loadQuote(db, actor, quoteId);
  const [company, catalog] = await Promise.all([
    selectCompanyLetterhead(db, quote.CompanyId),
    loadSelectionCatalog(db),
  ]);
  // Issue 17: the proposal's addressee, rep contact and each line's options in words.
  const optionsInWords = await selectOptionsInWords(
    db,
    catalog,
    quote.LineItems.map((line) => line.ProjectScheduleLineItemId),
  );
  // A quote addressed to a party prints as a proposal; one addressed to nobody prints as before.
  const addressee = proposalAddressee(await selectQuoteAddressee(db, quote.ProjectQuoteId));
  const proposal = addressee
    ? { addressee, rep: await selectRepContact(db, quote.ProjectQuoteId) }
    : undefined;
  const describe = (productModelId: number) => {
    const model = catalog.models.get(productModelId);
    const modelClass = model ? catalog.classes.get(model.productModelClassId) : undefined;
    return modelClass ? `${modelClass.categoryName}, class ${modelClass.name}` : (model?.name ?? '');
  };
  const showPrices = actor.canSeePrices && quote.Totals !== null;
  const logo = company && hasCustomLogo(company.logoFileName) ? company.logoData : null;
  const data: QuoteDocumentData = {
    branding: { brandId: quote.BrandId, companyLogo: logo && logo.length > 0 ? logo : null },
    quoteNumber: quote.QuoteNumber,
    revision: quote.Revision,
    projectName: quote.ProjectName,
    companyName: company?.name ?? '',
    statusName: quote.QuoteStatusName,
    preparedBy: quote.CreatedByName,
    printedOn: new Date().toISOString().slice(0, 10),
    quoteDate: quote.DateCreated.slice(0, 10),
    validUntil: quote.ValidUntil.slice(0, 10),
    shipTo: toAddress(quote.ShipToLocation),
    billTo: toAddress(quote.BillToLocation),
    schedules: quote.ProjectSchedules.map((schedule) => ({
      name: schedule.Name,
      lines: quote.LineItems.filter((line) => line.ProjectScheduleId === schedule.ProjectScheduleId).map(
        (line) => ({
          tag: line.ItemTag,
          qty: line.ItemQty,
          modelName: line.ProductModelName,
          codeString: line.CodeString,
          description: describe(line.ProductModelId),
          optionsInWords: optionsInWords.get(line.ProjectScheduleLineItemId) ?? [],
          unitListPrice: showPrices ? (line.Pricing?.UnitListPrice ?? null) : null,
          netUnitPrice: showPrices ? (line.Pricing?.NetUnitPrice ?? null) : null,
          extendedNetPrice: showPrices ? (line.Pricing?.ExtendedNetPrice ?? null) : null,
        }),
      ),
    })),
    netAdds: quote.NetAdds.map((netAdd) => ({
      type: netAdd.NetAddType,
      description: netAdd.Description,
      amount: showPrices ? netAdd.Amount : null,
    })),
    totals:
      showPrices && quote.Totals?.LineItemsTotal && quote.Totals.Total
        ? {
            lineItemsTotal: quote.Totals.LineItemsTotal,
            netAddsTotal: quote.Totals.NetAddsTotal,
            total: quote.Totals.Total,
          }
        : null,
    showPrices,
    ...(proposal ? { proposal } : {}),
  };
  return { quote, data };
}

function documentNames(kind: QuoteDocumentKind, data: QuoteDocumentData) {
  const safeNumber = data.quoteNumber.replace(/[^\w-]/g, '_');
  if (kind === 'PartSummary') {
    return {
      attachmentName: `Part summary ${quoteLabel(data)}`,
      fileName: `PartSummary-${safeNumber}-R${data.revision}.pdf`,
    };
  }
  return {
    attachmentName: `Quote ${quoteLabel(data)}${data.showPrices ? '' : ' (without prices)'}`,
    fileName: `Quote-${safeNumber}-R${data.revision}${data.showPrices ? '' : '-NoPrices'}.pdf`,
  };
}

/**
 * GenerateQuotePdfs / GenerateQuotePartSummaryPdf: renders the document, stores it as an attachment
 * of the quote (ProjectAttachment QuotePdf 2; one copy while the quote is unchanged,
 * quote-document-store.ts) and answers its bytes with the attachment's id.
 */
export async function generateQuoteDocument(
  deps: AppDeps,
  actor: Actor,
  quoteId: number,
  kind: QuoteDocumentKind,
): Promise<{ file: BinaryResult; attachmentId: number }> {
  const { quote, data } = await loadQuoteDocument(deps.db, actor, quoteId);
  const pdf = kind === 'Quote' ? await renderQuotePdf(data) : await renderPartSummaryPdf(data);
  const names = documentNames(kind, data);
  const attachmentId = await storeQuoteDocument(deps.db, actor, {
    projectId: quote.ProjectId,
    projectQuoteId: quoteId,
    quoteLabel: quoteLabel(data),
    attachmentName: names.attachmentName,
    fileName: names.fileName,
    showPrices: data.showPrices,
    fingerprint: quoteDocumentFingerprint(kind, data),
    pdf,
  });
  return {
    attachmentId,
    file: {
      contentType: 'application/pdf',
      body: pdf,
      fileName: names.fileName,
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    },
  };
}

/** What one mail may carry: most mail servers refuse messages past 25 MB, base64 included. */
const MAX_MAIL_ATTACHMENT_BYTES = 20 * 1024 * 1024;

/**
 * SendQuoteSubmittalEmail: one mail per recipient through the outbox, carrying the chosen PDFs of the
 * quote (QuotePdf or SubmittalPdf attachments linked to it). A reader without prices may send only
 * the PDFs they generated themselves, which hold no prices.
 */
export async function sendQuoteSubmittalEmail(
  deps: AppDeps,
  actor: Actor,
  request: SendQuoteSubmittalEmailRequest,
): Promise<{ Success: boolean; WarningMessages: string[] }> {
  const quote = await loadQuote(deps.db, actor, request.ProjectQuoteId);
  const ids = [...new Set(request.ProjectAttachmentIds)];
  const attachments = await selectMailableAttachments(deps.db, request.ProjectQuoteId, ids);
  const allowed = attachments.filter((row) => actor.canSeePrices || row.uploadedByUserId === actor.userId);
  if (allowed.length !== ids.length) {
    throw badRequest(quoteDocumentMessages.attachmentNotOfQuote, {
      ProjectAttachmentIds: quoteDocumentMessages.attachmentNotOfQuote,
    });
  }
  if (allowed.reduce((sum, row) => sum + row.sizeBytes, 0) > MAX_MAIL_ATTACHMENT_BYTES) {
    throw badRequest(quoteDocumentMessages.attachmentsTooLarge, {
      ProjectAttachmentIds: quoteDocumentMessages.attachmentsTooLarge,
    });
  }
  const recipients = [...new Set(request.To)];
  await deps.db.transaction(async (tx) => {
    for (const to of recipients) {
      await enqueueMail(tx, {
        ...quoteDocumentMail(to, {
          subject: request.Subject,
          message: request.Message ?? '',
          quoteLabel: `${quote.QuoteNumber} rev ${quote.Revision}`,
          projectName: quote.ProjectName,
          fileNames: allowed.map((row) => row.fileName),
        }),
        attachmentIds: allowed.map((row) => row.projectAttachmentId),
      });
    }
    await recordEvent(tx, actor, {
      projectId: quote.ProjectId,
      entityType: 'Attachment',
      entityId: allowed[0]?.projectAttachmentId ?? 0,
      action: 'Mailed',
      summary: `Mailed ${allowed.map((row) => row.fileName).join(', ')} of quote ${quote.QuoteNumber} rev ${quote.Revision} to ${recipients.join(', ')}`,
      after: { To: recipients, Subject: request.Subject, Files: allowed.map((row) => row.fileName) },
    });
  });
  deps.mailWorker.kick();
  return { Success: true, WarningMessages: [] };
}
