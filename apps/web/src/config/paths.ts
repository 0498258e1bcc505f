/** The route map of spec section 2: components link through these, never through string URLs. */
export const paths = {
  root: '/',
  login: '/user/user-login',
  loginLogout: '/user/user-login/logout',
  logout: '/user/user-logout',
  register: '/user/user-register',
  forgotPassword: '/user/user-forgot-password',
  resetPassword: '/user/user-reset-password',
  notifications: '/topmenu/notifications',
  projects: '/topmenu/project/',
  quotes: '/topmenu/quotes',
  orders: '/topmenu/orders',
  /** One order (issue #5 part 5; not in the spec's route table). */
  order: (projectOrderId: number | string) => `/topmenu/orders/${encodeURIComponent(String(projectOrderId))}`,
  reports: '/topmenu/reports',
  help: '/topmenu/help',
  admin: '/topmenu/admin',
  account: '/topmenu/account',
  internalEmployeeList: '/topmenu/admin/admin-company/internal-employee-list',
  /** Admin sub-routes (issue #7; the spec names only the internal employee list). */
  adminCompanies: '/topmenu/admin/companies',
  adminEmployees: '/topmenu/admin/employees',
  adminUsers: '/topmenu/admin/users',
  adminPermissions: '/topmenu/admin/permissions',
  /** Catalog tables by spreadsheet (issue #4 part 6). */
  adminProductData: '/topmenu/admin/product-data',
  /** Standard multipliers, regions and distributors (issue #5's pricing data). */
  adminPricing: '/topmenu/admin/pricing',
  /** The minimum lead time of orders (issue 15 item 6). */
  adminOrderSettings: '/topmenu/admin/order-settings',
  logicTest: '/util/logic-test',
  projectDetail: (projectId: number | string) =>
    `/topmenu/project/project-detail/${encodeURIComponent(String(projectId))}`,
  newProject: '/topmenu/project/project-detail/0',
  /** One schedule of a project: the detail page's schedules tab with that schedule chosen. */
  projectSchedule: (projectId: number | string, scheduleId: number | string) =>
    `/topmenu/project/project-detail/${encodeURIComponent(String(projectId))}?tab=schedules&schedule=${encodeURIComponent(String(scheduleId))}`,
  projectPropertiesAdvanced: (projectId: number | string) =>
    `/topmenu/project/project-detail/${encodeURIComponent(String(projectId))}/project-properties-advanced`,
  projectQuoteForm: (projectId: number | string) =>
    `/topmenu/project/project-detail/${encodeURIComponent(String(projectId))}/project-quote-form`,
  /** Not in the spec's route table: the item configuration screen of one line item (issue #4). */
  itemConfiguration: (projectId: number | string, lineItemId: number | string) =>
    `/topmenu/project/project-detail/${encodeURIComponent(String(projectId))}/item-configuration/${encodeURIComponent(String(lineItemId))}`,
} as const;

export const customerTermsOfUsePath = 'api/file/GetCustomerTermsOfUsePdf';
