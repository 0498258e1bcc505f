import { Paper, Stack, Text, Title } from '@mantine/core';

/** For a signed-in user without the project.view permission (a new account waiting for a role). */
export function NoProjectAccess() {
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        Projects
      </Title>
      <Paper withBorder p="lg" radius="md">
        <Text>Your account has no access to projects yet.</Text>
        <Text size="sm" c="dimmed" mt="xs">
          An administrator of your company gives you a role that includes projects; sign in again after that.
        </Text>
      </Paper>
    </Stack>
  );
}
