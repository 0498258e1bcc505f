import { SubmittalOptions } from '@airquote/shared/enums/lookups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { newLineItem, saveBody, saveItemConfiguration } from '../../test/item-configuration-fixtures.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { callApi, createTestProject, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { coilInput } from '../../test/selection-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: App;
let rep: string;
let projectId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep } = await signInDemoAccounts(app, ['rep']));
  const created = await createTestProject(app, rep, 'Units Test Tower', ['Floors']);
  projectId = created.projectId;
  const item = await newLineItem(app, rep, 'FHC-06', created.scheduleIds[0] as number);
  const saved = await saveItemConfiguration(
    app,
    rep,
    // 0.6 in. ESP is above the fan coils' 0.5 in. range: the page prints that warning.
    saveBody(item, { Selection: { Kind: 'Coil', Input: coilInput({ CoilConfiguration: 1, EspInWg: 0.6 }) } }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => app.close());

async function performancePage(): Promise<string> {
  const response = await callApi(app, rep, 'POST', '/Project/GenerateSubmittalPdfs', {
    ProjectId: projectId,
    SubmittalOptions: [SubmittalOptions.PerformanceProductSummary],
  });
  expect(response.statusCode, response.body).toBe(200);
  const pdf = await readPdfText(response.rawPayload);
  const page = pdf.pages.find((text) => text.includes('Performance & Product Summary —'));
  expect(page).toBeDefined();
  return page ?? '';
}

describe('submittal performance figures in the requesting user units (ADR 0031)', () => {
  it('prints °F and MBH for an I-P user and °C, kW, l/s and Pa for an SI user', async () => {
    const ip = await performancePage();
    expect(ip).toContain('°F DB');
    expect(ip).toMatch(/\d+\.\d \/ \d+\.\d MBH/);
    expect(ip).not.toContain('°C');
    expect(ip.replace(/\s+/g, ' ')).toContain('ESP 0.6 in. w.g. exceeds the 0.5 in. w.g. range of fan coils');

    const choose = await callApi(app, rep, 'PUT', '/AppUser/unitsystem', { UnitSystem: 'SI' });
    expect(choose.statusCode, choose.body).toBe(200);
    const si = await performancePage();
    expect(si).toContain('°C DB');
    expect(si).toMatch(/\d+\.\d\d \/ \d+\.\d\d kW/);
    expect(si).toContain('l/s');
    expect(si).toContain(' Pa');
    expect(si).not.toContain('°F');
    expect(si).not.toMatch(/\d MBH \(/);
    // The cooling entering air of the saved selection (80 °F DB / 67 °F WB) reads 26.7 °C / 19.4 °C.
    expect(si).toContain('26.7 °C DB / 19.4 °C WB');
    // The stored I-P warning is printed in SI too.
    expect(si.replace(/\s+/g, ' ')).toContain('ESP 149 Pa exceeds the 125 Pa range of fan coils');
    expect(si).not.toMatch(/in\. w\.g\.|\bcfm\b/);
  });
});
