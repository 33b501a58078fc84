import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { attachToaster } from '../../ui/toast';

/**
 * Top right, below the phone layout's sticky bar (3.5 rem): a toast never covers the menu button (hovering
 * a toast pauses it, so one over the button would stay there).
 */
const toaster = createToaster({
  placement: 'top-end',
  max: 3,
  pauseOnPageIdle: true,
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

/**
 * Toast colours with AA contrast for their text (Chakra's solid green and red are lighter), and a warning
 * colour of its own: the storefront's theme leaves out the orange palette.
 */
const TOAST_COLORS = {
  '&[data-type=success]': { bg: 'green.700', color: 'white' },
  '&[data-type=error]': { bg: 'red.700', color: 'white' },
  '&[data-type=warning]': { bg: '#9a3412', color: 'white' },
} as const;

/** The back-office's toaster (Chakra's), its own chunk loaded on the first toast. */
export default function AdminToaster() {
  useEffect(() => {
    // The Toaster mounts inside a Portal one render later and only shows toasts created after it
    // subscribed: hand the queue over on the next tick.
    let detach = () => {};
    const timer = setTimeout(() => {
      detach = attachToaster(({ title, description, type, duration }) =>
        toaster.create({ title, description, type, duration: duration ?? (type === 'error' ? 5000 : 3000) }),
      );
    }, 50);
    return () => {
      clearTimeout(timer);
      detach();
    };
  }, []);
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} css={TOAST_COLORS}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
