import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { lazyComponent } from '../lib/lazy-load.ts';
import { useUserInfo } from '../lib/session-store.ts';
import { readableColorVariables, themeForBrand } from '../lib/theme.ts';
import { useClientConfig } from '../shared/session/api/get-client-config.ts';
import { useBrandState } from '../shared/session/brand-state.ts';
import { applyBrandTheme, brandIdOfUser } from '../shared/session/brand-theme.ts';

// Loaded only for a signed-in user, so the sign-in screens do not carry the modal code.
const IdleWatcher = lazyComponent(() =>
  import('../shared/session/idle-watcher.tsx').then((module) => module.IdleWatcher),
);

// The toast container and its transitions are a chunk of their own: the login page shows no toast
// unless one is carried over a redirect, and its JavaScript stays under 200 kB gzipped (issue #2).
const ToastContainer = lazyComponent(() =>
  import('./toast-container.tsx').then((module) => module.ToastContainer),
);

/**
 * Whether the toast container is mounted: from the first toast on (shown toasts wait in Mantine's
 * store until it is), and for a signed-in user from the start; once mounted it stays.
 */
function useToastContainerMounted(signedIn: boolean): boolean {
  const { notifications, queue } = useNotifications();
  const wanted = signedIn || notifications.length > 0 || queue.length > 0;
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted || wanted;
}

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
  // Spec section 7: brands are loaded at startup; the state is read with the same hook.
  useBrandState();
  const config = useClientConfig();
  // Idle timing starts once the server's setting is known (the defaults only when it cannot be read).
  const settings = config.data ?? (config.isError ? DEFAULT_CONFIG : null);
  const toastContainerMounted = useToastContainerMounted(userInfo !== null);

  useEffect(() => applyBrandTheme(userInfo ? brandId : null), [userInfo, brandId]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={readableColorVariables}>
      {toastContainerMounted && (
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      )}
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
