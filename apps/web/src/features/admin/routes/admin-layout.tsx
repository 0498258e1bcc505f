import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useUserInfo } from '../../../lib/session-store.ts';
import { visibleAdminTabs } from '../admin-access.ts';

function NoAdminRights() {
  return (
    <Paper withBorder p="lg" radius="md" maw={900}>
      <Text>
        You have no administration rights. Companies, users and roles are managed by administrators.
      </Text>
    </Paper>
  );
}

/**
 * /topmenu/admin: tabs for the admin sub-routes the user may open. A tab the user may not open is
 * neither shown nor rendered, so no call of it is made (the web signs a user out on any 403).
 */
export function AdminLayout() {
  const userInfo = useUserInfo();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = visibleAdminTabs(userInfo);
  const pathname = location.pathname.toLowerCase().replace(/\/+$/, '');
  const active = tabs.find((entry) => pathname.startsWith(entry.url.toLowerCase()));
  const atIndex = pathname === '/topmenu/admin';
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Admin
      </Title>
      {tabs.length === 0 ? (
        <NoAdminRights />
      ) : (
        <>
          <Tabs
            value={active?.tab ?? null}
            onChange={(value) => {
              const target = tabs.find((entry) => entry.tab === value);
              if (target) navigate(target.url);
            }}
            keepMounted={false}
          >
            <Tabs.List aria-label="Admin areas">
              {tabs.map((entry) => (
                <Tabs.Tab key={entry.tab} value={entry.tab}>
                  {entry.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {active ? <Outlet /> : atIndex ? <Navigate to={tabs[0]?.url ?? '/'} replace /> : <NoAdminRights />}
        </>
      )}
    </Stack>
  );
}
