import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type NoAccessPageProps = {
  /** The area's name, as its menu entry and heading say it. */
  title: string;
  /** What the account may not see, in one sentence. */
  message: string;
  /** What to do about it; the default names the administrator. */
  hint?: ReactNode;
  /** A link on to the projects (off where the projects are what is refused). */
  projectsLink?: boolean;
};

/**
 * A page the signed-in user's roles do not open: said plainly, with a way on, and without asking the
 * server anything (a refused call, 403, would sign the user out: spec section 8).
 */
export function NoAccessPage({ title, message, hint, projectsLink = true }: NoAccessPageProps) {
  return (
    <Stack gap="md" maw={900} data-testid="no-access-page">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconLock size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Stack gap={6}>
            <Text fw={500}>{message}</Text>
            {/* Gray 7, not Mantine's dimmed (3.3:1): the hint reads at WCAG AA. */}
            <Text size="sm" c="gray.7">
              {hint ??
                'If you need this page, an administrator of your company can give you a role that includes it.'}
            </Text>
            {projectsLink && (
              <Anchor component={Link} to="/topmenu/project" size="sm">
                Go to your projects
              </Anchor>
            )}
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
