import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { STOPPING_IMPERSONATION_MARKER } from '../../../lib/local-storage-keys.ts';
import { useImpersonatingUserId, useUserInfo } from '../../../lib/session-store.ts';
import { ChangePasswordCard } from '../components/change-password-card.tsx';
import { CompaniesAndRolesCard } from '../components/companies-and-roles-card.tsx';
import { ProfileCard } from '../components/profile-card.tsx';
import { SignOutEverywhereCard } from '../components/sign-out-everywhere-card.tsx';
import { UnitsCard } from '../components/units-card.tsx';

/**
 * /topmenu/account: the signed-in user's own profile, password, companies and roles, and sessions.
 * The route is not guarded (spec section 2), so a visitor without a session is sent to sign in.
 */
export function AccountPage() {
  const userInfo = useUserInfo();
  const impersonatingUserId = useImpersonatingUserId();
  const impersonating =
    !!userInfo?.ImpersonatorUserId ||
    (!!impersonatingUserId && impersonatingUserId !== STOPPING_IMPERSONATION_MARKER);

  if (!userInfo) {
    return (
      <Stack gap="md" maw={640}>
        <Title order={1} size="h2">
          Account
        </Title>
        <Paper withBorder radius="md" p="lg">
          <Text>
            You are not signed in.{' '}
            <Anchor component={Link} to={paths.login}>
              Sign in
            </Anchor>{' '}
            to see your account.
          </Text>
        </Paper>
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={1100}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Account
        </Title>
        <Text size="sm" c="dimmed">
          {userInfo.AppUser.FirstName} {userInfo.AppUser.LastName} · {userInfo.AppUser.EmailAddress}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
        <Stack gap="md">
          <ProfileCard userInfo={userInfo} />
          <UnitsCard />
          <ChangePasswordCard userId={userInfo.AppUser.UserId} impersonating={impersonating} />
        </Stack>
        <Stack gap="md">
          <CompaniesAndRolesCard userInfo={userInfo} />
          <SignOutEverywhereCard impersonating={impersonating} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
