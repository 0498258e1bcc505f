import type { CodeStringSegment } from '@airquote/shared/logic/code-string-schemas';
import type {
  CoilProfile,
  FilterPressureDrop,
  HeatPumpRating,
} from '@airquote/shared/selection/selection-schemas';
import { groupBy } from '../../lib/group-by.ts';
import { formatCents } from '../../lib/money.ts';
import type { CatalogRows } from './selection-catalog.repository.ts';

/** Catalog rows → the shapes of the contracts (selection-schemas.ts, code-string-schemas.ts). */

export function toCoilProfile(row: CatalogRows['coils'][number]): CoilProfile {
  return {
    CoilProfileId: row.coilProfileId,
    ProductModelId: row.productModelId,
    Duty: row.duty,
    Rows: row.rows,
    FinsPerInch: row.finsPerInch,
    FaceAreaSqFt: row.faceAreaSqFt,
    TubeCircuits: row.tubeCircuits,
    TubeInsideDiameterIn: row.tubeInsideDiameterIn,
    RatedCfm: row.ratedCfm,
    RatedEnteringDbF: row.ratedEnteringDbF,
    RatedEnteringWbF: row.ratedEnteringWbF,
    RatedEnteringFluidF: row.ratedEnteringFluidF,
    RatedFluidDeltaTF: row.ratedFluidDeltaTF,
    RatedTotalMbh: row.ratedTotalMbh,
    RatedSensibleMbh: row.ratedSensibleMbh,
    RatedFluidPdFt: row.ratedFluidPdFt,
    RatedAirPdInWg: row.ratedAirPdInWg,
    MinCfm: row.minCfm,
    MaxCfm: row.maxCfm,
    MinGpm: row.minGpm,
    MaxGpm: row.maxGpm,
    MinEnteringFluidF: row.minEnteringFluidF,
    MaxEnteringFluidF: row.maxEnteringFluidF,
  };
}

export function toHeatPumpRating(row: CatalogRows['ratings'][number]): HeatPumpRating {
  return {
    HeatPumpRatingId: row.heatPumpRatingId,
    ProductModelId: row.productModelId,
    RatedCfm: row.ratedCfm,
    RatedGpm: row.ratedGpm,
    RatedCoolingMbh: row.ratedCoolingMbh,
    RatedSensibleRatio: row.ratedSensibleRatio,
    RatedEer: row.ratedEer,
    RatedHeatingMbh: row.ratedHeatingMbh,
    RatedCop: row.ratedCop,
    RatedFluidPdFt: row.ratedFluidPdFt,
    WaterPassageDiameterIn: row.waterPassageDiameterIn,
    Corrections: row.corrections,
    MinCoolingEwtF: row.minCoolingEwtF,
    MaxCoolingEwtF: row.maxCoolingEwtF,
    MinHeatingEwtF: row.minHeatingEwtF,
    MaxHeatingEwtF: row.maxHeatingEwtF,
    MinCfm: row.minCfm,
    MaxCfm: row.maxCfm,
    MinGpm: row.minGpm,
    MaxGpm: row.maxGpm,
  };
}

export function toFilter(row: CatalogRows['filters'][number]): FilterPressureDrop {
  return {
    FilterPressureDropId: row.filterPressureDropId,
    ProductModelId: row.productModelId,
    FilterName: row.filterName,
    FaceAreaSqFt: row.faceAreaSqFt,
    K: row.k,
    N: row.n,
  };
}

export function buildCodeStrings(rows: CatalogRows, classId: number) {
  const segmentRows = rows.segments.filter((segment) => segment.productModelClassId === classId);
  const segmentIds = new Set(segmentRows.map((segment) => segment.codeStringSegmentId));
  const valueRows = rows.values.filter(
    (value) => value.isActive && segmentIds.has(value.codeStringSegmentId),
  );
  const valuesBySegment = groupBy(valueRows, (value) => value.codeStringSegmentId);
  const withAdders = (showPrices: boolean): CodeStringSegment[] =>
    segmentRows.map((segment) => ({
      CodeStringSegmentId: segment.codeStringSegmentId,
      CodeStringGroupId: segment.codeStringGroupId,
      ProductModelClassId: segment.productModelClassId,
      Name: segment.name,
      DisplayName: segment.displayName,
      StartPosition: segment.startPosition,
      Length: segment.length,
      Values: (valuesBySegment.get(segment.codeStringSegmentId) ?? []).map((value) => ({
        CodeStringValueId: value.codeStringValueId,
        CodeStringSegmentId: value.codeStringSegmentId,
        Code: value.code,
        Description: value.description,
        ListPriceAdder: showPrices ? formatCents(value.listPriceAdderCents) : null,
        AvailabilityRule: value.availabilityRule,
        IsDefault: value.isDefault,
        SortOrder: value.sortOrder,
      })),
    }));
  const usedGroups = new Set(segmentRows.map((segment) => segment.codeStringGroupId));
  return {
    segments: withAdders(true),
    segmentsWithoutPrices: withAdders(false),
    groups: rows.groups
      .filter((group) => usedGroups.has(group.codeStringGroupId))
      .map((group) => ({
        CodeStringGroupId: group.codeStringGroupId,
        DisplayName: group.displayName,
        SortOrder: group.sortOrder,
      })),
    adderCentsByValueId: new Map(
      valueRows.map((value) => [value.codeStringValueId, value.listPriceAdderCents]),
    ),
  };
}
