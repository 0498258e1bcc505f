import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { productTypes } from '../../db/schema/catalog.ts';
import { productMotors, productUnitSizes, voltages } from '../../db/schema/catalog-engineering.ts';
import {
  CABINET_SIDES,
  FAN_SPEEDS,
  productPipeConnections,
  productServiceClearances,
  productSoundPowers,
} from '../../db/schema/catalog-submittal-data.ts';
import { companies } from '../../db/schema/companies.ts';
import { projectParties } from '../../db/schema/project-parties.ts';
import {
  eventLogs,
  projectAttachments,
  projectScheduleLineItems,
  projectSchedules,
} from '../../db/schema/projects.ts';
import { projectQuotes } from '../../db/schema/quotes.ts';
import { appUsers } from '../../db/schema/users.ts';
import type { SubmittalEngineeringData } from './submittal-unit.ts';

/** The active line items of the project's schedules (all when scheduleIds is empty), with their physical data. */
export async function selectSubmittalLineItems(
  db: DatabaseOrTransaction,
  projectId: number,
  scheduleIds: readonly number[],
) {
  return db
    .select({
      lineItemId: projectScheduleLineItems.projectScheduleLineItemId,
      scheduleId: projectSchedules.projectScheduleId,
      scheduleName: projectSchedules.name,
      productTypeId: projectScheduleLineItems.productTypeId,
      productTypeName: productTypes.name,
      productModelClassId: projectScheduleLineItems.productModelClassId,
      productModelId: projectScheduleLineItems.productModelId,
      itemQty: projectScheduleLineItems.itemQty,
      itemTag: projectScheduleLineItems.itemTag,
      codeString: projectScheduleLineItems.codeString,
      productModelValues: projectScheduleLineItems.productModelValues,
      performance: projectScheduleLineItems.performance,
      electricalData: projectScheduleLineItems.electricalData,
      requirementOverride: projectScheduleLineItems.requirementOverride,
      lengthIn: productUnitSizes.lengthIn,
      widthIn: productUnitSizes.widthIn,
      heightIn: productUnitSizes.heightIn,
      weightLb: productUnitSizes.weightLb,
    })
    .from(projectScheduleLineItems)
    .innerJoin(
      projectSchedules,
      eq(projectSchedules.projectScheduleId, projectScheduleLineItems.projectScheduleId),
    )
    .innerJoin(productTypes, eq(productTypes.productTypeId, projectScheduleLineItems.productTypeId))
    .leftJoin(productUnitSizes, eq(productUnitSizes.productModelId, projectScheduleLineItems.productModelId))
    .where(
      and(
        eq(projectSchedules.projectId, projectId),
        eq(projectSchedules.isActive, true),
        eq(projectScheduleLineItems.isActive, true),
        scheduleIds.length > 0 ? inArray(projectSchedules.projectScheduleId, [...scheduleIds]) : undefined,
      ),
    )
    .orderBy(asc(projectSchedules.name), asc(projectSchedules.projectScheduleId));
}

export type SubmittalLineItemRow = Awaited<ReturnType<typeof selectSubmittalLineItems>>[number];

/** Ids of the project's schedules among `scheduleIds` (active or not). */
export async function selectProjectScheduleIds(
  db: DatabaseOrTransaction,
  projectId: number,
  scheduleIds: readonly number[],
): Promise<number[]> {
  if (scheduleIds.length === 0) return [];
  const rows = await db
    .select({ id: projectSchedules.projectScheduleId })
    .from(projectSchedules)
    .where(
      and(
        eq(projectSchedules.projectId, projectId),
        inArray(projectSchedules.projectScheduleId, [...scheduleIds]),
      ),
    );
  return rows.map((row) => row.id);
}

/** Nameplate motors of the models, with their voltage names. */
export async function selectMotors(db: DatabaseOrTransaction, productModelIds: readonly number[]) {
  if (productModelIds.length === 0) return [];
  return db
    .select({
      productModelId: productMotors.productModelId,
      motorType: productMotors.motorType,
      voltageName: voltages.name,
      horsepower: productMotors.horsepower,
      fullLoadAmps: productMotors.fullLoadAmps,
    })
    .from(productMotors)
    .innerJoin(voltages, eq(voltages.voltageId, productMotors.voltageId))
    .where(inArray(productMotors.productModelId, [...productModelIds]))
    .orderBy(asc(productMotors.productModelId), asc(productMotors.motorType), asc(voltages.volts));
}

export type MotorRow = Awaited<ReturnType<typeof selectMotors>>[number];

/** A model without rows: the Engineering Data page says "not published" for each table. */
export const UNPUBLISHED_ENGINEERING_DATA: SubmittalEngineeringData = {
  soundPower: [],
  pipeConnections: [],
  serviceClearances: [],
};

/**
 * The catalog's sound power, pipe connections and service clearances of the models (ADR 0044), per
 * model id, as the submittal prints them: speeds High → Low then Rated, connections in catalog
 * order, clearances front, ends, back, top, bottom.
 */
export async function selectSubmittalEngineeringData(
  db: DatabaseOrTransaction,
  productModelIds: readonly number[],
): Promise<Map<number, SubmittalEngineeringData>> {
  const byModel = new Map<number, SubmittalEngineeringData>();
  if (productModelIds.length === 0) return byModel;
  const ids = [...productModelIds];
  const [sound, connections, clearances] = await Promise.all([
    db.select().from(productSoundPowers).where(inArray(productSoundPowers.productModelId, ids)),
    db
      .select()
      .from(productPipeConnections)
      .where(inArray(productPipeConnections.productModelId, ids))
      .orderBy(asc(productPipeConnections.sortOrder), asc(productPipeConnections.productPipeConnectionId)),
    db.select().from(productServiceClearances).where(inArray(productServiceClearances.productModelId, ids)),
  ]);
  const of = (productModelId: number) => {
    let data = byModel.get(productModelId);
    if (!data) {
      data = { soundPower: [], pipeConnections: [], serviceClearances: [] };
      byModel.set(productModelId, data);
    }
    return data;
  };
  for (const row of sound.sort((a, b) => FAN_SPEEDS.indexOf(a.fanSpeed) - FAN_SPEEDS.indexOf(b.fanSpeed)))
    of(row.productModelId).soundPower.push({
      fanSpeed: row.fanSpeed,
      bandsDb: [
        row.band63HzDb,
        row.band125HzDb,
        row.band250HzDb,
        row.band500HzDb,
        row.band1000HzDb,
        row.band2000HzDb,
        row.band4000HzDb,
        row.band8000HzDb,
      ],
    });
  for (const row of connections)
    of(row.productModelId).pipeConnections.push({
      name: row.name,
      size: row.size,
      type: row.connectionType,
      coilDuty: row.coilDuty,
      side: row.side,
      heightFraction: row.heightFraction,
    });
  for (const row of clearances.sort((a, b) => CABINET_SIDES.indexOf(a.side) - CABINET_SIDES.indexOf(b.side)))
    of(row.productModelId).serviceClearances.push({
      side: row.side,
      purpose: row.purpose,
      inches: row.inches,
    });
  return byModel;
}

export async function selectBrandAndCompany(db: DatabaseOrTransaction, brandId: number, companyId: number) {
  const [brand] = await db.select().from(brands).where(eq(brands.brandId, brandId));
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.companyId, companyId));
  return { brand, companyName: company?.name ?? '' };
}

/** Active attachments of the project among `attachmentIds`, with their bytes. */
export async function selectProjectAttachmentFiles(
  db: DatabaseOrTransaction,
  projectId: number,
  attachmentIds: readonly number[],
) {
  if (attachmentIds.length === 0) return [];
  return db
    .select({
      projectAttachmentId: projectAttachments.projectAttachmentId,
      attachmentName: projectAttachments.attachmentName,
      contentType: projectAttachments.contentType,
      projectAttachmentLookupValue: projectAttachments.projectAttachmentLookupValue,
      data: projectAttachments.data,
    })
    .from(projectAttachments)
    .where(
      and(
        eq(projectAttachments.projectId, projectId),
        eq(projectAttachments.isActive, true),
        inArray(projectAttachments.projectAttachmentId, [...attachmentIds]),
      ),
    );
}

/** The number and revision of a quote of the project, or undefined. */
export async function findQuoteOfProject(db: DatabaseOrTransaction, projectId: number, quoteId: number) {
  const [quote] = await db
    .select({ quoteNumber: projectQuotes.quoteNumber, revision: projectQuotes.revision })
    .from(projectQuotes)
    .where(and(eq(projectQuotes.projectQuoteId, quoteId), eq(projectQuotes.projectId, projectId)));
  return quote;
}

/** The user who prepares a submittal, as its cover names them (a list of one row). */
export async function selectPreparer(db: DatabaseOrTransaction, userId: number) {
  return db
    .select({
      firstName: appUsers.firstName,
      lastName: appUsers.lastName,
      email: appUsers.emailAddress,
      /** The units the requesting user reads performance figures in (ADR 0031). */
      unitSystem: appUsers.unitSystem,
    })
    .from(appUsers)
    .where(eq(appUsers.userId, userId));
}

/**
 * How many submittal packages were generated before for the same schedules of the project (the
 * SubmittalGenerated events whose ScheduleKey matches): the next package is revision this + 1.
 */
export async function countEarlierSubmittals(
  db: DatabaseOrTransaction,
  projectId: number,
  scheduleKey: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(eventLogs)
    .where(
      and(
        eq(eventLogs.projectId, projectId),
        eq(eventLogs.action, 'SubmittalGenerated'),
        sql`${eventLogs.after}->>'ScheduleKey' = ${scheduleKey}`,
      ),
    );
  return row?.value ?? 0;
}

/** The companies of the project's engineer of record and mechanical contractors, in the order entered. */
export async function selectSubmittalParties(db: DatabaseOrTransaction, projectId: number) {
  const rows = await db
    .select({ role: projectParties.role, companyName: projectParties.companyName })
    .from(projectParties)
    .where(
      and(
        eq(projectParties.projectId, projectId),
        inArray(projectParties.role, ['EngineerOfRecord', 'MechanicalContractor']),
      ),
    )
    .orderBy(asc(projectParties.projectPartyId));
  const names = (role: string) =>
    rows
      .filter((row) => row.role === role)
      .map((row) => row.companyName)
      .join(', ') || null;
  return { engineerOfRecord: names('EngineerOfRecord'), contractor: names('MechanicalContractor') };
}
