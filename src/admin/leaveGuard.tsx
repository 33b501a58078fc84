/**
 * Unsaved work is guarded (a machine's state says there is some: the tag `unsaved`). While a screen has
 * some, leaving it in the app asks 'Leave without saving?' (Stay / Leave): a link, the menu, Cancel, or the
 * browser's Back; a reload or closing the tab gets the browser's own prompt (`beforeunload`).
 *
 * Why not React Router's `useBlocker`: it needs a data router, whose code (~18 KB gzipped) would land in
 * the storefront's first load, already at its 150 KB budget. So the back-office's navigator (React Router's
 * NavigationContext, which every Link and `navigate` use) is wrapped here, and Back is held the way
 * `useBlocker` holds it: the history step is undone, then redone on Leave.
 *
 * How far a step goes is told by React Router's own index of history entries (`history.state.idx`).
 */
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { UNSAFE_NavigationContext as NavigationContext, type To, useLocation } from 'react-router-dom';
import { setPopGuard } from '../ui/popGuard';
import { ConfirmDialog } from './ui/ConfirmDialog';

export const LEAVE_TEXTS = {
  title: 'Leave without saving?',
  body: 'Your changes on this screen have not been saved yet. If you leave, they are lost.',
  stay: 'Stay',
  leave: 'Leave',
} as const;

/** How many screens (or dialogs) hold unsaved work now. */
const GuardCount = createContext<{ add: () => () => void } | null>(null);

const pathOf = (to: To) =>
  typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname;
const historyIndex = (state: unknown) => (state as { idx?: number } | null)?.idx ?? 0;

/** The back-office's routes, their navigation guarded while a screen holds unsaved work. */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const outer = useContext(NavigationContext);
  const guards = useRef(0);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback((leave: () => void) => setPending(() => leave), []);

  const navigation = useMemo(() => {
    const { navigator } = outer;
    const guarded =
      (go: (to: To, ...rest: never[]) => void) =>
      (to: To, ...rest: never[]) => {
        if (guards.current === 0 || pathOf(to) === window.location.pathname) return go(to, ...rest);
        ask(() => go(to, ...rest));
      };
    return {
      ...outer,
      navigator: {
        ...navigator,
        push: guarded(navigator.push.bind(navigator)),
        replace: guarded(navigator.replace.bind(navigator)),
        go: (delta: number) => (guards.current === 0 ? navigator.go(delta) : ask(() => navigator.go(delta))),
      },
    };
  }, [outer, ask]);

  // The history entry shown (React Router's index of it), for how far a Back or Forward goes.
  const location = useLocation();
  const index = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read at each change of the entry shown
  useEffect(() => {
    index.current = historyIndex(window.history.state);
  }, [location]);

  // Back and Forward: the step is undone before the router sees it, and redone on Leave.
  useEffect(() => {
    let undoing = false;
    let letThrough = false;
    const onPop = (event: PopStateEvent) => {
      const next = historyIndex(event.state);
      if (letThrough) {
        letThrough = false;
        return;
      }
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      if (guards.current === 0) return;
      const delta = next - index.current;
      event.stopImmediatePropagation();
      undoing = true;
      window.history.go(-delta);
      ask(() => {
        letThrough = true;
        window.history.go(delta);
      });
    };
    // Heard before the router's own listener (src/ui/popGuard.ts).
    setPopGuard(onPop);
    return () => setPopGuard(null);
  }, [ask]);

  const count = useMemo(
    () => ({
      add: () => {
        guards.current += 1;
        return () => {
          guards.current -= 1;
        };
      },
    }),
    [],
  );

  return (
    <GuardCount.Provider value={count}>
      <NavigationContext.Provider value={navigation}>{children}</NavigationContext.Provider>
      <ConfirmDialog
        open={pending !== null}
        title={LEAVE_TEXTS.title}
        confirmLabel={LEAVE_TEXTS.leave}
        cancelLabel={LEAVE_TEXTS.stay}
        destructive
        onCancel={() => setPending(null)}
        onConfirm={() => {
          // The navigation asked for, past the guard (the screen that holds the work goes with it).
          pending?.();
          setPending(null);
        }}
      >
        {LEAVE_TEXTS.body}
      </ConfirmDialog>
    </GuardCount.Provider>
  );
}

/**
 * Guards the screen while `unsaved` (a machine state's tag): in-app navigation asks first, a reload or
 * tab close gets the browser's prompt.
 */
export function useLeaveGuard(unsaved: boolean) {
  const count = useContext(GuardCount);
  useEffect(() => {
    if (!unsaved) return;
    const release = count?.add();
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and Safari show the prompt only for a returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      release?.();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved, count]);
}
