import { formatCents } from '@airquote/shared/rules/money';
import type { QuoteDocumentData, QuoteDocumentLine } from '../modules/document/quote-pdf.ts';

const models = [
  { model: 'FHC-06', code: 'FHC06-3R-4P-ECM-115-L-MERV8', description: 'Horizontal Concealed, FHC' },
  { model: 'FVC-03', code: 'FVC03-2R-2P-PSC-208-R-MERV8', description: 'Vertical Concealed, class FVC' },
  { model: 'BCH-12', code: 'BCH12-4R-4P-ECM-460-L-MERV13', description: 'Blower Coil, class BCH' },
  { model: 'WSV-024', code: 'WSV024-CU-208-1PH-ECM-R', description: 'Water Source Heat Pump' },
] as const;

/** Code-string choices in words, as selectOptionsInWords writes them (segment: value description). */
const optionWords = [
  ['Coil: 3-row chilled water', 'Coil: 4-row chilled water', 'Coil: 2-row chilled water'],
  ['Piping: 4-pipe (separate heating coil)', 'Piping: 2-pipe changeover'],
  ['Motor: ECM constant torque', 'Motor: PSC three-speed'],
  ['Voltage: 115/1/60', 'Voltage: 208-230/1/60', 'Voltage: 460/3/60'],
  ['Hand: left hand connections', 'Hand: right hand connections'],
  ['Filter: 1 in. MERV 8 throwaway', 'Filter: 2 in. MERV 13 pleated'],
  ['Valve package: 2-way on/off, 1/2 in.', 'Valve package: 3-way modulating, 3/4 in.', 'Valve package: none'],
  ['Controls: factory-mounted DDC controller with BACnet MS/TP', 'Controls: field-mounted thermostat'],
  ['Drain pan: stainless steel, sloped in two planes'],
  ['Insulation: 1/2 in. closed-cell foam'],
] as const;

/**
 * A quote of `lineCount` lines over four schedules with made-up but consistent prices, for the
 * document tests and the benchmark (bench/quote-pdf.mjs) without a database. With `proposal`, it is
 * addressed to a mechanical contractor and every line carries its ten options in words (issue 17).
 */
export function sampleQuoteDocument(
  lineCount: number,
  options: { showPrices?: boolean; proposal?: boolean } = {},
): QuoteDocumentData {
  const showPrices = options.showPrices ?? true;
  const schedules = ['Level 1 – Retail', 'Levels 2–6 – Offices', 'Level 7 – Plant Room', 'Roof'].map(
    (name) => ({
      name,
      lines: [] as QuoteDocumentLine[],
    }),
  );
  let lineCents = 0;
  for (let index = 0; index < lineCount; index++) {
    const model = models[index % models.length] ?? models[0];
    const qty = 1 + (index % 4);
    const unitCents = 84_250 + (index % 7) * 3_125;
    lineCents += qty * unitCents;
    schedules[Math.floor((index * schedules.length) / lineCount)]?.lines.push({
      tag: `UNIT-${index + 1}`,
      qty,
      modelName: model.model,
      codeString: `${model.code}-${String(index + 1).padStart(3, '0')}`,
      description: model.description,
      unitListPrice: showPrices ? formatCents(Math.round(unitCents / 0.52)) : null,
      netUnitPrice: showPrices ? formatCents(unitCents) : null,
      extendedNetPrice: showPrices ? formatCents(qty * unitCents) : null,
      ...(options.proposal
        ? { optionsInWords: optionWords.map((choices) => choices[index % choices.length] ?? '') }
        : {}),
    });
  }
  const netAddCents = 185_000 + 24_000;
  return {
    branding: { brandId: 2, companyLogo: null },
    quoteNumber: 'Q-2026-000100',
    revision: 2,
    projectName: 'Summit Office Park – Building 3',
    companyName: 'Northwind Reps',
    statusName: 'Open',
    preparedBy: 'Nora Walsh',
    printedOn: '2026-11-21',
    quoteDate: '2026-11-20',
    validUntil: '2026-12-20',
    shipTo: {
      address1: '4100 Summit Parkway',
      address2: 'Dock 3',
      city: 'Sacramento',
      stateProvinceCode: 'CA',
      postalCode: '95834',
      countryCode: 'US',
    },
    billTo: null,
    schedules,
    netAdds: [
      { type: 'Freight', description: 'Freight to site, two trucks', amount: showPrices ? '1850.00' : null },
      { type: 'StartUp', description: 'Factory start-up, one day', amount: showPrices ? '240.00' : null },
    ],
    totals: showPrices
      ? {
          lineItemsTotal: formatCents(lineCents),
          netAddsTotal: formatCents(netAddCents),
          total: formatCents(lineCents + netAddCents),
        }
      : null,
    showPrices,
    ...(options.proposal
      ? {
          proposal: {
            addressee: {
              roleLabel: 'Mechanical contractor',
              companyName: 'Bayside Mechanical Inc.',
              contactName: 'Pat Lee',
              emailAddress: 'bids@bayside.example',
              phone: '555-0142',
            },
            rep: { name: 'Nora Walsh', emailAddress: 'nora@northwind.test', phone: '' },
          },
        }
      : {}),
  };
}
