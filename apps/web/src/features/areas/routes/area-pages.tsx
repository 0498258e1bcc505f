import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The main areas of the shell. Their contents are planned in their own issues (catalog #4,
 * quotes/orders/notifications #5, documents #6, admin/reports #7; account and help have their own
 * features); until then each page says plainly what it will hold.
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
