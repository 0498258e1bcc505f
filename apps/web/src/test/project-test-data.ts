import type { LineItem } from '@airquote/shared/contracts/line-item/line-item-schemas';
import type { Project, ProjectListItem } from '@airquote/shared/contracts/project/project-schemas';
import type { ProjectSchedule } from '@airquote/shared/contracts/project-schedule/project-schedule-schemas';
import type { Company } from '@airquote/shared/contracts/user-info';
import { sessionStore } from '../lib/session-store.ts';

/** Answers shaped like the server's, for component tests. */
export function listItem(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    ProjectId: 1,
    Name: 'Lincoln Elementary',
    Description: '',
    IsActive: true,
    ExpectedCloseDate: '2026-12-15',
    CompanyId: 3,
    CompanyName: 'Northwind Reps',
    BrandId: 1,
    BrandName: 'Zephyr',
    ProjectStatusName: 'Bidding',
    CreatedByName: 'Nora Walsh',
    DateCreated: '2026-10-01T10:00:00Z',
    DateModified: '2026-11-01T10:00:00Z',
    RowVersion: 1,
    ProjectSchedules: [],
    ...overrides,
  };
}

export function searchAnswer(
  projects: ProjectListItem[],
  counts: { active?: number; inactive?: number; mine?: number } = {},
) {
  return {
    Projects: projects,
    QtyOfActiveProjects: counts.active ?? projects.length,
    QtyOfInactiveProjects: counts.inactive ?? 0,
    QtyOfProjectsForCurrentUser: counts.mine ?? 0,
    EventLogs: [],
    PageNumber: 1,
    PageSize: 25,
  };
}

export function project(overrides: Partial<Project> = {}): Project {
  return {
    ...listItem(),
    ProjectMarketId: null,
    ProjectStatusId: null,
    ProjectPhaseId: null,
    WinProbabilityId: null,
    Location: null,
    ProjectUsers: [],
    Attachments: [],
    ...overrides,
  };
}

export function schedule(overrides: Partial<ProjectSchedule> = {}): ProjectSchedule {
  return {
    ProjectScheduleId: 11,
    ProjectId: 1,
    ProjectName: 'Lincoln Elementary',
    Name: 'First floor',
    Description: '',
    IsActive: true,
    Location: null,
    LineItemCount: 0,
    ActiveLineItemCount: 0,
    RowVersion: 1,
    DateCreated: '2026-10-01T10:00:00Z',
    DateModified: '2026-10-01T10:00:00Z',
    ...overrides,
  };
}

export function lineItem(overrides: Partial<LineItem> = {}): LineItem {
  return {
    ProjectScheduleLineItemId: 101,
    ProjectScheduleId: 11,
    ProductTypeId: 1,
    ProductTypeName: 'Fan Coil',
    ProductTypeCategoryId: 10,
    CategoryName: 'Vertical',
    ProductModelClassId: 100,
    ProductModelClassName: 'FCV',
    ProductModelId: 1000,
    ProductModelName: 'FCV-04',
    UnitSize: '04',
    ItemQty: 1,
    ItemTag: 'UNIT-1',
    IsActive: true,
    CodeString: '',
    BaseListPrice: '1200.00',
    UnitListPrice: '1385.00',
    RowVersion: 1,
    DateCreated: '2026-10-01T10:00:00Z',
    DateModified: '2026-10-01T10:00:00Z',
    ...overrides,
  };
}

export const northwind: Company = {
  CompanyId: 3,
  Name: 'Northwind Reps',
  LogoFileName: '',
  DefaultBrandId: 1,
  DefaultBrand: { BrandId: 1, Name: 'Zephyr', CssClass: 'brand-zephyr' },
  IsInternal: false,
  IsActive: true,
};

/** Caches the user info of a Northwind rep holding the given permissions, as a sign-in does. */
export function signInAsNorthwindRep(permissions: string[] = ['project.view', 'project.edit']): void {
  sessionStore.setUserInfo({
    ClientId: 'c',
    AppUser: {
      UserId: 5,
      FirstName: 'Nora',
      LastName: 'Walsh',
      EmailAddress: 'rep@northwind.test',
      IsAppAdmin: false,
      IsSysAdmin: false,
      IsInternalEmployee: false,
      UserRoles: [],
      DefaultCompanyId: 3,
      DefaultCompany: northwind,
    },
    Employees: [],
    Permissions: permissions,
    EmployeePermissions: [],
    ImpersonatorUserId: null,
  });
}
