import { Anchor, AppShell, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useUserInfo } from '../../lib/session-store.ts';
import { PermittedOutlet, RequireAuth } from '../route-guard.tsx';
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
            {userInfo && <NotificationBell />}
            {userInfo && (
              // The spec's menu has no Account entry: the user's name leads to the account area.
              <Anchor
                component={Link}
                to={paths.account}
                size="sm"
                c="dimmed"
                data-testid="signed-in-user"
                title="Your account"
              >
                {userInfo.AppUser.FirstName} {userInfo.AppUser.LastName}
                {userInfo.AppUser.DefaultCompany ? ` · ${userInfo.AppUser.DefaultCompany.Name}` : ''}
              </Anchor>
            )}
          </Group>
        </AppShell.Header>
        <AppShell.Navbar>
          <SideMenu />
        </AppShell.Navbar>
        <AppShell.Main>
          <ImpersonationBanner />
          <PermittedOutlet />
        </AppShell.Main>
      </AppShell>
    </RequireAuth>
  );
}
