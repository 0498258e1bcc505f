import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { lazyRoute } from './lazy-route.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import type { RouteHandle } from './route-handle.ts';

const anonymous: RouteHandle = { anonymous: true, excludeIdle: true };

const loginPage = lazyRoute(
  () => import('../features/auth/routes/login-page.tsx'),
  (module) => module.LoginPage,
);
const projectListPage = lazyRoute(
  () => import('../features/projects/routes/project-list-page.tsx'),
  (module) => module.ProjectListPage,
);
const projectPropertiesAdvancedPage = lazyRoute(
  () => import('../features/projects/routes/project-properties-advanced-page.tsx'),
  (module) => module.ProjectPropertiesAdvancedPage,
);
const areaPage = (name: keyof typeof import('../features/areas/routes/area-pages.tsx')) =>
  lazyRoute(
    () => import('../features/areas/routes/area-pages.tsx'),
    (module) => module[name],
  );

/** The route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <LoadingOverlay />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/topmenu/project" replace /> },
      { path: 'user-login', element: <Navigate to="/user/user-login/logout" replace /> },
      {
        path: 'user/user-login',
        lazy: loginPage,
        handle: { ...anonymous, action: 'none' } satisfies RouteHandle,
      },
      {
        path: 'user/user-login/:action',
        lazy: loginPage,
        handle: { ...anonymous, action: 'logout' } satisfies RouteHandle,
      },
      {
        path: 'user/user-logout',
        lazy: loginPage,
        handle: { ...anonymous, action: 'logout' } satisfies RouteHandle,
      },
      {
        path: 'user/user-register',
        handle: anonymous,
        lazy: lazyRoute(
          () => import('../features/auth/routes/register-page.tsx'),
          (module) => module.RegisterPage,
        ),
      },
      {
        path: 'user/user-forgot-password',
        handle: anonymous,
        lazy: lazyRoute(
          () => import('../features/auth/routes/forgot-password-page.tsx'),
          (module) => module.ForgotPasswordPage,
        ),
      },
      {
        path: 'user/user-reset-password',
        handle: anonymous,
        lazy: lazyRoute(
          () => import('../features/auth/routes/reset-password-page.tsx'),
          (module) => module.ResetPasswordPage,
        ),
      },
      {
        // The signed-in shell is its own chunk: the sign-in screens load none of it.
        lazy: lazyRoute(
          () => import('./shell/app-layout.tsx'),
          (module) => module.AppLayout,
        ),
        children: [
          {
            path: 'topmenu/account',
            lazy: areaPage('AccountPage'),
            handle: { unguarded: true } satisfies RouteHandle,
          },
          { path: 'topmenu/notifications', lazy: areaPage('NotificationsPage') },
          { path: 'topmenu/project', lazy: projectListPage },
          { path: 'topmenu/:menuid/project', lazy: projectListPage },
          {
            path: 'topmenu/project/project-detail/:projectId',
            lazy: lazyRoute(
              () => import('../features/projects/routes/project-detail-page.tsx'),
              (module) => module.ProjectDetailPage,
            ),
          },
          {
            path: 'topmenu/project/project-detail/:projectId/project-properties-advanced',
            lazy: projectPropertiesAdvancedPage,
          },
          {
            path: 'topmenu/project/project-detail/:projectId/project-quote-form',
            lazy: lazyRoute(
              () => import('../features/projects/routes/project-quote-form-page.tsx'),
              (module) => module.ProjectQuoteFormPage,
            ),
          },
          { path: 'topmenu/quotes', lazy: areaPage('QuotesPage') },
          { path: 'topmenu/orders', lazy: areaPage('OrdersPage') },
          { path: 'topmenu/reports', lazy: areaPage('ReportsPage') },
          { path: 'topmenu/help', lazy: areaPage('HelpPage') },
          { path: 'topmenu/user/*', lazy: areaPage('AccountPage') },
          { path: 'topmenu/admin', lazy: areaPage('AdminPage') },
          {
            path: 'topmenu/admin/admin-company/internal-employee-list',
            lazy: lazyRoute(
              () => import('../features/admin/routes/internal-employee-list-page.tsx'),
              (module) => module.InternalEmployeeListPage,
            ),
          },
          {
            path: 'project/project-detail/:projectId/project-properties-advanced',
            lazy: projectPropertiesAdvancedPage,
          },
          { path: 'util/logic-test', lazy: areaPage('LogicTestPage') },
          { path: '*', lazy: areaPage('NotFoundPage') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
