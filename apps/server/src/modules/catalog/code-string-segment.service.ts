import type { codeStringSegmentInputSchema } from '@airquote/shared/contracts/catalog/catalog-schemas';
import type { CodeStringSegment } from '@airquote/shared/logic/code-string-schemas';
import { logicExpressionReferences } from '@airquote/shared/logic/logic-expression';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { groupBy } from '../../lib/group-by.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { formatCents } from '../../lib/money.ts';
import type { Actor } from '../auth/actor.ts';
import { deleted, found, mergePatch, writeOrConflict } from './catalog-writes.ts';
import {
  type CodeStringSegmentRow,
  type CodeStringValueRow,
  countLineItemsUsingSegment,
  deleteCodeStringSegmentRow,
  insertCodeStringSegment,
  selectCodeStringGroup,
  selectCodeStringSegments,
  selectCodeStringValuesOf,
  selectProductModelClassType,
  updateCodeStringSegmentRow,
} from './code-string-segment.repository.ts';

type SegmentInput = z.output<typeof codeStringSegmentInputSchema>;

/** A segment with its values; list-price adders only for readers who may see prices. */
export function toCodeStringSegment(
  row: CodeStringSegmentRow,
  values: CodeStringValueRow[],
  canSeePrices: boolean,
): CodeStringSegment {
  return {
    CodeStringSegmentId: row.codeStringSegmentId,
    CodeStringGroupId: row.codeStringGroupId,
    ProductModelClassId: row.productModelClassId,
    Name: row.name,
    DisplayName: row.displayName,
    StartPosition: row.startPosition,
    Length: row.length,
    Values: values.map((value) => ({
      CodeStringValueId: value.codeStringValueId,
      CodeStringSegmentId: value.codeStringSegmentId,
      Code: value.code,
      Description: value.description,
      ListPriceAdder: canSeePrices ? formatCents(value.listPriceAdderCents) : null,
      AvailabilityRule: value.availabilityRule,
      IsDefault: value.isDefault,
      SortOrder: value.sortOrder,
    })),
  };
}

async function withValues(deps: AppDeps, viewer: Actor, rows: CodeStringSegmentRow[]) {
  const values = await selectCodeStringValuesOf(
    deps.db,
    rows.map((row) => row.codeStringSegmentId),
  );
  const bySegment = groupBy(values, (value) => value.codeStringSegmentId);
  return rows.map((row) =>
    toCodeStringSegment(row, bySegment.get(row.codeStringSegmentId) ?? [], viewer.canSeePrices),
  );
}

export async function listCodeStringSegments(deps: AppDeps, viewer: Actor, productModelClassId?: number) {
  return withValues(
    deps,
    viewer,
    await selectCodeStringSegments(deps.db, productModelClassId ? { productModelClassId } : {}),
  );
}

export async function getCodeStringSegment(deps: AppDeps, viewer: Actor, codeStringSegmentId: number) {
  const [row] = await selectCodeStringSegments(deps.db, { codeStringSegmentId });
  const [segment] = await withValues(deps, viewer, [
    found(row, `Code-string segment ${codeStringSegmentId} does not exist.`),
  ]);
  return segment as CodeStringSegment;
}

const span = (start: number, length: number) => `${start}–${start + length - 1}`;

/**
 * The class and group must exist, the segment may not share a position with another segment of
 * its class (the code string would be ambiguous), and it must be long enough for its values' codes.
 */
async function validateSegment(deps: AppDeps, codeStringSegmentId: number | null, input: SegmentInput) {
  if ((await selectProductModelClassType(deps.db, input.ProductModelClassId)) === undefined)
    throw badRequest(`Product model class ${input.ProductModelClassId} does not exist.`, {
      ProductModelClassId: `Product model class ${input.ProductModelClassId} does not exist`,
    });
  if (!(await selectCodeStringGroup(deps.db, input.CodeStringGroupId)))
    throw badRequest(`Code-string group ${input.CodeStringGroupId} does not exist.`, {
      CodeStringGroupId: `Code-string group ${input.CodeStringGroupId} does not exist`,
    });
  const end = input.StartPosition + input.Length - 1;
  const others = await selectCodeStringSegments(deps.db, { productModelClassId: input.ProductModelClassId });
  const overlap = others.find(
    (other) =>
      other.codeStringSegmentId !== codeStringSegmentId &&
      other.startPosition <= end &&
      input.StartPosition <= other.startPosition + other.length - 1,
  );
  if (overlap)
    throw badRequest(
      `Positions ${span(input.StartPosition, input.Length)} overlap segment ${overlap.name} (${span(overlap.startPosition, overlap.length)}).`,
      { StartPosition: `Positions overlap segment ${overlap.name}` },
    );
  if (codeStringSegmentId === null) return;
  const tooLong = (await selectCodeStringValuesOf(deps.db, [codeStringSegmentId])).find(
    (value) => value.code.length > input.Length,
  );
  if (tooLong)
    throw badRequest(`Length ${input.Length} is too short for the value code ${tooLong.code}.`, {
      Length: `Length is too short for the value code ${tooLong.code}`,
    });
}

/**
 * Rules of the class's other values name segments by Name: renaming a segment or moving it to
 * another class would silently change what those rules mean, so it waits until they are edited.
 */
async function refuseWhenRulesName(deps: AppDeps, codeStringSegmentId: number, input: SegmentInput) {
  const [current] = await selectCodeStringSegments(deps.db, { codeStringSegmentId });
  if (!current || (current.name === input.Name && current.productModelClassId === input.ProductModelClassId))
    return;
  const classSegments = await selectCodeStringSegments(deps.db, {
    productModelClassId: current.productModelClassId,
  });
  const values = await selectCodeStringValuesOf(
    deps.db,
    classSegments.map((segment) => segment.codeStringSegmentId),
  );
  const naming = values.filter((value) => {
    try {
      return logicExpressionReferences(value.availabilityRule).some(
        (reference) => reference.segment.toUpperCase() === current.name,
      );
    } catch {
      return false;
    }
  });
  if (naming.length > 0)
    throw conflict(
      `The availability rules of ${naming.length} value(s) name segment ${current.name}; change them (CodeStringValues upload) before renaming or moving it.`,
    );
}

export async function saveCodeStringSegment(
  deps: AppDeps,
  viewer: Actor,
  codeStringSegmentId: number | null,
  input: SegmentInput,
) {
  await validateSegment(deps, codeStringSegmentId, input);
  if (codeStringSegmentId !== null) await refuseWhenRulesName(deps, codeStringSegmentId, input);
  const values = {
    productModelClassId: input.ProductModelClassId,
    codeStringGroupId: input.CodeStringGroupId,
    name: input.Name,
    displayName: input.DisplayName,
    startPosition: input.StartPosition,
    length: input.Length,
  };
  const duplicate = `The model class already has a segment named ${input.Name}.`;
  if (codeStringSegmentId === null) {
    const row = await writeOrConflict(() => insertCodeStringSegment(deps.db, values), duplicate);
    return getCodeStringSegment(deps, viewer, row.codeStringSegmentId);
  }
  const row = await writeOrConflict(
    () => updateCodeStringSegmentRow(deps.db, codeStringSegmentId, values),
    duplicate,
  );
  found(row, `Code-string segment ${codeStringSegmentId} does not exist.`);
  return getCodeStringSegment(deps, viewer, codeStringSegmentId);
}

export async function patchCodeStringSegment(
  deps: AppDeps,
  viewer: Actor,
  codeStringSegmentId: number,
  patch: Partial<SegmentInput>,
) {
  const { Values: _values, ...current } = await getCodeStringSegment(deps, viewer, codeStringSegmentId);
  return saveCodeStringSegment(deps, viewer, codeStringSegmentId, mergePatch(current as SegmentInput, patch));
}

/** A segment chosen on a line item stays: removing it would change saved model code strings. */
export async function deleteCodeStringSegment(deps: AppDeps, codeStringSegmentId: number) {
  const [row] = await selectCodeStringSegments(deps.db, { codeStringSegmentId });
  if (!row) throw notFound(`Code-string segment ${codeStringSegmentId} does not exist.`);
  const uses = await countLineItemsUsingSegment(deps.db, codeStringSegmentId);
  if (uses > 0)
    throw conflict(
      `Segment ${row.name} is chosen on ${uses} line item(s); it cannot be deleted while they use it.`,
    );
  await deleteCodeStringSegmentRow(deps.db, codeStringSegmentId);
  return deleted();
}
