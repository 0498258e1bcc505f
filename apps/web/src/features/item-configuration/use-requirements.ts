import type { LineItemDetail } from '@airquote/shared/contracts/line-item/line-item-schemas';
import { useMemo, useState } from 'react';
import {
  parseRequirements,
  type RequirementField,
  type RequirementValues,
  requirementValuesOf,
} from './requirement-sizing.ts';

/** The Requirements panel's state: typed values, what Save sends, and whether it differs from the saved. */
export function useRequirements(lineItem: LineItemDetail) {
  const [values, setValues] = useState<RequirementValues>(() => requirementValuesOf(lineItem));
  const [saved, setSaved] = useState(() => JSON.stringify(requirementValuesOf(lineItem)));
  const parsed = useMemo(() => parseRequirements(values), [values]);
  return {
    values,
    requirements: parsed.requirements,
    errors: parsed.errors,
    valid: Object.keys(parsed.errors).length === 0,
    dirty: JSON.stringify(values) !== saved,
    setValue: (key: RequirementField, value: number | '') =>
      setValues((current) => ({ ...current, [key]: value })),
    markSaved: () => setSaved(JSON.stringify(values)),
  };
}
export type RequirementsState = ReturnType<typeof useRequirements>;
