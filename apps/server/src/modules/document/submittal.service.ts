import {
  type generateSubmittalRequestSchema,
  submittalMessages,
  submittalOptionList,
} from '@airquote/shared/contracts/project/generate-submittal-pdfs';
import { ProjectAttachment } from '@airquote/shared/enums/lookups';
import { type ElectricalData, electricalDataSchema } from '@airquote/shared/selection/electrical';
import { airDensityRatio, fanChartSeries } from '@airquote/shared/selection/fan';
import { coilProcessLine } from '@airquote/shared/selection/psychrometrics';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { BinaryResult } from '../../plugins/contract-route.ts';
import type { Actor } from '../auth/actor.ts';
import { attachmentMayHoldPrices } from '../project/attachment-prices.ts';
import { accessMessages, requireVisibleProject } from '../project/project-access.ts';
import { storeProjectAttachment } from '../project/project-attachment.service.ts';
import { loadSelectionCatalog, type SelectionCatalog } from '../selection/selection-catalog.ts';
import { drawSubmittalInFileWorker, readStoredPdf } from './stored-pdf-worker.ts';
import {
  countEarlierSubmittals,
  findQuoteOfProject,
  type MotorRow,
  type SubmittalLineItemRow,
  selectBrandAndCompany,
  selectMotors,
  selectPreparer,
  selectProjectAttachmentFiles,
  selectProjectScheduleIds,
  selectSubmittalEngineeringData,
  selectSubmittalLineItems,
  selectSubmittalParties,
  UNPUBLISHED_ENGINEERING_DATA,
} from './submittal.repository.ts';
import type { StoredPdf } from './submittal-merge.ts';
import type { SubmittalEngineeringData, SubmittalUnit } from './submittal-unit.ts';

type SubmittalRequest = z.output<typeof generateSubmittalRequestSchema>;

const attachmentNotFound = 'One or more of the attachments were not found.';
const quoteNotFound = 'Quote not found.';

/** Saved electrical data in an outdated shape is left out, as the line item read does. */
function storedElectricalData(stored: unknown): ElectricalData | null {
  const parsed = electricalDataSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** A line item with its catalog data, in the shape the pages print. */
function toSubmittalUnit(
  row: SubmittalLineItemRow,
  catalog: SelectionCatalog,
  motors: MotorRow[],
): Omit<SubmittalUnit, keyof SubmittalEngineeringData> {
  const model = catalog.models.get(row.productModelId);
  const modelClass = catalog.classes.get(row.productModelClassId);
  const performance = row.performance ?? null;
  const chosen = new Map(
    row.productModelValues.map((value) => [value.CodeStringSegmentId, value.CodeStringValueId]),
  );
  const groupNames = new Map(modelClass?.groups.map((group) => [group.CodeStringGroupId, group.DisplayName]));
  const options = (modelClass?.segmentsWithoutPrices ?? []).flatMap((segment) => {
    const value = segment.Values.find(
      (item) => item.CodeStringValueId === chosen.get(segment.CodeStringSegmentId),
    );
    return value
      ? [
          {
            group: groupNames.get(segment.CodeStringGroupId) ?? '',
            segment: segment.DisplayName,
            code: value.Code,
            description: value.Description,
          },
        ]
      : [];
  });
  const selection = model?.selection;
  const profile = performance?.Result.AirFlowProfileId
    ? catalog.airFlowProfiles.get(performance.Result.AirFlowProfileId)
    : selection?.AirFlowProfiles[0];
  const fanChart =
    selection && profile
      ? fanChartSeries(
          selection,
          profile,
          performance?.Result.FanSpeed ?? null,
          performance?.Result.FanOperatingPoint ?? null,
          airDensityRatio(performance?.Input.AltitudeFt ?? 0),
        )
      : null;
  const entering = performance
    ? { DryBulbF: performance.Input.CoolingEnteringDbF, WetBulbF: performance.Input.CoolingEnteringWbF }
    : null;
  const leaving =
    performance?.Kind === 'Coil'
      ? { DryBulbF: performance.Result.Cooling?.LeavingDbF, WetBulbF: performance.Result.Cooling?.LeavingWbF }
      : performance?.Kind === 'HeatPump'
        ? { DryBulbF: performance.Result.CoolingLeavingDbF, WetBulbF: performance.Result.CoolingLeavingWbF }
        : null;
  const altitudeFt = performance?.Input.AltitudeFt ?? 0;
  const coolingProcess =
    entering && leaving && typeof leaving.DryBulbF === 'number' && typeof leaving.WetBulbF === 'number'
      ? coilProcessLine(entering, { DryBulbF: leaving.DryBulbF, WetBulbF: leaving.WetBulbF }, altitudeFt)
      : [];
  const motorType = performance?.Result.MotorType;
  return {
    tag: row.itemTag,
    qty: row.itemQty,
    scheduleName: row.scheduleName,
    productTypeId: row.productTypeId,
    productTypeName: row.productTypeName,
    categoryName: modelClass?.categoryName ?? '',
    modelClassName: modelClass?.name ?? '',
    modelName: model?.name ?? '',
    unitSize: model?.productModel.UnitSize ?? '',
    nominalCfm: model?.productModel.NominalCfm ?? 0,
    nominalCapacityMbh: String(model?.productModel.NominalCapacityMbh ?? ''),
    codeString: row.codeString,
    options,
    performance,
    coilRatings: selection?.CoilProfiles ?? [],
    heatPumpRating: selection?.HeatPumpRating ?? null,
    fanChart,
    coolingProcess,
    altitudeFt,
    dimensions:
      row.lengthIn !== null && row.widthIn !== null && row.heightIn !== null && row.weightLb !== null
        ? { lengthIn: row.lengthIn, widthIn: row.widthIn, heightIn: row.heightIn, weightLb: row.weightLb }
        : null,
    motors: motors.filter(
      (motor) =>
        motor.productModelId === row.productModelId &&
        (motorType === undefined || motor.motorType === motorType),
    ),
    coilConnection: performance?.Input.CoilConnection ?? 1,
    electricalData: storedElectricalData(row.electricalData),
    requirementOverride:
      typeof row.requirementOverride?.Reason === 'string' ? row.requirementOverride.Reason : null,
  };
}

/** The line items the request names, in schedule then tag order (Floors 2 before Floors 11, UNIT-2 before UNIT-10). */
async function chosenLineItems(deps: AppDeps, projectId: number, request: SubmittalRequest) {
  const scheduleIds = [...new Set(request.ProjectScheduleIds)];
  if ((await selectProjectScheduleIds(deps.db, projectId, scheduleIds)).length !== scheduleIds.length)
    throw notFound(accessMessages.scheduleNotFound);
  let rows = await selectSubmittalLineItems(deps.db, projectId, scheduleIds);
  if (request.LineItemIds.length > 0) {
    const wanted = new Set(request.LineItemIds);
    rows = rows.filter((row) => wanted.has(row.lineItemId));
    if (rows.length !== wanted.size) throw notFound(accessMessages.lineItemsNotFound);
  }
  if (rows.length === 0) throw badRequest(submittalMessages.noLineItems);
  return rows.sort(
    (a, b) =>
      a.scheduleName.localeCompare(b.scheduleName, 'en', { numeric: true }) ||
      a.scheduleId - b.scheduleId ||
      a.itemTag.localeCompare(b.itemTag, 'en', { numeric: true }),
  );
}

async function storedPdfs(deps: AppDeps, projectId: number, attachmentIds: number[]): Promise<StoredPdf[]> {
  const wanted = [...new Set(attachmentIds)];
  const files = await selectProjectAttachmentFiles(deps.db, projectId, wanted);
  if (files.length !== wanted.length) throw notFound(attachmentNotFound);
  const byId = new Map(files.map((file) => [file.projectAttachmentId, file]));
  const pdfs: StoredPdf[] = [];
  for (const id of wanted) {
    const file = byId.get(id);
    // A submittal never shows prices, whoever makes it: a quote PDF or an order's file is refused.
    if (file && attachmentMayHoldPrices(file.projectAttachmentLookupValue))
      throw badRequest(submittalMessages.attachmentHoldsPrices);
    if (!file) throw badRequest(submittalMessages.attachmentNotPdf);
    pdfs.push(await readStoredPdf(file.attachmentName, file.data));
  }
  return pdfs;
}

const slug = (text: string) =>
  text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'Project';

/**
 * POST Project/GenerateSubmittalPdfs: renders the package for the chosen units and options, stores it
 * as a SubmittalPdf attachment of the project (with an event) and answers it as a download.
 */
export async function generateSubmittalPdfs(
  deps: AppDeps,
  viewer: Actor,
  request: SubmittalRequest,
): Promise<BinaryResult & { attachmentId: number; serverTiming: string }> {
  const project = await requireVisibleProject(deps.db, viewer, request.ProjectId);
  let quoteLabel: string | null = null;
  if (request.ProjectQuoteId !== null) {
    const quote = await findQuoteOfProject(deps.db, project.projectId, request.ProjectQuoteId);
    if (!quote) throw notFound(quoteNotFound);
    quoteLabel = `${quote.quoteNumber} rev ${quote.revision}`;
  }
  const rows = await chosenLineItems(deps, project.projectId, request);
  const pdfs = await storedPdfs(deps, project.projectId, request.PdfAttachmentIds);
  const modelIds = [...new Set(rows.map((row) => row.productModelId))];
  const [catalog, motors, engineering, { companyName }, [user]] = await Promise.all([
    loadSelectionCatalog(deps.db),
    selectMotors(deps.db, modelIds),
    selectSubmittalEngineeringData(deps.db, modelIds),
    selectBrandAndCompany(deps.db, project.brandId, project.companyId),
    selectPreparer(deps.db, viewer.userId),
  ]);
  const options = submittalOptionList
    .map((option) => option.value as number)
    .filter((value) => request.SubmittalOptions.includes(value));
  const printedOn = new Date().toISOString().slice(0, 10);
  // The revision counts the packages made before for the same schedules (stored on their events).
  const scheduleKey = [...new Set(rows.map((row) => row.scheduleId))].sort((a, b) => a - b).join(',');
  const revision = (await countEarlierSubmittals(deps.db, project.projectId, scheduleKey)) + 1;
  const parties = await selectSubmittalParties(deps.db, project.projectId);
  // Drawn in the file worker from plain data (ADR 0043); the request thread only gathers it.
  const drawn = await drawSubmittalInFileWorker({
    branding: { brandId: project.brandId, companyLogo: null },
    projectName: project.name,
    quoteLabel,
    companyName,
    preparedBy: user ? `${user.firstName} ${user.lastName} (${user.email})` : '',
    printedOn,
    scheduleNames: [...new Set(rows.map((row) => row.scheduleName))],
    options,
    // Performance figures in the requesting user's units (ADR 0031).
    units: rows.map((row) => ({
      ...toSubmittalUnit(row, catalog, motors),
      // Sound power, connections and clearances as the catalog publishes them (ADR 0044).
      ...(engineering.get(row.productModelId) ?? UNPUBLISHED_ENGINEERING_DATA),
      unitSystem: user?.unitSystem ?? 'IP',
    })),
    storedPdfs: pdfs,
    revision,
    // The project's parties (issue 17 part 1); a dash on the cover when none is entered.
    ...parties,
  });
  const bytes = drawn.bytes;
  const fileName = `Submittal-${slug(project.name)}${quoteLabel ? `-${slug(quoteLabel)}` : ''}-${printedOn}.pdf`;
  const attachmentName = `Submittal package rev ${revision} ${printedOn} (${rows.length} unit${rows.length === 1 ? '' : 's'})`;
  const attachmentId = await deps.db.transaction((tx) =>
    storeProjectAttachment(
      tx,
      viewer,
      {
        projectId: project.projectId,
        projectQuoteId: request.ProjectQuoteId,
        attachmentName,
        fileName,
        contentType: 'application/pdf',
        data: bytes,
        projectAttachmentLookupValue: ProjectAttachment.SubmittalPdf,
      },
      {
        action: 'SubmittalGenerated',
        summary: `Generated submittal package "${attachmentName}" for project "${project.name}"`,
        after: {
          FileName: fileName,
          SizeBytes: bytes.length,
          SubmittalOptions: options,
          Units: rows.length,
          ScheduleKey: scheduleKey,
          Revision: revision,
        },
      },
    ),
  );
  return {
    contentType: 'application/pdf',
    body: bytes,
    fileName,
    disposition: 'attachment',
    cacheControl: 'private, no-store',
    attachmentId,
    // How long the worker drew and its memory at the highest (for the benchmark and browser tools).
    serverTiming: `draw;dur=${drawn.drawMs.toFixed(0)};desc="drawn in the file worker", heap;dur=${drawn.heapPeakMb.toFixed(0)};desc="worker heap peak (MB)"`,
  };
}
