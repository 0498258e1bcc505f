import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet } from 'react-router';
import { getBrands } from '../features/session/api/get-brands.ts';
import { getClientConfig } from '../features/session/api/get-client-config.ts';
import { applyBrandTheme, brandIdOfUser } from '../features/session/brand-theme.ts';
import { useUserInfo } from '../lib/session-store.ts';
import { lazyComponent } from './lazy-route.ts';
import { themeForBrand } from './theme.ts';

// Loaded only for a signed-in user, so the sign-in screens do not carry the modal code.
const IdleWatcher = lazyComponent(() =>
  import('../features/session/idle-watcher.tsx').then((module) => module.IdleWatcher),
);

/** Spec section 9 default: 15 minutes before the warning, then a 30-second countdown. */
const DEFAULT_CONFIG = { InactivityTimeoutSeconds: 900, InactivityCountdownSeconds: 30 };

/**
 * Wraps every route: the theme and body class follow the default company's brand (cleared when
 * nobody is signed in), brands are loaded at startup, and idle tracking watches each navigation.
 */
export function RootLayout() {
  const userInfo = useUserInfo();
  const brandId = brandIdOfUser(userInfo);
  const theme = useMemo(() => themeForBrand(brandId), [brandId]);
  useQuery({ queryKey: ['brands'], queryFn: getBrands, staleTime: Number.POSITIVE_INFINITY });
  const config = useQuery({
    queryKey: ['client-config'],
    queryFn: getClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Idle timing starts once the server's setting is known (the defaults only when it cannot be read).
  const settings = config.data ?? (config.isError ? DEFAULT_CONFIG : null);

  useEffect(() => applyBrandTheme(userInfo ? brandId : null), [userInfo, brandId]);

  return (
    <MantineProvider theme={theme}>
      <Notifications
        position="top-right"
        containerWidth="20vw"
        classNames={{ root: 'aq-toast-container' }}
        zIndex={2000}
      />
      <Outlet />
      {userInfo && settings && (
        <Suspense fallback={null}>
          <IdleWatcher
            timeoutSeconds={settings.InactivityTimeoutSeconds}
            countdownSeconds={settings.InactivityCountdownSeconds}
          />
        </Suspense>
      )}
    </MantineProvider>
  );
}
