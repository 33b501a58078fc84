import { useCallback, useEffect, useRef, useState } from 'react';
import { attachToaster, type ToastRequest } from './toast';

/** At most this many toasts on screen (spec: one to three visible at a time); the oldest leaves first. */
const MAX_VISIBLE = 3;

interface Shown extends ToastRequest {
  id: number;
}

/** One toast: it leaves after its duration (successes 3 s, errors 5 s), paused while pointed at or focused. */
function ToastItem({ toast, onDone }: { toast: Shown; onDone: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const left = useRef(toast.duration ?? (toast.type === 'error' ? 5000 : 3000));
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDone(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, toast.id, onDone]);
  return (
    <li
      className="toast"
      data-type={toast.type}
      role={toast.type === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast-text">
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button type="button" className="toast-close" aria-label="Close" onClick={() => onDone(toast.id)}>
        ×
      </button>
    </li>
  );
}

/**
 * The storefront's toaster, its own chunk loaded on the first toast: plain elements and CSS (global.css),
 * top right (full width on a phone), announced to screen readers as status or, for errors, alert.
 */
export default function ShopToaster() {
  const [toasts, setToasts] = useState<Shown[]>([]);
  const next = useRef(0);
  useEffect(
    () =>
      attachToaster((toast) => {
        next.current += 1;
        const id = next.current;
        setToasts((list) => [...list, { ...toast, id }].slice(-MAX_VISIBLE));
      }),
    [],
  );
  const done = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return (
    <section className="toaster" aria-label="Notifications">
      <ol>
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDone={done} />
        ))}
      </ol>
    </section>
  );
}
