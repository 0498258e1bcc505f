import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useUserInfo } from '../../../lib/session-store.ts';
import { ImpersonateUserCard } from '../../admin/components/impersonate-user-card.tsx';

/**
 * The main areas of the shell. Their contents are planned in their own issues (catalog #4, quotes/orders/notifications #5, documents #6, admin/account/reports/help #7); until
 * then each page says plainly what it will hold.
 */
function AreaPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        {children}
      </Paper>
    </Stack>
  );
}

export function NotificationsPage() {
  return (
    <AreaPage title="Notifications">
      <Text>Order, multiplier and engineering requests that need you, by queue. Being built (issue #5).</Text>
    </AreaPage>
  );
}

export function QuotesPage() {
  return (
    <AreaPage title="Quotes">
      <Text>
        Every quote of the projects you can see, with filters by status, brand and date. Being built (issue
        #5).
      </Text>
    </AreaPage>
  );
}

export function OrdersPage() {
  return (
    <AreaPage title="Orders">
      <Text>Orders and their progress. Being built (issue #5).</Text>
    </AreaPage>
  );
}

export function ReportsPage() {
  return (
    <AreaPage title="Reports">
      <Text>
        Pipeline, quoted and ordered value, forecasts and review turnaround. Being built (issue #7).
      </Text>
    </AreaPage>
  );
}

export function HelpPage() {
  return (
    <AreaPage title="Help">
      <Stack gap="xs">
        <Text>
          AirQuote prices and quotes fan coils, air handlers, water source heat pumps and ECO units.
        </Text>
        <List size="sm">
          <List.Item>
            Sign in with your e-mail address; use Forgot Password? to set or reset your password.
          </List.Item>
          <List.Item>
            After 15 minutes without activity you are warned, then signed out 30 seconds later.
          </List.Item>
          <List.Item>New accounts wait for review; you get an e-mail once yours is ready.</List.Item>
        </List>
      </Stack>
    </AreaPage>
  );
}

export function AdminPage() {
  const userInfo = useUserInfo();
  const canApprove = userInfo?.UserPermissions.includes('admin.users') ?? false;
  const canImpersonate =
    !!(userInfo?.AppUser.IsAppAdmin || userInfo?.AppUser.IsSysAdmin) && !userInfo?.ImpersonatorUserId;
  return (
    <Stack gap="md" maw={900}>
      <AreaPage title="Admin">
        {canApprove ? (
          <List>
            <List.Item>
              <Anchor component={Link} to={paths.internalEmployeeList}>
                Internal employees and registrations waiting for approval
              </Anchor>
            </List.Item>
          </List>
        ) : (
          <Text>
            You have no administration rights. Companies, users and roles are managed by administrators.
          </Text>
        )}
      </AreaPage>
      {canImpersonate && <ImpersonateUserCard />}
    </Stack>
  );
}

export function AccountPage() {
  const userInfo = useUserInfo();
  return (
    <AreaPage title="Account">
      {userInfo ? (
        <Stack gap={4}>
          <Text>
            {userInfo.AppUser.FirstName} {userInfo.AppUser.LastName} ({userInfo.AppUser.EmailAddress})
          </Text>
          <Text size="sm" c="dimmed">
            Companies: {userInfo.Employees.map((employee) => employee.Company.Name).join(', ') || 'none'}
          </Text>
        </Stack>
      ) : (
        <Text>Sign in to see your account.</Text>
      )}
    </AreaPage>
  );
}

export function LogicTestPage() {
  return (
    <AreaPage title="Logic test">
      <Text>Developer page for the rule-expression evaluator (issue #4).</Text>
    </AreaPage>
  );
}

export function NotFoundPage() {
  return (
    <AreaPage title="Page not found">
      <Text>
        There is no page at this address.{' '}
        <Anchor component={Link} to="/topmenu/project">
          Go to your projects
        </Anchor>
        .
      </Text>
    </AreaPage>
  );
}
