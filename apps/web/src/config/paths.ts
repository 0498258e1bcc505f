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
  reports: '/topmenu/reports',
  help: '/topmenu/help',
  admin: '/topmenu/admin',
  account: '/topmenu/account',
  internalEmployeeList: '/topmenu/admin/admin-company/internal-employee-list',
  logicTest: '/util/logic-test',
  projectDetail: (projectId: number | string) =>
    `/topmenu/project/project-detail/${encodeURIComponent(String(projectId))}`,
  newProject: '/topmenu/project/project-detail/0',
  projectPropertiesAdvanced: (projectId: number | string) =>
    `/topmenu/project/project-detail/${encodeURIComponent(String(projectId))}/project-properties-advanced`,
  projectQuoteForm: (projectId: number | string) =>
    `/topmenu/project/project-detail/${encodeURIComponent(String(projectId))}/project-quote-form`,
} as const;

export const customerTermsOfUsePath = 'api/file/GetCustomerTermsOfUsePdf';
