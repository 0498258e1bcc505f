import type { Contract } from '@airquote/shared/contracts/define-contract';
import { submittalMessages } from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import { ProjectAttachment as ProjectAttachmentLookup } from '@airquote/shared/enums/lookups';
import {
  internalOnlyPermissions,
  permissionsWithheldFromEngineers,
} from '@airquote/shared/enums/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { airFlowProfiles } from '../db/schema/catalog-engineering.ts';
import { locations } from '../db/schema/projects.ts';
import { allContracts, permissionsOf } from '../test/contract-scan.ts';
import { companyIdByName } from '../test/pricing-fixtures.ts';
import {
  callApi,
  demoLineItemId,
  demoProjects,
  multipartPayload,
  projectIdByName,
  scheduleIdByName,
  userIdByEmail,
} from '../test/project-fixtures.ts';
import { createQuote } from '../test/quote-fixtures.ts';
import { bearer, createTestApp, signIn } from '../test/test-app.ts';

/**
 * Issue 5 part 8, the spec's Engineer rule (section 6): engineer@northwind.test gets 403 from every
 * quote and pricing endpoint and no price field from any other. The endpoints are found by scanning
 * the contracts, so a new endpoint is walked without being listed here; a new path parameter name
 * makes the walk fail until it is given a real id below.
 */
const ENGINEER = 'engineer@northwind.test';
const REP = 'rep@northwind.test';

/** A key that carries money: prices, adders, multipliers, net amounts, totals. */
const moneyKey = /price|pricing|adder|multiplier|amount|cost|total|(^|[a-z])Net([A-Z]|$)/i;
/** Keys that match the pattern above but count things, not money. */
const notMoney = /count|records|pages|rows|mbh|btu|capacity|cfm|gpm|watts|kw\b|pressure|static/i;

let app: App;
let engineerToken: string;
const ids = new Map<string, number | string>();

beforeAll(async () => {
  app = await createTestApp();
  engineerToken = await signIn(app, ENGINEER);
  const repToken = await signIn(app, REP);
  const projectId = await projectIdByName(app, demoProjects.riverside);
  const scheduleId = await scheduleIdByName(app, projectId, 'Tower B – Patient Floors');
  const lineItemId = await demoLineItemId(app, demoProjects.riverside, 'Tower B – Patient Floors', 'FHC-06');
  const quote = await createQuote(app, repToken, { ProjectId: projectId, ProjectScheduleIds: [scheduleId] });
  // A generated quote PDF holds prices: stored as a project attachment, it is walked as well.
  const quotePdf = await callApi(app, repToken, 'POST', '/ProjectQuote/GenerateQuotePdfs', {
    ProjectQuoteId: quote.ProjectQuoteId,
  });
  expect(quotePdf.statusCode).toBe(200);
  const attachmentId = Number(quotePdf.headers['x-project-attachment-id']);
  const engineerUserId = await userIdByEmail(app, ENGINEER);
  const companyId = await companyIdByName(app, 'Northwind Reps');
  const [airFlowProfile] = await app.deps.db.select().from(airFlowProfiles).limit(1);
  const [location] = await app.deps.db.select().from(locations).limit(1);
  const lineItem = await callApi(app, engineerToken, 'GET', `/ProjectScheduleLineItem/${lineItemId}`);
  const { ProductModelId, ProductTypeId } = lineItem.json() as {
    ProductModelId: number;
    ProductTypeId: number;
  };
  for (const [name, value] of Object.entries({
    projectId,
    scheduleId,
    projectScheduleId: scheduleId,
    lineItemId,
    projectQuoteId: quote.ProjectQuoteId,
    quoteId: quote.ProjectQuoteId,
    // The revision comparison (issue 17 part 4) walked with the quote against itself.
    otherProjectQuoteId: quote.ProjectQuoteId,
    userId: engineerUserId,
    companyId,
    clientId: 'web',
    productModelId: ProductModelId,
    id: ProductTypeId,
    brandId: 1,
    airFlowProfileId: airFlowProfile?.airFlowProfileId ?? 0,
    locationId: location?.locationId ?? 0,
    downloadType: 'ProductPrices',
    attachmentId,
  }))
    ids.set(name, value);
});
afterAll(async () => app.close());

/** A path with every parameter replaced by a real id the engineer may see; null when one is unknown. */
function urlFor(contract: Contract): string | null {
  let unknown = false;
  const url = contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = ids.get(name);
    if (value === undefined) unknown = true;
    return String(value ?? '');
  });
  return unknown ? null : url;
}

/** Valid bodies for the reads that take one: an empty body would stop them at validation. */
const bodies: Record<string, () => unknown> = {
  '/projectschedulelineitem/getitemconfigurationinputs': () => ({
    ProjectScheduleLineItemId: ids.get('lineItemId'),
  }),
  '/pricing/getpricinginputs': () => ({ ProductModelName: 'FHC-06' }),
};

/** Every money-looking key with a value, as a path into the answer. */
function moneyFields(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => moneyFields(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = `${at}.${key}`;
    const carriesMoney = moneyKey.test(key) && !notMoney.test(key);
    if (
      carriesMoney &&
      inner !== null &&
      inner !== undefined &&
      !(Array.isArray(inner) && inner.length === 0)
    )
      return [here];
    return moneyFields(inner, here);
  });
}

const withheld = new Set<string>(permissionsWithheldFromEngineers);
const quoteAndPricing = allContracts.filter((contract) => {
  const permissions = permissionsOf(contract);
  return permissions.length > 0 && permissions.every((name) => withheld.has(name));
});
const adminOnly = new Set<string>(internalOnlyPermissions);
/** Reads: GET endpoints and POST searches/inputs, walked with real ids (admin reads refuse an engineer). */
const reads = allContracts.filter(
  (contract) =>
    !quoteAndPricing.includes(contract) &&
    !permissionsOf(contract).some((name) => adminOnly.has(name)) &&
    // Signing out (a GET in the spec) would end the walk's own session.
    !/logout/i.test(contract.path) &&
    contract.access.kind !== 'anonymous' &&
    (contract.method === 'GET' ||
      (contract.method === 'POST' && /search|getitemconfigurationinputs|odata/i.test(contract.path))),
);

describe('price secrecy for a company Engineer', () => {
  it('finds the quote, pricing, multiplier and order endpoints by scanning the contracts', () => {
    const paths = quoteAndPricing.map((contract) => `${contract.method} ${contract.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /projectquote/:projectQuoteId',
        'POST /projectquote',
        'GET /Pricing/GetById/:lineItemId',
        'POST /ProjectQuoteCatMultiplier',
        'POST /ProjectOrder',
      ]),
    );
    expect(quoteAndPricing.length).toBeGreaterThanOrEqual(30);
  });

  it('answers 403 on every quote and pricing endpoint, ids and bodies notwithstanding', async () => {
    const answered: string[] = [];
    for (const contract of quoteAndPricing) {
      const url = (urlFor(contract) ?? contract.path.replace(/:[A-Za-z0-9_]+/g, '1')) as string;
      const hasBody = contract.body !== undefined || contract.multipart !== undefined;
      const response = await callApi(app, engineerToken, contract.method, url, hasBody ? {} : undefined);
      if (response.statusCode !== 403)
        answered.push(`${contract.method} ${contract.path} → ${response.statusCode}`);
    }
    expect(answered).toEqual([]);
  });

  it('gets no price field from any other read of the product, walked with real ids', async () => {
    const leaks: string[] = [];
    const unwalked: string[] = [];
    let checked = 0;
    for (const contract of reads) {
      const url = urlFor(contract);
      if (url === null) {
        unwalked.push(`${contract.method} ${contract.path}`);
        continue;
      }
      const body = contract.method === 'POST' ? (bodies[contract.path]?.() ?? {}) : undefined;
      const response = await callApi(app, engineerToken, contract.method, url, body);
      expect(response.statusCode, `${contract.method} ${url}`).toBeLessThan(500);
      if (response.statusCode !== 200) continue;
      if (!String(response.headers['content-type'] ?? '').includes('json')) {
        // A file: the price sheet and the quote PDF must have been refused.
        if (/price|attachments/i.test(url)) leaks.push(`${contract.method} ${url}: a priced file`);
        continue;
      }
      checked += 1;
      for (const field of moneyFields(response.json())) leaks.push(`${contract.method} ${url}: ${field}`);
    }
    expect(leaks).toEqual([]);
    // Parameters with no real id are admin or lookup reads an engineer is refused anyway; list them
    // here so a new read of project data is given an id rather than silently skipped.
    expect(unwalked).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  it('gets neither the quote PDF nor an order file, listed or downloaded, nor in a submittal package', async () => {
    const repToken = await signIn(app, REP);
    const projectId = ids.get('projectId') as number;
    const pdf = Buffer.from('%PDF-1.4\n% purchase order with prices\n');
    const { payload, headers } = multipartPayload(
      {
        projectId,
        projectQuoteId: ids.get('quoteId') as number,
        attachmentName: 'Signed PO',
        projectAttachmentLookupValue: ProjectAttachmentLookup.OrderRequest,
      },
      { fileName: 'po.pdf', data: pdf, contentType: 'application/pdf' },
    );
    const upload = await app.inject({
      method: 'POST',
      url: '/api/Project/UpsertProjectAttachment',
      payload,
      headers: { ...headers, ...bearer(repToken) },
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const orderFileId = upload.json().ProjectAttachmentId as number;
    const quotePdfId = ids.get('attachmentId') as number;

    const listedTo = async (token: string) =>
      (
        (await callApi(app, token, 'GET', `/Project/${projectId}`)).json().Attachments as Array<{
          ProjectAttachmentId: number;
        }>
      ).map((file) => file.ProjectAttachmentId);
    expect(await listedTo(repToken)).toEqual(expect.arrayContaining([orderFileId, quotePdfId]));
    const engineerSees = await listedTo(engineerToken);
    expect(engineerSees).not.toContain(orderFileId);
    expect(engineerSees).not.toContain(quotePdfId);
    for (const id of [orderFileId, quotePdfId]) {
      expect((await callApi(app, repToken, 'GET', `/Project/attachments/${id}`)).statusCode).toBe(200);
      expect((await callApi(app, engineerToken, 'GET', `/Project/attachments/${id}`)).statusCode).toBe(404);
    }

    // Merging the quote PDF into a submittal package (which anyone on the project may open) is refused.
    const submittal = await callApi(app, engineerToken, 'POST', '/Project/GenerateSubmittalPdfs', {
      ProjectId: projectId,
      ProjectScheduleIds: [ids.get('scheduleId')],
      SubmittalOptions: [1],
      PdfAttachmentIds: [quotePdfId],
    });
    expect(submittal.statusCode, submittal.body).toBe(400);
    expect(submittal.json().message).toBe(submittalMessages.attachmentHoldsPrices);
  });

  it('sees the same reads with prices as a rep (the walk can find a price)', async () => {
    const repToken = await signIn(app, REP);
    const lineItemId = ids.get('lineItemId');
    const response = await callApi(
      app,
      repToken,
      'POST',
      '/projectschedulelineitem/getitemconfigurationinputs',
      {
        ProjectScheduleLineItemId: lineItemId,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(moneyFields(response.json()).length).toBeGreaterThan(0);
  });
});

/**
 * Issue #15 item 7: every demo account whose roles lack pricing.view (the seed's matrix gives it to
 * every other demo account): the company Engineer, and application engineering, who reads quotes
 * without their money. Each walks every read it may make, the event log and every report included.
 */
const ENGINEERING = 'engineering@airquote.test';
const withoutPrices = [ENGINEER, ENGINEERING] as const;
const reportContracts = allContracts.filter((contract) => /^\/Report\//i.test(contract.path));
const reportBodies = [{}, { DateFrom: '2000-01-01', DateTo: '2100-12-31' }];
/** Report money is named Value (TotalValue, QuotedValue, …): null for a reader without prices. */
const reportMoneyKey = /value/i;
/** Multipliers read as four places ("0.4500"), dollars as "$1,234.00": neither in any text answered. */
const moneyText = /\$\s?\d|\b0\.\d{4}\b/;

function reportMoneyFields(value: unknown, at = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => reportMoneyFields(item, `${at}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    reportMoneyKey.test(key) && inner !== null && typeof inner !== 'object'
      ? [`${at}.${key}`]
      : reportMoneyFields(inner, `${at}.${key}`),
  );
}

describe('price secrecy for every demo account without pricing.view', () => {
  beforeAll(async () => {
    // Activity with figures on the walked quote: a multiplier request drafted below the standard.
    const repToken = await signIn(app, REP);
    const quote = await callApi(app, repToken, 'GET', `/projectquote/${ids.get('quoteId')}`);
    const lines = quote.json().LineItems as Array<{
      Pricing: { ProductTypeCategoryId: number; StandardMultiplier: string | null } | null;
    }>;
    const priced = lines.find((line) => line.Pricing?.StandardMultiplier);
    if (!priced?.Pricing?.StandardMultiplier) throw new Error('the walked quote has no priced line');
    const drafted = await callApi(app, repToken, 'POST', '/ProjectQuoteCatMultiplier', {
      ProjectQuoteId: ids.get('quoteId'),
      ProductTypeCategoryId: priced.Pricing.ProductTypeCategoryId,
      RequestedMultiplier: (Number(priced.Pricing.StandardMultiplier) - 0.01).toFixed(4),
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
  });

  it('the seed gives neither account pricing.view', async () => {
    for (const email of withoutPrices) {
      const token = await signIn(app, email);
      const info = await callApi(app, token, 'GET', '/AppUser/GetCurrentUserInfo/web');
      expect(info.statusCode, info.body).toBe(200);
      expect(info.json().Permissions, email).not.toContain('pricing.view');
    }
  });

  for (const email of withoutPrices) {
    it(`${email}: no money or multiplier field from any read it may make`, async () => {
      const token = await signIn(app, email);
      const leaks: string[] = [];
      let checked = 0;
      for (const contract of allContracts) {
        if (permissionsOf(contract).some((name) => adminOnly.has(name))) continue;
        if (/logout/i.test(contract.path) || contract.access.kind === 'anonymous') continue;
        const isRead =
          contract.method === 'GET' ||
          (contract.method === 'POST' && /search|getitemconfigurationinputs|odata/i.test(contract.path));
        if (!isRead) continue;
        const url = urlFor(contract);
        if (url === null) continue;
        const body = contract.method === 'POST' ? (bodies[contract.path]?.() ?? {}) : undefined;
        const response = await callApi(app, token, contract.method, url, body);
        expect(response.statusCode, `${contract.method} ${url}`).toBeLessThan(500);
        if (response.statusCode !== 200) continue;
        if (!String(response.headers['content-type'] ?? '').includes('json')) {
          if (/price|attachments/i.test(url)) leaks.push(`${contract.method} ${url}: a priced file`);
          continue;
        }
        checked += 1;
        for (const field of moneyFields(response.json())) leaks.push(`${contract.method} ${url}: ${field}`);
        const text = response.body.match(moneyText);
        if (text) leaks.push(`${contract.method} ${url}: text ${text[0]}`);
      }
      expect(leaks).toEqual([]);
      expect(checked).toBeGreaterThanOrEqual(20);
    });

    it(`${email}: the project's event log answers with no money, multiplier or price text`, async () => {
      const token = await signIn(app, email);
      const projectId = ids.get('projectId');
      const response = await callApi(
        app,
        token,
        'GET',
        `/Project/eventlog/search?projectId=${projectId}&pageSize=200`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as { EventLogs: unknown[]; TotalCount: number };
      expect(answer.EventLogs.length).toBeGreaterThan(0);
      expect(moneyFields(answer)).toEqual([]);
      expect(response.body).not.toMatch(moneyText);
      if (email === ENGINEER) expect(response.body).not.toMatch(/"ProjectQuote"/);
    });
  }

  it('answers the Engineer 403 on every report, the export and the region list included', async () => {
    const token = await signIn(app, ENGINEER);
    expect(reportContracts.length).toBeGreaterThanOrEqual(9);
    for (const contract of reportContracts) {
      const url = contract.path.replace(':reportKind', 'PipelineByStatus');
      const body = contract.method === 'POST' ? {} : undefined;
      expect((await callApi(app, token, contract.method, url, body)).statusCode, url).toBe(403);
    }
  });

  it('gives application engineering every report as counts without money', async () => {
    const token = await signIn(app, ENGINEERING);
    let counted = 0;
    for (const contract of reportContracts) {
      if (contract.path.includes(':reportKind')) {
        const exported = await callApi(app, token, 'POST', '/Report/Export/PipelineByStatus', {});
        expect(exported.statusCode).toBe(200);
        continue;
      }
      for (const body of contract.method === 'POST' ? reportBodies : [undefined]) {
        const response = await callApi(app, token, contract.method, contract.path, body);
        expect(response.statusCode, `${contract.path} ${response.body}`).toBe(200);
        const answer = response.json() as { ShowsMoney?: boolean };
        expect(answer.ShowsMoney ?? false, contract.path).toBe(false);
        expect(moneyFields(answer), contract.path).toEqual([]);
        expect(reportMoneyFields(answer), contract.path).toEqual([]);
        expect(response.body, contract.path).not.toMatch(/"\d+\.\d{2}"/);
        if (/count/i.test(response.body)) counted += 1;
      }
    }
    expect(counted).toBeGreaterThan(0);
  });
});

describe('price secrecy of the parties and online acceptance (issue 17)', () => {
  it('gives the Engineer the parties without money, and refuses it sending, addressing or reading acceptances', async () => {
    const repToken = await signIn(app, REP);
    const projectId = ids.get('projectId') as number;
    const quoteId = ids.get('quoteId') as number;
    const party = await callApi(app, repToken, 'PUT', '/ProjectParty', {
      ProjectId: projectId,
      Role: 'MechanicalContractor',
      CompanyName: 'Secrecy Mechanical',
      Contacts: [{ Name: 'Sam Secrecy', EmailAddress: 'sam@secrecy.example' }],
    });
    expect(party.statusCode, party.body).toBe(200);
    const contactId = party.json().Contacts[0].ProjectPartyContactId as number;
    const addressed = await callApi(app, repToken, 'PUT', '/ProjectParty/quote-addressee', {
      ProjectQuoteId: quoteId,
      ProjectPartyContactId: contactId,
    });
    expect(addressed.statusCode, addressed.body).toBe(200);
    expect(
      (await callApi(app, repToken, 'POST', '/QuoteAcceptance/send', { ProjectQuoteId: quoteId })).statusCode,
    ).toBe(200);

    const parties = await callApi(app, engineerToken, 'GET', `/ProjectParty/project/${projectId}`);
    expect(parties.statusCode).toBe(200);
    expect(parties.json().length).toBeGreaterThan(0);
    expect(moneyFields(parties.json())).toEqual([]);
    const refused = [
      await callApi(app, engineerToken, 'GET', `/ProjectParty/quote-addressee/${quoteId}`),
      await callApi(app, engineerToken, 'GET', `/QuoteAcceptance/quote/${quoteId}`),
      await callApi(app, engineerToken, 'POST', '/QuoteAcceptance/send', { ProjectQuoteId: quoteId }),
      await callApi(app, engineerToken, 'POST', '/ProjectParty/quote-contractors', {
        ProjectId: projectId,
        ProjectScheduleIds: [ids.get('scheduleId')],
      }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    // The public page needs the token of a mail only the addressee receives; without it: no quote.
    const guessed = await app.inject({
      method: 'POST',
      url: '/api/public/quote-acceptance/view',
      payload: { Token: 'a'.repeat(43) },
    });
    expect(guessed.statusCode).toBe(400);
    expect(guessed.body).not.toMatch(/Total|Price/);
  });
});
