import { defaultConfiguration } from '../../modules/item-configuration/default-configuration.ts';
import { selectCatalogRows } from '../../modules/selection/selection-catalog.repository.ts';
import { buildSelectionCatalog } from '../../modules/selection/selection-catalog.ts';
import type { DatabaseOrTransaction } from '../client.ts';
import {
  eventLogs,
  locations,
  projectMarkets,
  projectPhases,
  projectScheduleLineItems,
  projectSchedules,
  projectStatuses,
  projects,
  winProbabilities,
} from '../schema/projects.ts';
import { findModelsByName } from './catalog-data.ts';

type DemoLineItem = [modelName: string, qty: number];
type DemoSchedule = { name: string; description?: string; items: DemoLineItem[] };
type DemoProject = {
  name: string;
  description: string;
  market: string;
  status: string;
  phase: string;
  winPercent: number;
  /** Days from today. */
  closesInDays: number;
  /** How many days ago it last changed (the list's default order). */
  changedDaysAgo: number;
  isActive?: boolean;
  address: [address1: string, city: string, state: string, postalCode: string];
  schedules: DemoSchedule[];
};

export type DemoCompany = { companyId: number; brandId: number; createdByUserId: number };

const northwindProjects: DemoProject[] = [
  {
    name: 'Riverside Medical Center – Tower B',
    description: 'Six-story patient tower: 4-pipe fan coils in patient rooms, blower coils for the lobby.',
    market: 'Healthcare',
    status: 'Design',
    phase: 'Design Development',
    winPercent: 50,
    closesInDays: 75,
    changedDaysAgo: 0,
    address: ['1200 River Road', 'Sacramento', 'CA', '95814'],
    schedules: [
      {
        name: 'Tower B – Patient Floors',
        items: [
          ['FHC-04', 12],
          ['FHC-06', 8],
          ['FVC-03', 6],
        ],
      },
      {
        name: 'Tower B – Lobby & Admin',
        items: [
          ['FVB-06', 4],
          ['FCS-03', 6],
          ['BCH-12', 2],
        ],
      },
    ],
  },
  {
    name: 'Lakeview Elementary School HVAC Renovation',
    description: 'Replace unit ventilators with cabinet fan coils; new air handler for the gym.',
    market: 'Education',
    status: 'Bidding',
    phase: 'Construction Documents',
    winPercent: 75,
    closesInDays: 30,
    changedDaysAgo: 1,
    address: ['455 Lakeview Drive', 'Madison', 'WI', '53703'],
    schedules: [
      {
        name: 'Classrooms',
        items: [
          ['FVB-08', 24],
          ['FCS-04', 10],
          ['FVB-06', 6],
        ],
      },
      {
        name: 'Gymnasium & Cafeteria',
        items: [
          ['BCH-20', 2],
          ['MAH-30', 1],
        ],
      },
    ],
  },
  {
    name: 'Harbor Point Apartments',
    description: '220 units on a boiler/tower water loop; vertical heat pumps in unit closets.',
    market: 'Multifamily',
    status: 'Awarded',
    phase: 'Construction',
    winPercent: 90,
    closesInDays: 14,
    changedDaysAgo: 3,
    address: ['80 Harbor Point Boulevard', 'Baltimore', 'MD', '21231'],
    schedules: [
      {
        name: 'Building A Units',
        items: [
          ['WSV-012', 48],
          ['WSV-015', 24],
          ['WSH-024', 6],
        ],
      },
      {
        name: 'Building B Units',
        items: [
          ['WSV-012', 40],
          ['WSV-015', 20],
        ],
      },
      {
        name: 'Amenity Spaces',
        items: [
          ['WSH-036', 2],
          ['WSH-048', 1],
        ],
      },
    ],
  },
  {
    name: 'Summit Office Park – Building 3',
    description: 'Four-story spec office building, tenant floors with ducted fan coils.',
    market: 'Office',
    status: 'Under Construction',
    phase: 'Construction',
    winPercent: 90,
    closesInDays: 10,
    changedDaysAgo: 6,
    address: ['3 Summit Park Way', 'Denver', 'CO', '80202'],
    schedules: [
      {
        name: 'Floors 1–4',
        items: [
          ['FHC-08', 16],
          ['FHC-10', 8],
          ['FHC-12', 4],
          ['ECO-06', 6],
        ],
      },
    ],
  },
  {
    name: 'Grandview Hotel Renovation',
    description: 'Guest room PTAC replacement with vertical concealed fan coils. Lost to a competitor.',
    market: 'Hospitality',
    status: 'Lost',
    phase: 'Bid',
    winPercent: 10,
    closesInDays: -20,
    changedDaysAgo: 40,
    isActive: false,
    address: ['900 Grandview Avenue', 'Orlando', 'FL', '32801'],
    schedules: [
      {
        name: 'Guest Rooms',
        items: [
          ['FVC-03', 120],
          ['FVC-04', 40],
        ],
      },
    ],
  },
];

const contosoProjects: DemoProject[] = [
  {
    name: 'Westbrook University Science Building',
    description: 'New teaching labs and faculty offices; 100% outside air to the labs.',
    market: 'Education',
    status: 'Design',
    phase: 'Schematic Design',
    winPercent: 25,
    closesInDays: 120,
    changedDaysAgo: 0,
    address: ['21 College Avenue', 'Columbus', 'OH', '43210'],
    schedules: [
      {
        name: 'Labs',
        items: [
          ['BCH-16', 4],
          ['FHC-06', 10],
        ],
      },
      {
        name: 'Offices',
        items: [
          ['FHC-04', 18],
          ['FHC-03', 12],
        ],
      },
    ],
  },
  {
    name: 'Mercy Regional Hospital – Emergency Wing',
    description: 'Emergency department expansion with imaging suite.',
    market: 'Healthcare',
    status: 'Bidding',
    phase: 'Construction Documents',
    winPercent: 50,
    closesInDays: 45,
    changedDaysAgo: 2,
    address: ['1500 Mercy Drive', 'Toronto', 'ON', 'M5G 2C4'],
    schedules: [
      {
        name: 'ED Treatment Rooms',
        items: [
          ['FVC-04', 20],
          ['FVC-06', 6],
        ],
      },
      {
        name: 'Imaging Suite',
        items: [
          ['FHC-08', 4],
          ['BCH-12', 2],
        ],
      },
    ],
  },
  {
    name: 'Cedar Creek Data Center Support Offices',
    description: 'Office and NOC spaces beside the data hall, on the campus condenser water loop.',
    market: 'Data Center',
    status: 'Awarded',
    phase: 'Bid',
    winPercent: 75,
    closesInDays: 21,
    changedDaysAgo: 5,
    address: ['7700 Cedar Creek Parkway', 'Ashburn', 'VA', '20147'],
    schedules: [
      {
        name: 'Support Spaces',
        items: [
          ['WSH-024', 4],
          ['WSH-036', 3],
          ['WSH-060', 2],
        ],
      },
    ],
  },
  {
    name: 'Pinecrest Senior Living',
    description: 'Assisted living: console units in resident suites, cabinet units in common areas.',
    market: 'Multifamily',
    status: 'Design',
    phase: 'Design Development',
    winPercent: 50,
    closesInDays: 90,
    changedDaysAgo: 9,
    address: ['300 Pinecrest Lane', 'Vancouver', 'BC', 'V6B 1A1'],
    schedules: [
      {
        name: 'Resident Suites',
        items: [
          ['FCS-02', 60],
          ['FCS-03', 20],
          ['ECO-04', 12],
        ],
      },
      {
        name: 'Common Areas',
        items: [
          ['FVB-08', 6],
          ['FVB-10', 2],
        ],
      },
    ],
  },
  {
    name: 'Municipal Courthouse Modernization',
    description: 'On hold until the county approves the bond.',
    market: 'Government',
    status: 'On Hold',
    phase: 'Schematic Design',
    winPercent: 25,
    closesInDays: 200,
    changedDaysAgo: 60,
    isActive: false,
    address: ['1 Court Square', 'Austin', 'TX', '78701'],
    schedules: [
      {
        name: 'Courtrooms',
        items: [
          ['BCH-20', 4],
          ['MAH-20', 2],
          ['FHC-10', 6],
        ],
      },
    ],
  },
];

const fabrikamProjects: DemoProject[] = [
  {
    name: 'Fabrikam Plant 2 Office Expansion',
    description: 'Second-floor offices over the assembly plant.',
    market: 'Industrial',
    status: 'Design',
    phase: 'Design Development',
    winPercent: 50,
    closesInDays: 60,
    changedDaysAgo: 4,
    address: ['2 Industrial Parkway', 'Dayton', 'OH', '45402'],
    schedules: [
      {
        name: 'Office Wing',
        items: [
          ['FHC-04', 6],
          ['FHC-06', 3],
          ['FVB-04', 2],
        ],
      },
    ],
  },
];

export const demoProjectsByCompany = {
  northwind: northwindProjects,
  contoso: contosoProjects,
  fabrikam: fabrikamProjects,
};

async function idsByName(
  db: DatabaseOrTransaction,
  table: typeof projectMarkets | typeof projectStatuses | typeof projectPhases,
) {
  return new Map(
    (await db.select({ id: table.id, name: table.name }).from(table)).map((row) => [row.name, row.id]),
  );
}

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const daysAgo = (days: number, hours = 0) => new Date(Date.now() - days * 86_400_000 - hours * 3_600_000);

/** Seeds realistic projects with schedules, line items, locations and creation events, set-based. */
export async function seedDemoProjects(
  db: DatabaseOrTransaction,
  entries: Array<{ company: DemoCompany; projects: DemoProject[] }>,
): Promise<void> {
  const all = entries.flatMap(({ company, projects: list }) => list.map((project) => ({ company, project })));
  // One after the other: inside a transaction they share one connection.
  const markets = await idsByName(db, projectMarkets);
  const statuses = await idsByName(db, projectStatuses);
  const phases = await idsByName(db, projectPhases);
  const winRows = await db.select().from(winProbabilities);
  const models = await findModelsByName(
    db,
    all.flatMap(({ project }) =>
      project.schedules.flatMap((schedule) => schedule.items.map(([name]) => name)),
    ),
  );

  const locationRows = await db
    .insert(locations)
    .values(
      all.map(({ project }) => {
        const [address1, city, state, postalCode] = project.address;
        const countryCode = ['ON', 'BC', 'QC', 'AB'].includes(state) ? 'CA' : 'US';
        return { address1, city, stateProvinceCode: state, postalCode, countryCode };
      }),
    )
    .returning({ locationId: locations.locationId });

  const projectRows = await db
    .insert(projects)
    .values(
      all.map(({ company, project }, index) => ({
        companyId: company.companyId,
        brandId: company.brandId,
        name: project.name,
        description: project.description,
        expectedCloseDate: daysFromToday(project.closesInDays),
        isActive: project.isActive ?? true,
        projectMarketId: markets.get(project.market) ?? null,
        projectStatusId: statuses.get(project.status) ?? null,
        projectPhaseId: phases.get(project.phase) ?? null,
        winProbabilityId: winRows.find((row) => row.percent === project.winPercent)?.id ?? null,
        locationId: locationRows[index]?.locationId ?? null,
        createdByUserId: company.createdByUserId,
        modifiedByUserId: company.createdByUserId,
        dateCreated: daysAgo(project.changedDaysAgo + 30),
        dateModified: daysAgo(project.changedDaysAgo),
      })),
    )
    .returning();

  const scheduleValues = all.flatMap(({ company, project }, projectIndex) =>
    project.schedules.map((schedule, scheduleIndex) => ({
      projectId: projectRows[projectIndex]?.projectId as number,
      name: schedule.name,
      description: schedule.description ?? '',
      nextTagNumber: schedule.items.length + 1,
      createdByUserId: company.createdByUserId,
      dateCreated: daysAgo(project.changedDaysAgo + 29),
      dateModified: daysAgo(project.changedDaysAgo, scheduleIndex + 1),
    })),
  );
  const scheduleRows = await db.insert(projectSchedules).values(scheduleValues).returning();
  const schedules = all.flatMap(({ project }) => project.schedules);

  // Each demo unit comes configured with its model's default options, so its code string shows.
  const catalog = buildSelectionCatalog(await selectCatalogRows(db));
  const lineItemValues = schedules.flatMap((schedule, scheduleIndex) =>
    schedule.items.map(([name, itemQty], itemIndex) => {
      const found = models.get(name);
      if (!found) throw new Error(`demo model ${name} is not in the catalog`);
      const model = catalog.models.get(found.productModelId);
      const modelClass = model && catalog.classes.get(model.productModelClassId);
      if (!model || !modelClass) throw new Error(`demo model ${name} has no code string data`);
      return {
        ...defaultConfiguration(modelClass, model),
        projectScheduleId: scheduleRows[scheduleIndex]?.projectScheduleId as number,
        productTypeId: found.productTypeId,
        productTypeCategoryId: found.productTypeCategoryId,
        productModelClassId: found.productModelClassId,
        productModelId: found.productModelId,
        itemQty,
        itemTag: `UNIT-${itemIndex + 1}`,
      };
    }),
  );
  await db.insert(projectScheduleLineItems).values(lineItemValues);

  await db.insert(eventLogs).values([
    ...projectRows.map((row) => ({
      projectId: row.projectId,
      entityType: 'Project' as const,
      entityId: row.projectId,
      action: 'Created',
      summary: `Created project "${row.name}"`,
      userId: row.createdByUserId,
      after: { Name: row.name, CompanyId: row.companyId, BrandId: row.brandId },
      at: row.dateCreated,
    })),
    ...scheduleRows.map((row, index) => ({
      projectId: row.projectId,
      entityType: 'ProjectSchedule' as const,
      entityId: row.projectScheduleId,
      action: 'Created',
      summary: `Added schedule "${row.name}" with ${schedules[index]?.items.length ?? 0} line items`,
      userId: row.createdByUserId,
      after: { Name: row.name },
      at: row.dateCreated,
    })),
  ]);
}
