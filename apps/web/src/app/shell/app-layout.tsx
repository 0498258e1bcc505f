import { Anchor, AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useUserInfo } from '../../lib/session-store.ts';
import { PermittedOutlet, RequireAuth } from '../route-guard.tsx';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { SideMenu } from './side-menu.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';

/**
 * The signed-in application: a header with the user, the side menu and the page. From the spec's
 * 768 px breakpoint ('sm') up the side menu is its fixed 160 px; below it (phones, small tablets) it
 * folds behind the header's menu button and opens over the page (ADR 34).
 */
export function AppLayout() {
  const userInfo = useUserInfo();
  const location = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  // A chosen entry (or any other navigation) closes the folded menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new address on purpose.
  useEffect(() => menu.close(), [location.pathname, location.search]);
  return (
    <RequireAuth>
      <SkipLink />
      <AppShell
        navbar={{ width: 160, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
        header={{ height: 48 }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpened ? 'Close the main menu' : 'Open the main menu'}
              aria-expanded={menuOpened}
              aria-controls="aq-main-menu"
              data-testid="menu-button"
            />
            <Group justify="flex-end" gap="lg" wrap="nowrap" className="aq-header-end">
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
                  className="aq-signed-in-user"
                >
                  {userInfo.AppUser.FirstName} {userInfo.AppUser.LastName}
                  {userInfo.AppUser.DefaultCompany ? ` · ${userInfo.AppUser.DefaultCompany.Name}` : ''}
                </Anchor>
              )}
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar id="aq-main-menu">
          <SideMenu />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className="aq-main">
          <ImpersonationBanner />
          <PermittedOutlet />
        </AppShell.Main>
      </AppShell>
    </RequireAuth>
  );
}
