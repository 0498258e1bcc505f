import type { locationInputSchema } from '@airquote/shared/contracts/location/location-input';
import type { Location } from '@airquote/shared/contracts/project/project-schemas';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { DatabaseOrTransaction } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import type { Actor } from '../auth/actor.ts';
import { changedFields, recordEvent } from '../event-log/event-log.service.ts';
import {
  findCountry,
  findLocation,
  findStateProvince,
  findVisibleLocation,
  insertLocation,
  type LocationRow,
  listCountriesWithStates,
  updateLocation,
} from './location.repository.ts';

export type LocationInput = z.output<typeof locationInputSchema>;

export const locationMessages = {
  notFound: 'Location not found.',
  unknownCountry: 'Choose a country from the list.',
  unknownState: 'Choose a state or province of the chosen country.',
  notThisLocation: 'This location belongs to something else. Reload and try again.',
} as const;

export function toLocation(row: LocationRow): Location {
  return {
    LocationId: row.locationId,
    Address1: row.address1,
    Address2: row.address2,
    City: row.city,
    StateProvinceCode: row.stateProvinceCode,
    PostalCode: row.postalCode,
    CountryCode: row.countryCode,
    RowVersion: row.rowVersion,
  };
}

export async function getAddressLookupData(deps: AppDeps) {
  const { countryRows, stateRows } = await listCountriesWithStates(deps.db);
  return {
    Countries: countryRows.map((country) => ({
      CountryCode: country.countryCode,
      Name: country.name,
      StateProvinces: stateRows
        .filter((state) => state.countryCode === country.countryCode)
        .map((state) => ({ Code: state.code, Name: state.name })),
    })),
  };
}

export async function getVisibleLocation(
  deps: AppDeps,
  viewer: Actor,
  locationId: number,
): Promise<Location> {
  const row = await findVisibleLocation(deps.db, viewer, locationId);
  if (!row) throw notFound(locationMessages.notFound);
  return toLocation(row);
}

/**
 * Creates the owner's location or changes the one it has. The owner's row version guards the
 * change (checked by the caller); a LocationId that is not the owner's is refused.
 */
export async function upsertOwnedLocation(
  db: DatabaseOrTransaction,
  currentLocationId: number | null,
  input: LocationInput,
): Promise<{ before: LocationRow | null; after: LocationRow }> {
  if (input.LocationId !== null && input.LocationId !== currentLocationId)
    throw badRequest(locationMessages.notThisLocation);
  const countryCode = input.CountryCode.toUpperCase();
  if (!(await findCountry(db, countryCode)))
    throw badRequest(locationMessages.unknownCountry, { CountryCode: locationMessages.unknownCountry });
  const stateCode = input.StateProvinceCode.toUpperCase();
  if (stateCode && !(await findStateProvince(db, countryCode, stateCode)))
    throw badRequest(locationMessages.unknownState, { StateProvinceCode: locationMessages.unknownState });
  const values = {
    address1: input.Address1,
    address2: input.Address2,
    city: input.City,
    stateProvinceCode: stateCode,
    postalCode: input.PostalCode,
    countryCode,
  };
  const before = currentLocationId === null ? null : ((await findLocation(db, currentLocationId)) ?? null);
  const after = before
    ? await updateLocation(db, before.locationId, values)
    : await insertLocation(db, values);
  return { before, after };
}

/**
 * The event of a location change, written in the caller's transaction: the changed fields before
 * and after, for the project or the schedule that owns the location (`ownerLabel`, e.g.
 * 'project "Riverside"').
 */
export async function recordLocationChange(
  db: DatabaseOrTransaction,
  viewer: Actor,
  change: { projectId: number; ownerLabel: string; before: LocationRow | null; after: LocationRow },
): Promise<void> {
  const fields = changedFields(locationSnapshot(change.before) ?? {}, locationSnapshot(change.after) ?? {});
  await recordEvent(db, viewer, {
    projectId: change.projectId,
    entityType: 'Location',
    entityId: change.after.locationId,
    action: change.before ? 'Updated' : 'Created',
    summary: `${change.before ? 'Changed' : 'Set'} the location of ${change.ownerLabel}`,
    before: change.before ? fields.before : null,
    after: fields.after,
  });
}

/** The fields an event shows for a location. */
export function locationSnapshot(row: LocationRow | null): Record<string, unknown> | null {
  if (!row) return null;
  const { locationId: _id, rowVersion: _version, ...fields } = row;
  return fields;
}
