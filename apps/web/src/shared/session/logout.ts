import { showToastAfterRedirect, type ToastOptions } from '../../components/toast.tsx';
import { paths } from '../../config/paths.ts';
import { isLeavingPage, startLeavingPage } from '../../lib/api-client.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { logoutUser } from './api/logout-user.ts';
import { applyBrandTheme } from './brand-theme.ts';

/** Clears the local session and restores the default brand theme, without leaving the page. */
export async function endLocalSession(callServer: boolean): Promise<void> {
  if (callServer && sessionStore.getToken()) {
    try {
      await logoutUser();
    } catch (error) {
      // Spec section 8: a failed logout call still clears local data.
      console.warn('logout call failed; clearing the local session anyway', error);
    }
  }
  sessionStore.clearAll();
  applyBrandTheme(null);
}

/**
 * Spec section 4 logout: call the server, clear local and session storage, restore the default
 * theme, then a full redirect to the login page (also when the call fails).
 */
export async function logout(
  options: { callServer?: boolean; toast?: Omit<ToastOptions, 'onClose'> } = {},
): Promise<void> {
  // A logout, or another change of session, is already leaving the page.
  if (isLeavingPage()) return;
  startLeavingPage();
  await endLocalSession(options.callServer ?? true);
  if (options.toast) showToastAfterRedirect(options.toast);
  window.location.assign(paths.login);
}
