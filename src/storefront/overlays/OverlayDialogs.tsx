import { useEffect, useId, useRef } from 'react';

interface Props {
  kind: 'promo' | 'welcome';
  onClose: () => void;
  onShop: () => void;
}

const texts = {
  promo: {
    title: 'New Arrivals',
    body: 'Fresh picture frames have just landed: classic, modern and luxury styles, delivered across Kenya.',
    action: 'See New Arrivals',
  },
  welcome: {
    title: 'Welcome to Frame Shop',
    body: 'Browse our imported frames and order any of them by chat in a few taps. We deliver across Kenya.',
    action: 'Browse Frames',
  },
};

/**
 * The 'new arrivals' promo and the first-visit modal (their own chunk, loaded when first shown): the
 * browser's own modal dialog. `showModal()` makes the page behind it inert, keeps focus inside, closes on
 * Escape and draws the backdrop, with no dialog library in the storefront's scripts. It fades in by CSS
 * (not under reduced motion; overlays.css).
 */
export default function OverlayDialog({ kind, onClose, onShop }: Props) {
  const t = texts[kind];
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape (onCancel)
    <dialog
      ref={ref}
      className="overlay-dialog"
      aria-labelledby={titleId}
      data-testid={`${kind}-dialog`}
      // Escape: the machine closes it (the element would otherwise close itself behind React's back).
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop (outside the box) closes it too.
      onClick={(e) => {
        if (e.target === e.currentTarget) {
          const box = e.currentTarget.getBoundingClientRect();
          const inside =
            e.clientX >= box.left &&
            e.clientX <= box.right &&
            e.clientY >= box.top &&
            e.clientY <= box.bottom;
          if (!inside) onClose();
        }
      }}
    >
      <button type="button" className="overlay-dialog-x" aria-label="Close dialog" onClick={onClose}>
        ×
      </button>
      <h2 id={titleId} className="overlay-dialog-title">
        {t.title}
      </h2>
      <p className="overlay-dialog-text">{t.body}</p>
      <div className="overlay-dialog-actions">
        <button type="button" className="overlay-dialog-button overlay-dialog-close" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="overlay-dialog-button overlay-dialog-action"
          onClick={() => {
            onClose();
            onShop();
          }}
        >
          {t.action}
        </button>
      </div>
    </dialog>
  );
}
