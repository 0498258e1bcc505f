import { SubmittalOptions } from '@airquote/shared/enums/lookups';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { productModels } from '../../db/schema/catalog.ts';
import {
  productPipeConnections,
  productServiceClearances,
  productSoundPowers,
} from '../../db/schema/catalog-submittal-data.ts';
import { newLineItem, saveFourPipeSelection } from '../../test/item-configuration-fixtures.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { callApi, createTestProject, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';
import { selectSubmittalEngineeringData } from './submittal.repository.ts';
import { NOT_PUBLISHED } from './submittal-engineering-page.ts';

let app: App;
let rep: string;
let projectId: number;
const tags = { twoPipe: '', fourPipe: '', heatPump: '' };

async function modelId(name: string): Promise<number> {
  const [row] = await app.deps.db
    .select({ id: productModels.productModelId })
    .from(productModels)
    .where(eq(productModels.name, name));
  if (!row) throw new Error(`no model ${name}`);
  return row.id;
}

beforeAll(async () => {
  app = await createTestApp();
  ({ rep } = await signInDemoAccounts(app, ['rep']));
  const created = await createTestProject(app, rep, 'Engineering Data Tower', ['Floors']);
  projectId = created.projectId;
  const scheduleId = created.scheduleIds[0] as number;
  const twoPipe = await newLineItem(app, rep, 'FHC-06', scheduleId);
  const fourPipe = await newLineItem(app, rep, 'FHC-06', scheduleId);
  const heatPump = await newLineItem(app, rep, 'WSH-024', scheduleId);
  const saved = await saveFourPipeSelection(app, rep, fourPipe);
  expect(saved.statusCode, saved.body).toBe(200);
  tags.twoPipe = twoPipe.lineItem.ItemTag;
  tags.fourPipe = fourPipe.lineItem.ItemTag;
  tags.heatPump = heatPump.lineItem.ItemTag;
});
afterAll(async () => app.close());

/** The Engineering Data page of each tag, as text. */
async function engineeringPages(): Promise<Map<string, string>> {
  const response = await callApi(app, rep, 'POST', '/Project/GenerateSubmittalPdfs', {
    ProjectId: projectId,
    SubmittalOptions: [SubmittalOptions.UnitFeatures],
  });
  expect(response.statusCode, response.body).toBe(200);
  const pdf = await readPdfText(response.rawPayload);
  const pages = new Map<string, string>();
  for (const tag of Object.values(tags)) {
    const page = pdf.pages.find((text) => new RegExp(`Engineering Data — ${tag}(?![\\w-])`).test(text));
    expect(page, tag).toBeDefined();
    pages.set(tag, (page ?? '').replace(/[ \t]+/g, ' '));
  }
  return pages;
}

describe('submittal engineering data from the catalog (ADR 0044)', () => {
  it('carries the model rows into the submittal unit data: speeds, connections, clearances', async () => {
    const fanCoil = await modelId('FHC-06');
    const heatPump = await modelId('WSH-024');
    const data = await selectSubmittalEngineeringData(app.deps.db, [fanCoil, heatPump]);
    const coil = data.get(fanCoil);
    expect(coil?.soundPower.map((row) => row.fanSpeed)).toEqual(['High', 'Medium', 'Low']);
    // FHC-06 is 600 cfm: the 400 cfm reference spectrum + 10·log10(600/400) = +1.8 dB.
    expect(coil?.soundPower[0]?.bandsDb).toEqual([64, 63, 59, 55, 51, 47, 42, 36]);
    expect(coil?.pipeConnections.map((row) => row.name)).toEqual([
      'Cooling coil supply',
      'Cooling coil return',
      'Heating coil supply',
      'Heating coil return',
      'Condensate drain',
    ]);
    expect(coil?.pipeConnections[0]).toEqual({
      name: 'Cooling coil supply',
      size: '5/8 in',
      type: 'OD sweat',
      coilDuty: 'Cooling',
      side: 'ConnectionEnd',
      heightFraction: 0.3,
    });
    expect(coil?.serviceClearances.map((row) => [row.side, row.inches])).toEqual([
      ['Front', 24],
      ['ConnectionEnd', 18],
      ['OppositeEnd', 6],
      ['Top', 0],
    ]);
    expect(data.get(heatPump)?.soundPower.map((row) => row.fanSpeed)).toEqual(['Rated']);
    // Plain data: what the file worker receives is what the repository gave.
    expect(structuredClone(coil)).toEqual(coil);
  });

  it('prints the seeded values, an edited catalog value, and "not published" for a model without rows', async () => {
    let pages = await engineeringPages();
    const twoPipe = pages.get(tags.twoPipe) ?? '';
    expect(twoPipe).toContain('High 64 63 59 55 51 47 42 36');
    expect(twoPipe).toMatch(/Medium( \d{2}){8}/);
    expect(twoPipe).toContain('Front (filter, fan and control access) 24');
    expect(twoPipe).toMatch(/Cooling coil supply 5\/8 in OD sweat Left end, \d+\.\d in above base/);
    // A unit without a heating coil has no heating coil connections; a 4-pipe unit has them.
    expect(twoPipe).not.toContain('Heating coil supply');
    expect(pages.get(tags.fourPipe)).toContain('Heating coil supply 5/8 in OD sweat');
    expect(pages.get(tags.heatPump)).toMatch(/Rated( \d{2}){8}/);
    expect(pages.get(tags.heatPump)).toContain('Water in 3/4 in FPT');
    for (const page of pages.values()) expect(page).not.toContain(NOT_PUBLISHED);

    // The page prints what the catalog holds: an admin's edit shows in the next package.
    const fanCoil = await modelId('FHC-06');
    await app.deps.db
      .update(productSoundPowers)
      .set({ band1000HzDb: 71 })
      .where(and(eq(productSoundPowers.productModelId, fanCoil), eq(productSoundPowers.fanSpeed, 'High')));
    // A model whose sound, connections and clearances are not in the catalog.
    const heatPump = await modelId('WSH-024');
    await app.deps.db.delete(productSoundPowers).where(eq(productSoundPowers.productModelId, heatPump));
    await app.deps.db
      .delete(productPipeConnections)
      .where(eq(productPipeConnections.productModelId, heatPump));
    await app.deps.db
      .delete(productServiceClearances)
      .where(eq(productServiceClearances.productModelId, heatPump));

    pages = await engineeringPages();
    expect(pages.get(tags.twoPipe)).toContain('High 64 63 59 55 71 47 42 36');
    const unpublished = pages.get(tags.heatPump) ?? '';
    expect(unpublished.split(NOT_PUBLISHED)).toHaveLength(4);
    expect(unpublished).not.toContain('Rated');
    expect(unpublished).not.toContain('Water in');
    // The rest of the page is still there.
    expect(unpublished).toContain('Sound power per octave band');
    expect(unpublished).toContain('Wiring diagram');
  });
});
