/**
 * A dialog that fills a phone's screen and is a card sized to its content from 768 px (`md`) up: pass as
 * `size` to Dialog.Root and spread `content(...)` on Dialog.Content. Chakra's responsive size alone keeps the
 * 'full' size's full height, square corners and zero margin at `md` too (the `md` size sets only a width),
 * so the dialog grew to the window's height at 1280 px. On a phone it is the screen less the room the toasts
 * on screen take (src/admin/ui/toastRoom.ts), so that no toast lies over its controls.
 */
export const phoneFullDialog = (md: 'md' | 'xl') => ({
  size: { base: 'full', md } as const,
  content: {
    minH: {
      base: 'calc(100dvh - var(--toast-room-top, 0px) - var(--toast-room-bottom, 0px))',
      md: 'auto',
    },
    borderRadius: { base: '0', md: 'l3' },
  } as const,
});
