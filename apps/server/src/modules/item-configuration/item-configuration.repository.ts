import type { ProductModelValue } from '@airquote/shared/logic/code-string-schemas';
import type { ElectricalData } from '@airquote/shared/selection/electrical';
import type { RequirementOverride, UnitRequirements } from '@airquote/shared/selection/requirements';
import type { SavedPerformance } from '@airquote/shared/selection/selection-schemas';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { updateLineItemIfVersion } from '../line-item/line-item.repository.ts';
import type { LineItemRow } from '../project/project-access.ts';

export type LineItemConfiguration = {
  productTypeId: number;
  productTypeCategoryId: number;
  productModelClassId: number;
  productModelId: number;
  itemQty: number;
  itemTag: string;
  productModelValues: ProductModelValue[];
  codeString: string;
  performance: SavedPerformance | null;
  electricalData: ElectricalData | null;
  /** Sizing by load (ADR 29). */
  requirements?: UnitRequirements | null;
  requirementOverride?: RequirementOverride | null;
  /** Saving the configuration selects the unit again (issue #14 part 3, ADR 0038). */
  needsReselection?: boolean;
};

/** Compare-and-increment of the row version with the whole configuration; undefined when stale. */
export async function updateLineItemConfigurationIfVersion(
  db: DatabaseOrTransaction,
  lineItemId: number,
  expectedRowVersion: number,
  values: LineItemConfiguration,
): Promise<LineItemRow | undefined> {
  return updateLineItemIfVersion(db, lineItemId, expectedRowVersion, values);
}
