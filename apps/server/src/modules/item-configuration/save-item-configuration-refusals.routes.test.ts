import { STALE_ROW_VERSION_MESSAGE } from '@airquote/shared/contracts/project/project-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import {
  choose,
  newLineItem,
  otherCode,
  saveBody,
  saveItemConfiguration,
} from '../../test/item-configuration-fixtures.ts';
import {
  configurationHeader,
  demoProjects,
  demoScheduleId,
  signInDemoAccounts,
} from '../../test/project-fixtures.ts';
import { coilInput, heatPumpInput } from '../../test/selection-fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

let app: App;
let rep: string;
let engineer: string;
let contosoRep: string;
let patientFloorsId: number;

beforeAll(async () => {
  app = await createTestApp();
  ({ rep, engineer, contosoRep } = await signInDemoAccounts(app, ['rep', 'engineer', 'contosoRep']));
  patientFloorsId = await demoScheduleId(app, demoProjects.riverside, 'Tower B – Patient Floors');
});
afterAll(async () => app.close());

const save = (body: unknown, token = rep) => saveItemConfiguration(app, token, body);

describe('saveitemconfiguration refusals', () => {
  it('refuses a stale RowVersion with 409', async () => {
    const item = await newLineItem(app, rep, 'FHC-03', patientFloorsId);
    expect((await save(saveBody(item, {}))).statusCode).toBe(200);
    const stale = await save(saveBody(item, { ItemQty: 5 }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_ROW_VERSION_MESSAGE);
  });

  it('refuses an unavailable option with the reason, and unknown values', async () => {
    const item = await newLineItem(app, rep, 'FHC-06', patientFloorsId);
    const heatingRows = otherCode(item.inputs, 'HROW', '0');
    const unavailable = await save(
      saveBody(item, { ProductModelValues: choose(item.inputs, { HROW: heatingRows }) }),
    );
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().message).toContain(`Heating coil rows (HROW) ${heatingRows}`);
    expect(unavailable.json().message).toContain('is not available: needs PIPE');

    const [first] = item.inputs.ProductModelValues;
    const unknown = await save(
      saveBody(item, {
        ProductModelValues: [{ CodeStringSegmentId: first?.CodeStringSegmentId, CodeStringValueId: 999_999 }],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Value 999999 is not a value of');
  });

  it('refuses options that differ from the model or the selection', async () => {
    const item = await newLineItem(app, rep, 'FHC-06', patientFloorsId);
    const size = await save(saveBody(item, { ProductModelValues: choose(item.inputs, { SIZE: '08' }) }));
    expect(size.statusCode).toBe(400);
    expect(size.json().message).toContain(
      'Unit size (SIZE) 08 does not match model FHC-06, whose size is 06.',
    );
    const motor = await save(
      saveBody(item, {
        ProductModelValues: choose(item.inputs, { MOTOR: 'E' }),
        Selection: { Kind: 'Coil', Input: coilInput() },
      }),
    );
    expect(motor.statusCode).toBe(400);
    expect(motor.json().message).toContain("does not match the selection's MotorType 1 (PSC)");
    const kind = await save(saveBody(item, { Selection: { Kind: 'HeatPump', Input: heatPumpInput() } }));
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toBe('Model FHC-06 takes a coil selection: send Selection.Kind "Coil".');
  });

  it('refuses a header whose ids are not one branch of the catalog', async () => {
    const item = await newLineItem(app, rep, 'FHC-06', patientFloorsId);
    const other = await configurationHeader(app, 'FVC-06');
    const response = await save(saveBody(item, { ProductModelClassId: other.ProductModelClassId }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The chosen model class does not belong to the chosen category. Choose the model class again.',
    );
  });

  it('refuses a tag already used in the schedule with 409', async () => {
    const first = await newLineItem(app, rep, 'FHC-06', patientFloorsId);
    const second = await newLineItem(app, rep, 'FHC-06', patientFloorsId);
    const response = await save(saveBody(second, { ItemTag: first.lineItem.ItemTag }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `Tag "${first.lineItem.ItemTag}" is already used in this schedule. Choose another tag.`,
    );
  });

  it('answers 404 to a rep of another company, and an engineer gets no price', async () => {
    const item = await newLineItem(app, rep, 'FHC-06', patientFloorsId);
    expect((await save(saveBody(item, {}), contosoRep)).statusCode).toBe(404);
    const response = await save(saveBody(item, {}), engineer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().BaseListPrice).toBeNull();
  });

  it.each([
    ['RowVersion', { RowVersion: undefined }],
    ['ItemQty', { ItemQty: -1 }],
    ['ProductModelValues', { ProductModelValues: 'all' }],
    [
      'Selection.Input.CoolingEnteringDbF',
      { Selection: { Kind: 'Coil', Input: coilInput({ CoolingEnteringDbF: 300 }) } },
    ],
    [
      'Selection.Input.Cooling.FluidType',
      {
        Selection: { Kind: 'Coil', Input: coilInput({ Cooling: { ...coilInput().Cooling, FluidType: 43 } }) },
      },
    ],
    ['Selection.Kind', { Selection: { Kind: 'Steam', Input: coilInput() } }],
    ['ProjectScheduleLineItemId', { ProjectScheduleLineItemId: 'one' }],
  ])('refuses a bad %s with 400, never 500', async (field, extra) => {
    const item = await newLineItem(app, rep, 'FHC-02', patientFloorsId);
    const response = await save(saveBody(item, extra));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors ?? {}).some((key) => key.startsWith(field))).toBe(true);
  });
});
