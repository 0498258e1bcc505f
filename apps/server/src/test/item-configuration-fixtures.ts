import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import type { App } from '../app.ts';
import { callApi, configurationHeader } from './project-fixtures.ts';
import { coilInput, hotWaterSide } from './selection-fixtures.ts';

/** Helpers of the save tests: a fresh line item to configure, chosen options, the Save body. */
export type ConfigurableLineItem = {
  lineItem: LineItemDetail;
  inputs: ItemConfigurationInputs;
  header: Awaited<ReturnType<typeof configurationHeader>>;
};

/** A new line item of the model in a schedule, with its configuration inputs. */
export async function newLineItem(
  app: App,
  token: string,
  model: string,
  scheduleId: number,
): Promise<ConfigurableLineItem> {
  const header = await configurationHeader(app, model);
  const created = await callApi(app, token, 'POST', '/ProjectScheduleLineItem', {
    ProjectScheduleId: scheduleId,
    ...header,
  });
  if (created.statusCode !== 200)
    throw new Error(`line item of ${model}: ${created.statusCode} ${created.body}`);
  const lineItem: LineItemDetail = created.json();
  const inputs: ItemConfigurationInputs = (
    await callApi(app, token, 'POST', '/projectschedulelineitem/getitemconfigurationinputs', {
      ProjectScheduleLineItemId: lineItem.ProjectScheduleLineItemId,
    })
  ).json();
  return { lineItem, inputs, header };
}

/** The chosen values with the named segments set to these codes. */
export function choose(inputs: ItemConfigurationInputs, codes: Record<string, string>): ProductModelValue[] {
  return inputs.ProductModelValues.map((chosen) => {
    const segment = inputs.CodeStringSegments.find(
      (item) => item.CodeStringSegmentId === chosen.CodeStringSegmentId,
    );
    const code = segment ? codes[segment.Name] : undefined;
    if (!segment || code === undefined) return chosen;
    const value = segment.Values.find((item) => item.Code === code);
    if (!value) throw new Error(`no ${segment.Name} ${code}`);
    return { CodeStringSegmentId: segment.CodeStringSegmentId, CodeStringValueId: value.CodeStringValueId };
  });
}

/** The code chosen for a segment (by Name). */
export function codeOf(inputs: ItemConfigurationInputs, values: readonly ProductModelValue[], name: string) {
  const segment = inputs.CodeStringSegments.find((item) => item.Name === name);
  const chosen = values.find((item) => item.CodeStringSegmentId === segment?.CodeStringSegmentId);
  return segment?.Values.find((value) => value.CodeStringValueId === chosen?.CodeStringValueId)?.Code;
}

/** A code of the segment other than `except` (e.g. a heating coil row count other than '0'). */
export function otherCode(inputs: ItemConfigurationInputs, name: string, except: string): string {
  const segment = inputs.CodeStringSegments.find((item) => item.Name === name);
  const value = segment?.Values.find((item) => item.Code !== except);
  if (!value) throw new Error(`no ${name} value other than ${except}`);
  return value.Code;
}

/** The Save body of the line item as it was created, with `extra` laid over it. */
export const saveBody = (item: ConfigurableLineItem, extra: Record<string, unknown>) => ({
  ProjectScheduleLineItemId: item.lineItem.ProjectScheduleLineItemId,
  RowVersion: item.lineItem.RowVersion,
  ...item.header,
  ItemQty: 3,
  ItemTag: item.lineItem.ItemTag,
  ProductModelValues: item.inputs.ProductModelValues,
  Selection: null,
  ...extra,
});

export const saveItemConfiguration = (app: App, token: string, body: unknown) =>
  callApi(app, token, 'PUT', '/projectschedulelineitem/saveitemconfiguration', body);

/**
 * Saves a fan coil line item as a 4-pipe unit with a hot water heating coil (its first row count
 * but none) and the selection the server computes for it; answers the Save response.
 */
export function saveFourPipeSelection(app: App, token: string, item: ConfigurableLineItem) {
  return saveItemConfiguration(
    app,
    token,
    saveBody(item, {
      ProductModelValues: choose(item.inputs, { PIPE: '4', HROW: otherCode(item.inputs, 'HROW', '0') }),
      Selection: {
        Kind: 'Coil',
        Input: coilInput({ CoilConfiguration: 2, Heating: hotWaterSide(), HeatCoilRows: 1 }),
      },
    }),
  );
}
