import {
  IconBell,
  IconChartBar,
  IconFileInvoice,
  IconFolders,
  IconHelp,
  IconLogout,
  IconSettings,
  IconTruckDelivery,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { paths } from '../../config/paths.ts';
import { hasPermission } from '../../lib/permissions.ts';
import type { UserInfo } from '../../lib/session-store.ts';
import { isEngineer } from '../../shared/session/user-info.ts';

export type MenuEntry = {
  title: string;
  url: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  visible: boolean;
};

/** The side menu of spec section 2; an Engineer sees no Quotes and no Orders (section 6), and Reports only a reader of reports. */
export function menuEntriesFor(userInfo: UserInfo | null): MenuEntry[] {
  const engineer = isEngineer(userInfo);
  return [
    { title: 'Notifications', url: paths.notifications, icon: IconBell, visible: true },
    { title: 'Projects', url: '/topmenu/project', icon: IconFolders, visible: true },
    { title: 'Quotes', url: paths.quotes, icon: IconFileInvoice, visible: !engineer },
    { title: 'Orders', url: paths.orders, icon: IconTruckDelivery, visible: !engineer },
    {
      title: 'Reports',
      url: paths.reports,
      icon: IconChartBar,
      visible: hasPermission(userInfo, 'report.view'),
    },
    { title: 'Help', url: paths.help, icon: IconHelp, visible: true },
    { title: 'Admin', url: paths.admin, icon: IconSettings, visible: true },
    { title: 'Logout', url: paths.logout, icon: IconLogout, visible: true },
  ];
}
