import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import type { RouteHandle } from '../config/route-handle.ts';
import { lazyRoute, lazyRouteWithLoader } from './lazy-route.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

const anonymous: RouteHandle = { anonymous: true, excludeIdle: true };

/** Quotes and orders need their permissions, which company Engineers never hold (spec section 6). */
const quotesArea: RouteHandle = {
  requires: {
    anyPermission: ['quote.view'],
    title: 'Quotes',
    message: 'Your account has no access to quotes.',
  },
};
const ordersArea: RouteHandle = {
  requires: {
    anyPermission: ['order.request', 'order.process'],
    title: 'Orders',
    message: 'Your account has no access to orders.',
  },
};

/** Reports count quotes, so Engineers hold no report.view (docs/decisions/0016-reports.md). */
const reportsArea: RouteHandle = {
  requires: {
    anyPermission: ['report.view'],
    title: 'Reports',
    message: 'Your account has no access to reports.',
  },
};

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
// The account area is loaded on demand; a chunk that fails to load reloads the page once
// (route-error-page.tsx), the retry of spec section 2.
const accountPage = lazyRoute(
  () => import('../features/account/routes/account-page.tsx'),
  (module) => module.AccountPage,
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
        // Issue 17: a party contact answers a proposal from a mailed link, without an account.
        path: 'accept-quote',
        handle: anonymous,
        lazy: lazyRoute(
          () => import('../features/acceptance/routes/accept-quote-page.tsx'),
          (module) => module.AcceptQuotePage,
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
            lazy: accountPage,
            handle: { unguarded: true } satisfies RouteHandle,
          },
          {
            path: 'topmenu/notifications',
            lazy: lazyRoute(
              () => import('../features/notifications/routes/notifications-page.tsx'),
              (module) => module.NotificationsPage,
            ),
          },
          { path: 'topmenu/project', lazy: projectListPage },
          { path: 'topmenu/:menuid/project', lazy: projectListPage },
          {
            path: 'topmenu/project/project-detail/:projectId',
            // Its calls start while its code loads (issues #14 and #18).
            lazy: lazyRouteWithLoader(
              () => import('./routes/project-detail-route.tsx'),
              (module) => module.ProjectDetailRoute,
              () => import('../features/projects/routes/project-page-loader.ts'),
              (module) => ({
                loader: module.projectPageLoader,
                shouldRevalidate: module.shouldRevalidateProjectPage,
              }),
            ),
          },
          {
            path: 'topmenu/project/project-detail/:projectId/project-properties-advanced',
            lazy: projectPropertiesAdvancedPage,
          },
          {
            path: 'topmenu/project/project-detail/:projectId/project-quote-form',
            lazy: lazyRoute(
              () => import('./routes/project-quote-route.tsx'),
              (module) => module.ProjectQuoteRoute,
            ),
          },
          {
            // The configurator and its engine are a chunk of their own, loaded on first use; its
            // loader, a small module of its own, starts the screen's calls meanwhile (issue #18).
            path: 'topmenu/project/project-detail/:projectId/item-configuration/:lineItemId',
            lazy: lazyRouteWithLoader(
              () => import('../features/item-configuration/routes/item-configuration-page.tsx'),
              (module) => module.ItemConfigurationPage,
              () => import('../features/item-configuration/routes/item-configuration-loader.ts'),
              (module) => ({
                loader: module.itemConfigurationLoader,
                shouldRevalidate: module.shouldRevalidateItemConfiguration,
              }),
            ),
          },
          {
            path: 'topmenu/quotes',
            handle: quotesArea,
            lazy: lazyRoute(
              () => import('../features/quotes/routes/quotes-list-page.tsx'),
              (module) => module.QuotesListPage,
            ),
          },
          {
            path: 'topmenu/orders',
            handle: ordersArea,
            lazy: lazyRoute(
              () => import('../features/orders/routes/orders-list-page.tsx'),
              (module) => module.OrdersListPage,
            ),
          },
          {
            path: 'topmenu/orders/:projectOrderId',
            handle: ordersArea,
            lazy: lazyRoute(
              () => import('../features/orders/routes/order-page.tsx'),
              (module) => module.OrderPage,
            ),
          },
          {
            path: 'topmenu/reports',
            handle: reportsArea,
            // The page's loader, a small module of its own, starts its report calls and the charts'
            // chunk while the page's chunk loads (issue #18).
            lazy: lazyRouteWithLoader(
              () => import('../features/reports/routes/reports-page.tsx'),
              (module) => module.ReportsPage,
              () => import('../features/reports/routes/reports-loader.ts'),
              (module) => ({ loader: module.reportsLoader }),
            ),
          },
          {
            path: 'topmenu/help',
            lazy: lazyRoute(
              () => import('../features/help/routes/help-page.tsx'),
              (module) => module.HelpPage,
            ),
          },
          { path: 'topmenu/user/*', lazy: accountPage },
          {
            // The admin area (issue #7): a tab per sub-route, each screen a chunk of its own.
            path: 'topmenu/admin',
            lazy: lazyRoute(
              () => import('../features/admin/routes/admin-layout.tsx'),
              (module) => module.AdminLayout,
            ),
            children: [
              { index: true, element: null },
              {
                path: 'companies',
                lazy: lazyRoute(
                  () => import('../features/admin/routes/companies-page.tsx'),
                  (module) => module.CompaniesPage,
                ),
              },
              {
                path: 'employees',
                lazy: lazyRoute(
                  () => import('../features/admin/routes/employees-page.tsx'),
                  (module) => module.EmployeesPage,
                ),
              },
              {
                path: 'users',
                lazy: lazyRoute(
                  () => import('../features/admin/routes/users-page.tsx'),
                  (module) => module.UsersPage,
                ),
              },
              {
                path: 'permissions',
                lazy: lazyRoute(
                  () => import('../features/admin/routes/permissions-page.tsx'),
                  (module) => module.PermissionsPage,
                ),
              },
              {
                path: 'product-data',
                lazy: lazyRoute(
                  () => import('../features/admin/routes/product-data-page.tsx'),
                  (module) => module.ProductDataPage,
                ),
              },
              {
                path: 'pricing',
                lazy: lazyRoute(
                  () => import('../features/admin/routes/pricing-page.tsx'),
                  (module) => module.PricingPage,
                ),
              },
              {
                path: 'order-settings',
                lazy: lazyRoute(
                  () => import('../features/admin/routes/order-settings-page.tsx'),
                  (module) => module.OrderSettingsPage,
                ),
              },
              {
                path: 'admin-company/internal-employee-list',
                lazy: lazyRoute(
                  () => import('../features/admin/routes/internal-employee-list-page.tsx'),
                  (module) => module.InternalEmployeeListPage,
                ),
              },
            ],
          },
          {
            path: 'project/project-detail/:projectId/project-properties-advanced',
            lazy: projectPropertiesAdvancedPage,
          },
          {
            path: 'util/logic-test',
            lazy: lazyRoute(
              () => import('../features/logic-test/routes/logic-test-page.tsx'),
              (module) => module.LogicTestPage,
            ),
          },
          { path: '*', lazy: areaPage('NotFoundPage') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
