import { AppShell, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { useUserInfo } from '../../lib/session-store.ts';
import { RequireAuth } from '../route-guard.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { SideMenu } from './side-menu.tsx';

/** The signed-in application: side menu of fixed width 160 px, a header with the user, the page. */
export function AppLayout() {
  const userInfo = useUserInfo();
  return (
    <RequireAuth>
      <AppShell navbar={{ width: 160, breakpoint: 0 }} header={{ height: 48 }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="flex-end" gap="lg">
            {userInfo && (
              <Text size="sm" c="dimmed" data-testid="signed-in-user">
                {userInfo.AppUser.FirstName} {userInfo.AppUser.LastName}
                {userInfo.AppUser.DefaultCompany ? ` · ${userInfo.AppUser.DefaultCompany.Name}` : ''}
              </Text>
            )}
          </Group>
        </AppShell.Header>
        <AppShell.Navbar>
          <SideMenu />
        </AppShell.Navbar>
        <AppShell.Main>
          <ImpersonationBanner />
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </RequireAuth>
  );
}
