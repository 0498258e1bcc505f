import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The main areas of the shell. Their contents are planned in their own issues (catalog #4,
 * quotes/orders #5, documents #6, admin #7; reports and account and help have their own
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
