import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** A project that does not exist or that this user may not see: the same answer for both. */
export function ProjectNotFound() {
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        Project not found
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Text>
          This project does not exist, or you do not have access to it.{' '}
          <Anchor component={Link} to={paths.projects}>
            Back to your projects
          </Anchor>
          .
        </Text>
      </Paper>
    </Stack>
  );
}
