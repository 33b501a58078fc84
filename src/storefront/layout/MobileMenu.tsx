import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { type Section, sections } from '../../routes';
import { collectionNavItem, navItems } from './navItems';

interface Props {
  open: boolean;
  onClose: () => void;
  onGo: (section: Section) => void;
}

/**
 * The slide-out menu of small screens (its own chunk, loaded on first open): the browser's own modal
 * dialog. `showModal()` makes the page behind it inert, keeps focus inside, closes on Escape and draws the
 * backdrop; it slides in from the right by CSS (not under reduced motion).
 */
export default function MobileMenu({ open, onClose, onGo }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(() => () => ref.current?.close(), []);
  const go = (section: Section) => {
    // Closed first, so the page is scrollable again (and focus back on the menu button) as it scrolls.
    ref.current?.close();
    onGo(section);
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard twin is Escape (onCancel)
    <dialog
      ref={ref}
      className="mobile-menu"
      aria-labelledby={titleId}
      // However it closed (a second Escape the browser does not let the page cancel, a pick), the state follows.
      onClose={() => open && onClose()}
      // Escape: the parent's state closes it (the element would otherwise close itself behind React's back).
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop (outside the panel) closes it too.
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
      <div className="mobile-menu-header">
        <h2 id={titleId} className="mobile-menu-title">
          Menu
        </h2>
      </div>
      <div className="mobile-menu-body">
        <nav aria-label="Mobile" className="mobile-menu-nav">
          {navItems.map((item) => (
            <button
              key={item.section}
              type="button"
              className="mobile-menu-item"
              onClick={() => go(item.section)}
            >
              {item.label}
            </button>
          ))}
          <Link className="mobile-menu-item" to={collectionNavItem.to} onClick={onClose}>
            {collectionNavItem.label}
          </Link>
          <button type="button" className="btn mobile-menu-shop" onClick={() => go(sections.frames)}>
            Shop Now
          </button>
        </nav>
      </div>
      <button type="button" className="mobile-menu-close" aria-label="Close menu" onClick={onClose}>
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M18 6 6 18" />
          <path d="m6 6 12 12" />
        </svg>
      </button>
    </dialog>
  );
}
