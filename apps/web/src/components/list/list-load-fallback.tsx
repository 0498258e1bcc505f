import { Button, Group, Loader, Stack, Text } from '@mantine/core';

type ListLoadFallbackProps = {
  /** What the list holds, for the messages: "projects", "schedules". */
  what: string;
  error: Error | null;
  onRetry: () => void;
};

/** What a list shows before its first answer: a spinner, or why it failed with a way to try again. */
export function ListLoadFallback({ what, error, onRetry }: ListLoadFallbackProps) {
  if (error)
    return (
      <Stack align="center" p="xl" gap="xs">
        <Text>The {what} could not be loaded.</Text>
        <Text size="sm" c="dimmed">
          {error.message}
        </Text>
        <Button variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  return (
    <Group justify="center" p="xl">
      <Loader aria-label={`Loading ${what}`} />
    </Group>
  );
}
