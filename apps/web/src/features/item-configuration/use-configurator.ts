import type { ItemConfigurationInputs } from '@airquote/shared/contracts/item-configuration/item-configuration-schemas';
import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { validateProductModelValues } from '@airquote/shared/logic/code-string';
import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useUnits } from '../../lib/use-units.ts';
import { useProductHierarchy } from '../../shared/projects/api/search-product-types.ts';
import { itemConfigurationHeaderReducer } from '../../shared/projects/item-configuration-header.ts';
import { useItemConfigurationInputs } from './api/get-item-configuration-inputs.ts';
import { type ConfiguratorSnapshot, configuratorActions } from './configurator-actions.ts';
import {
  changeSignature,
  headerErrors,
  headerFromLineItem,
  headerObjects,
  linkedStart,
  savePayload,
} from './configurator-state.ts';
import type { DesignConditions } from './design-conditions.ts';
import { chosenCode, linkedSegment } from './option-links.ts';
import { runSelection, type ValidSelection } from './run-selection.ts';
import { validateCoilConditions, validateHeatPumpConditions } from './selection-input.ts';

const noSegments: CodeStringSegment[] = [];
const classOf = (inputs: ItemConfigurationInputs | null | undefined) =>
  inputs?.ProductModel.ProductModelClassId ?? null;

/**
 * The configurator's state: the header (spec section 3, the projects feature's reducer), the design
 * conditions, the chosen code-string values; and what follows from them as the user types: the
 * inputs of the header's model, validation, the engine's results, the save payload.
 */
export function useConfigurator(
  base: ItemConfigurationInputs,
  lineItem: LineItemDetail,
  /** False while the screen's first pass is drawn: the engine runs from the second (issue #18). */
  calculate = true,
) {
  const hierarchy = useProductHierarchy();
  const [header, dispatch] = useReducer(itemConfigurationHeaderReducer, lineItem, headerFromLineItem);
  const [start] = useState(() => linkedStart(base, lineItem, lineItem.UnitSize));
  const [conditions, setConditions] = useState<DesignConditions>(start.conditions);
  const [chosen, setChosen] = useState<ProductModelValue[]>(start.chosen);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [appliedClassId, setAppliedClassId] = useState(classOf(base));

  // The catalog objects of the header's ids, once the catalog is loaded.
  useEffect(() => {
    if (!hierarchy.data || header.ProductModelId === null || header.ProductModel !== null) return;
    const objects = headerObjects(header, hierarchy.data);
    // Only once found: an update without the model would run this again and again.
    if (objects.ProductModel) dispatch({ type: 'update', changes: objects });
  }, [hierarchy.data, header]);

  // Another model than the line item's: its inputs (its class's segments and models, its price).
  // (base is the line item's model; right after a Save that changed the model it still is the old one.)
  const baseModelId = base.ProductModel.ProductModelId;
  const modelName = header.ProductModelId === baseModelId ? null : (header.ProductModel?.Name ?? null);
  const modelInputs = useItemConfigurationInputs(lineItem.ProjectScheduleLineItemId, modelName, {
    enabled: modelName !== null,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  let inputs: ItemConfigurationInputs | null = null;
  if (header.ProductModelId === baseModelId) inputs = base;
  else if (modelInputs.data && !modelInputs.isPlaceholderData) inputs = modelInputs.data;
  // While another model of the same class loads, the class's data is already right.
  else if (classOf(modelInputs.data ?? base) === header.ProductModelClassId)
    inputs = modelInputs.data ?? base;

  // A model of another class brings other options and maybe another kind of selection.
  if (inputs && classOf(inputs) !== appliedClassId) {
    const next = linkedStart(
      inputs,
      null,
      header.ProductModel?.UnitSize ?? inputs.ProductModel.UnitSize,
      conditions,
    );
    setAppliedClassId(classOf(inputs));
    setChosen(next.chosen);
    if (next.conditions !== conditions) {
      setConditions(next.conditions);
      setTouched(new Set());
    }
  }
  const segments = inputs?.CodeStringSegments ?? noSegments;
  const latest = useRef<ConfiguratorSnapshot>({
    header,
    conditions,
    chosen,
    segments,
    hierarchy: hierarchy.data,
  });
  latest.current = { header, conditions, chosen, segments, hierarchy: hierarchy.data };
  const actions = useMemo(() => configuratorActions(latest, { dispatch, setConditions, setChosen }), []);

  // Limits in the messages follow the user's units (ADR 0031); the input itself stays I-P.
  const { system } = useUnits();
  const validation = useMemo(
    () =>
      conditions.Kind === 'Coil'
        ? { Kind: 'Coil' as const, ...validateCoilConditions(conditions.Coil, system) }
        : { Kind: 'HeatPump' as const, ...validateHeatPumpConditions(conditions.HeatPump, system) },
    [conditions, system],
  );
  const selection: ValidSelection | null = useMemo(() => {
    if (validation.Kind === 'Coil')
      return validation.input ? { Kind: 'Coil', Input: validation.input } : null;
    return validation.input ? { Kind: 'HeatPump', Input: validation.input } : null;
  }, [validation]);
  const models = inputs?.SelectionModels;
  const rowsCode = chosenCode(segments, chosen, linkedSegment.CoolingRows);
  const orderedRows = rowsCode === null ? null : Number(rowsCode);
  const run = useMemo(
    () =>
      calculate && selection && models && selection.Kind === conditions.Kind
        ? runSelection(selection, models, header.ProductModelId, orderedRows)
        : null,
    [calculate, selection, models, header.ProductModelId, conditions.Kind, orderedRows],
  );
  useEffect(() => {
    if (run && import.meta.env.DEV)
      console.info(
        `[item-configuration] ${run.rows.length} candidates recalculated in ${run.elapsedMs.toFixed(1)} ms`,
      );
  }, [run]);

  const touch = useCallback(
    (path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path))),
    [],
  );
  // Spec section 2: a message shows once its field is touched or changed.
  const visibleErrors = useMemo(
    () => Object.fromEntries(Object.entries(validation.errors).filter(([path]) => touched.has(path))),
    [validation.errors, touched],
  );
  const errorsOfHeader = useMemo(() => headerErrors(header), [header]);
  const optionProblems = useMemo(() => validateProductModelValues(segments, chosen), [segments, chosen]);
  const payload = savePayload(lineItem, header, chosen, selection);
  const [savedSignature, setSavedSignature] = useState(() => changeSignature(payload));

  return {
    actions,
    hierarchy: hierarchy.data,
    header,
    headerErrors: errorsOfHeader,
    inputs,
    inputsLoading: header.ProductModelId !== null && inputs === null,
    inputsError: modelInputs.isError ? modelInputs.error : null,
    conditions,
    visibleErrors,
    touch,
    run,
    selection,
    orderedRows,
    chosen,
    optionProblems,
    payload,
    dirty: changeSignature(payload) !== savedSignature,
    markSaved: (saved: typeof payload) => setSavedSignature(changeSignature(saved)),
  };
}

export type Configurator = ReturnType<typeof useConfigurator>;
