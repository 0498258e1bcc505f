import { Button, Stack, Text } from '@mantine/core';

type LoadFailureProps = {
  /** What could not be loaded, for the message: "projects", "the history" reads "The projects…". */
  what: string;
  /** Why, when the answer said (shown under the message). */
  error?: Error | null;
  onRetry: () => void;
};

/** The one way a failed load shows: what could not be loaded, why, and a way to try again. */
export function LoadFailure({ what, error, onRetry }: LoadFailureProps) {
  return (
    <Stack align="center" p="xl" gap="xs">
      <Text>The {what} could not be loaded.</Text>
      {error?.message && (
        <Text size="sm" c="dimmed">
          {error.message}
        </Text>
      )}
      <Button variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
