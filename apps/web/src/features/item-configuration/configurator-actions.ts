import { defaultProductModelValues } from '@airquote/shared/logic/code-string';
import type { CodeStringSegment, ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import type { Dispatch, RefObject, SetStateAction } from 'react';
import type {
  FlatProductHierarchy,
  ItemConfigurationHeader,
  ItemConfigurationHeaderAction,
} from '../../shared/projects/item-configuration-header.ts';
import { applyField, type FieldValue } from './conditions-update.ts';
import type { DesignConditions } from './design-conditions.ts';
import {
  applyCodes,
  chosenCode,
  codesFromConditions,
  conditionsFromCodes,
  linkedSegment,
} from './option-links.ts';
import type { ResultRow } from './results-format.ts';

/** What the actions read at the moment they run (a ref, so the actions themselves never change). */
export type ConfiguratorSnapshot = {
  header: ItemConfigurationHeader;
  conditions: DesignConditions;
  chosen: ProductModelValue[];
  segments: readonly CodeStringSegment[];
  hierarchy: FlatProductHierarchy | undefined;
};

type Setters = {
  dispatch: Dispatch<ItemConfigurationHeaderAction>;
  setConditions: Dispatch<SetStateAction<DesignConditions>>;
  setChosen: Dispatch<SetStateAction<ProductModelValue[]>>;
};

/**
 * The user's changes, each keeping the linked pairs equal (option-links.ts): conditions → options,
 * options → conditions and model, header model → SIZE, a result row → model and CROW. Stable
 * functions, so the memoised boxes and panels do not re-render when another value changes.
 */
export function configuratorActions(
  latest: RefObject<ConfiguratorSnapshot>,
  { dispatch, setConditions, setChosen }: Setters,
) {
  const withCodes = (codes: Record<string, string>) =>
    setChosen((current) => applyCodes(latest.current.segments, current, codes));

  const replaceConditions = (next: DesignConditions) => {
    if (next === latest.current.conditions) return;
    latest.current.conditions = next;
    setConditions(next);
    withCodes(codesFromConditions(next));
  };

  const chooseModel = (action: Extract<ItemConfigurationHeaderAction, { type: 'chooseModel' }>) => {
    dispatch(action);
    if (action.model) withCodes({ [linkedSegment.Size]: action.model.UnitSize });
  };

  const replaceChosen = (next: ProductModelValue[]) => {
    const { segments, header, hierarchy } = latest.current;
    setChosen(next);
    setConditions((current) => conditionsFromCodes(current, segments, next));
    const size = chosenCode(segments, next, linkedSegment.Size);
    if (size !== null && size !== header.ProductModel?.UnitSize) {
      const model = hierarchy?.models.find(
        (item) => item.ProductModelClassId === header.ProductModelClassId && item.UnitSize === size,
      );
      if (model) dispatch({ type: 'chooseModel', model });
    }
  };

  return {
    /** One design-condition box changed. */
    changeField: (path: string, value: FieldValue) =>
      replaceConditions(applyField(latest.current.conditions, path, value)),
    replaceConditions,
    replaceChosen,
    /** Every unavailable choice replaced by a valid one (the conditions follow the linked ones). */
    repairChosen: () =>
      replaceChosen(defaultProductModelValues(latest.current.segments, latest.current.chosen)),
    /** The header's own changes; a model brings its unit size into the code string. */
    dispatchHeader: (action: ItemConfigurationHeaderAction) =>
      action.type === 'chooseModel' ? chooseModel(action) : dispatch(action),
    /** A row of the results: its model into the header, its coil rows into the code string. */
    chooseResult: (row: ResultRow) => {
      const { header, hierarchy } = latest.current;
      if (row.ProductModelId !== header.ProductModelId) {
        const model = hierarchy?.models.find((item) => item.ProductModelId === row.ProductModelId);
        if (model) chooseModel({ type: 'chooseModel', model });
      }
      if (row.mainCoilRows !== null) withCodes({ [linkedSegment.CoolingRows]: String(row.mainCoilRows) });
    },
  };
}

export type ConfiguratorActions = ReturnType<typeof configuratorActions>;
