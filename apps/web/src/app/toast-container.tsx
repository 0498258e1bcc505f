import { Notifications } from '@mantine/notifications';

/**
 * The toast container (spec section 9): top right, 20vw wide, above modals. Its own chunk, loaded
 * by the root layout once a toast is due or someone is signed in (root-layout.tsx).
 */
export function ToastContainer() {
  return (
    <Notifications
      position="top-right"
      containerWidth="20vw"
      classNames={{ root: 'aq-toast-container' }}
      zIndex={2000}
    />
  );
}
