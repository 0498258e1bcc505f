import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

/** A centred link under a sign-in form (Back to Login, Already have an account?). */
export function AuthLink({ to, children }: { to: string; children: string }) {
  return (
    <Group justify="center">
      <Anchor component={Link} to={to} size="sm">
        {children}
      </Anchor>
    </Group>
  );
}
