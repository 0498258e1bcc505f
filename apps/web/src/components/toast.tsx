import type { NotificationType } from '@airquote/shared/enums/lookups';
import { notifications } from '@mantine/notifications';
import { flashToastKey } from '../lib/local-storage-keys.ts';
import { NotificationIcon } from './notification-icon.tsx';
import { notificationColors } from './notification-style.ts';

/** Spec section 9: toasts last 8000 ms unless the caller says otherwise. */
export const DEFAULT_TOAST_MS = 8000;

export type ToastOptions = {
  type: NotificationType;
  message: string;
  title?: string;
  durationMs?: number;
  onClose?: () => void;
};

/** Shows a toast at the top right (20vw wide, 20 px from top and right), styled by type. */
export function showToast({
  type,
  message,
  title,
  durationMs = DEFAULT_TOAST_MS,
  onClose,
}: ToastOptions): string {
  return notifications.show({
    title: title ?? type,
    message,
    autoClose: durationMs,
    withCloseButton: true,
    // Mantine paints the icon slot in the toast's colour, so the icon itself is white.
    icon: <NotificationIcon type={type} size={20} color="#fff" />,
    color: notificationColors[type],
    className: `aq-toast aq-toast-${type.toLowerCase()}`,
    style: { borderLeft: `6px solid ${notificationColors[type]}` },
    ...(onClose ? { onClose } : {}),
  });
}

/**
 * A notice that stays while long work (a PDF being generated) runs in the background, so the user
 * knows it goes on and may keep working meanwhile. Returns the function that takes it away.
 */
export function showProgressNotice(title: string, message: string): () => void {
  const id = notifications.show({
    loading: true,
    title,
    message,
    autoClose: false,
    withCloseButton: false,
    className: 'aq-progress-notice',
  });
  return () => notifications.hide(id);
}

/** Keeps a toast across a full-page redirect: the next page shows it for the same duration. */
export function showToastAfterRedirect(options: Omit<ToastOptions, 'onClose'>): void {
  sessionStorage.setItem(flashToastKey, JSON.stringify(options));
}

export function showPendingRedirectToast(): void {
  const raw = sessionStorage.getItem(flashToastKey);
  if (!raw) return;
  sessionStorage.removeItem(flashToastKey);
  try {
    showToast(JSON.parse(raw) as ToastOptions);
  } catch {
    // A malformed entry is simply dropped.
  }
}
