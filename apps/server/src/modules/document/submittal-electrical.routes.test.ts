import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  choose,
  newLineItem,
  saveBody,
  saveItemConfiguration,
} from '../../test/item-configuration-fixtures.ts';
import { readPdfText } from '../../test/pdf-inspect.ts';
import { callApi, createTestProject, signInDemoAccounts } from '../../test/project-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: App;
let rep: string;
let projectId: number;
let fanCoil: LineItemDetail;
let heatPump: LineItemDetail;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep } = await signInDemoAccounts(app, ['rep']));
  const created = await createTestProject(app, rep, 'Electrical Submittal Test', ['Level 1']);
  projectId = created.projectId;
  const scheduleId = created.scheduleIds[0] as number;

  const coil = await newLineItem(app, rep, 'FHC-06', scheduleId);
  const savedCoil = await saveItemConfiguration(
    app,
    rep,
    saveBody(coil, {
      ProductModelValues: choose(coil.inputs, { PIPE: '2', VOLT: '2', MOTOR: 'P', EHEAT: '4' }),
    }),
  );
  expect(savedCoil.statusCode, savedCoil.body).toBe(200);
  fanCoil = savedCoil.json();
  const wshp = await newLineItem(app, rep, 'WSH-036', scheduleId);
  const savedHeatPump = await saveItemConfiguration(
    app,
    rep,
    saveBody(wshp, { ProductModelValues: choose(wshp.inputs, { VOLT: '5', MOTOR: 'E' }) }),
  );
  expect(savedHeatPump.statusCode, savedHeatPump.body).toBe(200);
  heatPump = savedHeatPump.json();
});
afterAll(async () => app.close());

describe('submittal electrical data', () => {
  it('prints FLA, MCA and MOP of the saved voltage only on each unit’s performance page', async () => {
    const response = await callApi(app, rep, 'POST', '/Project/GenerateSubmittalPdfs', {
      ProjectId: projectId,
      SubmittalOptions: [1, 2, 3, 4],
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await readPdfText(response.rawPayload);
    const performancePage = (tag: string) =>
      pdf.pages.find((text) => text.includes(`Performance & Product Summary — ${tag}`)) ?? '';

    const coilPage = performancePage(fanCoil.ItemTag);
    const coilData = fanCoil.ElectricalData;
    if (!coilData) throw new Error('the fan coil has electrical data');
    expect(coilPage).toContain('Electrical data (208/1/60)');
    expect(coilPage).toContain(`${coilData.MotorFla.toFixed(1)} A`);
    expect(coilPage).toContain('4 kW, 19.2 A');
    expect(coilPage).toMatch(new RegExp(`MCA\\s*${coilData.Mca.toFixed(1)} A`));
    expect(coilPage).toMatch(/MOP\s*30 A/);
    // The other voltages the model is built for are not printed on it.
    for (const other of ['115/1/60', '230/1/60', '277/1/60']) expect(coilPage).not.toContain(other);

    const heatPumpPage = performancePage(heatPump.ItemTag);
    expect(heatPumpPage).toContain('Electrical data (208/3/60)');
    expect(heatPumpPage).toContain('10.4 / 73.0 A');
    expect(heatPumpPage).toMatch(/MCA\s*14\.3 A/);
    expect(heatPumpPage).toMatch(/MOP\s*20 A/);
    expect(heatPumpPage).not.toContain('460/3/60');
  });
});
