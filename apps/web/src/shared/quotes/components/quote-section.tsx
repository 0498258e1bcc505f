import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the quote form, as the form's own sections look (the review sections use it). */
export function QuoteSection({
  title,
  testId,
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
