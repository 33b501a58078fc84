/**
 * The room the toasts on screen take at the top and at the bottom of the window, published as the CSS
 * variables --toast-room-top and --toast-room-bottom on <html> (0 px without a toast). Dialogs leave that
 * room (adminSystem.ts's global style pads their positioner by it; phoneFullDialog's height subtracts it), so
 * a toast never lies over a dialog's controls: at 1280 px the bottom-end toast sat over an xl dialog's
 * Import button, on a phone the top toast over its file picker. Measured where the toasts come to rest (again
 * after each transition), with a small gap. While a dialog is open the room only grows: a dialog moves away from
 * a toast that comes, and stays put when it leaves, so it never moves under a pointer on its way to Cancel (a
 * failure's toast left 5 s after it came, the dialog went back down, and a click begun on Cancel ended beside
 * it: the dialog stayed open, paths-message and paths-userChange in CI); the room shrinks once none is open.
 * Nor does it move while a pointer is pressed: a toast that comes between a press and its release (a failure's
 * toast drawn just after its dialog) waits for the release, so the click ends where it began. It had moved the
 * dialog up by half its room in between, the release landed beside Cancel, and no click reached it (CI again,
 * paths-userChange and paths-message: Cancel pressed, the dialog still open 30 s later).
 * While a dialog is open, only a toast that lies over it takes room: one clear of it (the bottom-right toast
 * below a confirmation at 1280 px) moved it up by half its room for nothing, once, as it came. Measured again
 * when a dialog's entrance ends, where it rests.
 */
const GAP = 8;
const TOAST = '[data-scope="toast"][data-part="root"]';
const OPEN_DIALOG = ':is([role="dialog"], [role="alertdialog"])[data-state="open"]';

/** Where an open dialog lies, as laid out (the scale of its entrance left out). */
function laidOut(dialog: HTMLElement) {
  const r = dialog.getBoundingClientRect();
  const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
  const [w, h] = [dialog.offsetWidth / 2, dialog.offsetHeight / 2];
  return { left: x - w, right: x + w, top: y - h, bottom: y + h };
}

const overlap = (a: DOMRect, b: ReturnType<typeof laidOut>) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function measure() {
  let top = 0;
  let bottom = 0;
  const dialogs = [...document.querySelectorAll<HTMLElement>(OPEN_DIALOG)].map(laidOut);
  for (const toast of document.querySelectorAll(TOAST)) {
    if (toast.getAttribute('data-state') === 'closed') continue;
    const r = toast.getBoundingClientRect();
    if (r.height === 0) continue;
    // Clear of every open dialog (a confirmation at 1280 px, the toast at the bottom right), it takes no room.
    if (dialogs.length > 0 && !dialogs.some((d) => overlap(r, d))) continue;
    const placement = toast.closest('[data-placement]')?.getAttribute('data-placement') ?? '';
    if (placement.startsWith('top')) top = Math.max(top, r.bottom + GAP);
    else bottom = Math.max(bottom, window.innerHeight - r.top + GAP);
  }
  const growOnly = dialogs.length > 0;
  set('--toast-room-top', top, growOnly);
  set('--toast-room-bottom', bottom, growOnly);
}

function set(name: string, px: number, growOnly: boolean) {
  const style = document.documentElement.style;
  const now = Number.parseFloat(style.getPropertyValue(name)) || 0;
  if (growOnly && px < now) return;
  const value = `${Math.round(px)}px`;
  if (style.getPropertyValue(name) !== value) style.setProperty(name, value);
}

/** Keeps the variables up to date until the returned function is called. */
export function publishToastRoom() {
  let frame = 0;
  /** A pointer is down: the room is measured once it is released (or the press is cancelled). */
  let pressed = false;
  let waiting = false;
  const measureUnpressed = () => {
    waiting = pressed;
    if (!pressed) measure();
  };
  const schedule = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(measureUnpressed);
  };
  const press = () => {
    pressed = true;
  };
  const release = () => {
    pressed = false;
    if (waiting) schedule();
  };
  /** The window losing focus ends a press too (its release may come elsewhere), not an element's blur. */
  const windowBlur = (e: FocusEvent) => {
    if (e.target === window) release();
  };
  const PRESS_ENDS = ['pointerup', 'pointercancel'] as const;
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributeFilter: ['data-state', 'style'],
  });
  const settled = (e: Event) => {
    if (e.target instanceof Element && e.target.matches(`${TOAST}, ${OPEN_DIALOG}`)) schedule();
  };
  document.addEventListener('transitionend', settled);
  document.addEventListener('animationend', settled);
  window.addEventListener('resize', schedule);
  window.addEventListener('pointerdown', press, true);
  for (const type of PRESS_ENDS) window.addEventListener(type, release, true);
  window.addEventListener('blur', windowBlur);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    document.removeEventListener('transitionend', settled);
    document.removeEventListener('animationend', settled);
    window.removeEventListener('resize', schedule);
    window.removeEventListener('pointerdown', press, true);
    for (const type of PRESS_ENDS) window.removeEventListener(type, release, true);
    window.removeEventListener('blur', windowBlur);
    document.documentElement.style.removeProperty('--toast-room-top');
    document.documentElement.style.removeProperty('--toast-room-bottom');
  };
}
