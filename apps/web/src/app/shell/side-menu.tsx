import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { paths } from '../../config/paths.ts';
import { useUserInfo } from '../../lib/session-store.ts';
import { menuEntriesFor } from './menu-entries.ts';

/** Fixed 160 px side menu with the logo (max 128 px) on top. */
export function SideMenu() {
  const userInfo = useUserInfo();
  const location = useLocation();
  return (
    <Stack gap={2} p={6} component="nav" aria-label="Main menu">
      <Link
        to="/topmenu/project"
        aria-label="AirQuote home"
        style={{ display: 'block', padding: '8px 8px 16px' }}
      >
        <BrandLogo />
      </Link>
      {menuEntriesFor(userInfo)
        .filter((entry) => entry.visible)
        .map((entry) => (
          <NavLink
            key={entry.title}
            component={Link}
            to={entry.url}
            label={entry.title}
            leftSection={<entry.icon size={18} stroke={1.8} />}
            active={location.pathname.toLowerCase().startsWith(entry.url.toLowerCase())}
            // Logout is a full page load (spec section 4): nothing of the session stays in memory.
            reloadDocument={entry.url === paths.logout}
            className="aq-side-menu-link"
            variant="filled"
            styles={{ root: { paddingInline: 8 }, section: { marginInlineEnd: 8 } }}
          />
        ))}
    </Stack>
  );
}
