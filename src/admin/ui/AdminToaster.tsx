import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { attachToaster } from '../../ui/toast';
import { publishToastRoom } from './toastRoom';
import { isWide } from './useWide';

/**
 * Where a toast never covers the controls staff reach for right after a result. From 768 px: bottom right,
 * clear of the screen heading's actions (Refresh, Add, Edit) at the top right and of the form's save bar
 * (SaveBar) in the left column. On a phone: full width under the sticky top bar (3.5 rem), clear of the menu
 * button and of the save bar at the bottom; the heading's actions sit below the heading there. An open
 * dialog moves clear of the toasts on screen (toastRoom.ts). Hovering a toast pauses it, so one over a
 * control would stay there.
 */
const common = { max: 3, pauseOnPageIdle: true } as const;
const wide = createToaster({
  ...common,
  placement: 'bottom-end',
  offsets: { top: '1rem', right: '1rem', bottom: '1rem', left: '1rem' },
});
const narrow = createToaster({
  ...common,
  placement: 'top-end',
  offsets: { top: '4.5rem', right: '1rem', bottom: '1rem', left: '1rem' },
});
/** The toaster for the screen's width when the toast is made (the same breakpoint as Chakra's `md`). */
const toasterNow = () => (isWide() ? wide : narrow);

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
  useEffect(publishToastRoom, []);
  useEffect(() => {
    // The Toaster mounts inside a Portal one render later and only shows toasts created after it
    // subscribed: hand the queue over on the next tick.
    let detach = () => {};
    const timer = setTimeout(() => {
      detach = attachToaster(({ title, description, type, duration, action }) =>
        toasterNow().create({
          title,
          description,
          type,
          duration: duration ?? (type === 'error' ? 5000 : 3000),
          ...(action ? { action } : {}),
        }),
      );
    }, 50);
    return () => {
      clearTimeout(timer);
      detach();
    };
  }, []);
  return (
    <Portal>
      {[wide, narrow].map((toaster, i) => (
        <Toaster key={i === 0 ? 'wide' : 'narrow'} toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }} css={TOAST_COLORS}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
              </Stack>
              {toast.action && (
                <Toast.ActionTrigger color="inherit" borderColor="currentColor">
                  {toast.action.label}
                </Toast.ActionTrigger>
              )}
              <Toast.CloseTrigger />
            </Toast.Root>
          )}
        </Toaster>
      ))}
    </Portal>
  );
}
