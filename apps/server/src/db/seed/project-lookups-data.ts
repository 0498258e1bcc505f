import type { DatabaseOrTransaction } from '../client.ts';
import {
  countries,
  projectMarkets,
  projectPhases,
  projectStatuses,
  stateProvinces,
  winProbabilities,
} from '../schema/projects.ts';

/** Lookups of the project form; admins may add or retire values later, so only missing names are added. */
export const projectMarketNames = [
  'Education',
  'Healthcare',
  'Hospitality',
  'Multifamily',
  'Office',
  'Retail',
  'Government',
  'Data Center',
  'Industrial',
];
export const projectStatusNames = ['Bidding', 'Design', 'Awarded', 'Under Construction', 'Lost', 'On Hold'];
export const projectPhaseNames = [
  'Schematic Design',
  'Design Development',
  'Construction Documents',
  'Bid',
  'Construction',
];
export const winProbabilityPercents = [10, 25, 50, 75, 90];

const unitedStates: Array<[string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'],
];
const canada: Array<[string, string]> = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

type NamedLookupTable = typeof projectMarkets | typeof projectStatuses | typeof projectPhases;

async function addMissingNames(db: DatabaseOrTransaction, table: NamedLookupTable, names: string[]) {
  const existing = new Set((await db.select({ name: table.name }).from(table)).map((row) => row.name));
  const missing = names
    .map((name, index) => ({ name, sortOrder: index + 1 }))
    .filter((row) => !existing.has(row.name));
  if (missing.length) await db.insert(table).values(missing);
}

/** Project lookups, countries and their states or provinces (idempotent). */
export async function seedProjectLookups(db: DatabaseOrTransaction): Promise<void> {
  await addMissingNames(db, projectMarkets, projectMarketNames);
  await addMissingNames(db, projectStatuses, projectStatusNames);
  await addMissingNames(db, projectPhases, projectPhaseNames);
  const existingPercents = new Set(
    (await db.select({ percent: winProbabilities.percent }).from(winProbabilities)).map((row) => row.percent),
  );
  const missingPercents = winProbabilityPercents
    .map((percent, index) => ({ name: `${percent}%`, percent, sortOrder: index + 1 }))
    .filter((row) => !existingPercents.has(row.percent));
  if (missingPercents.length) await db.insert(winProbabilities).values(missingPercents);
  await db
    .insert(countries)
    .values([
      { countryCode: 'US', name: 'United States', sortOrder: 1 },
      { countryCode: 'CA', name: 'Canada', sortOrder: 2 },
    ])
    .onConflictDoNothing();
  await db
    .insert(stateProvinces)
    .values([
      ...unitedStates.map(([code, name]) => ({ countryCode: 'US', code, name })),
      ...canada.map(([code, name]) => ({ countryCode: 'CA', code, name })),
    ])
    .onConflictDoNothing();
}
