import { Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { sections, sectionUrl } from '../../routes';
import { lazyChunk } from '../../ui/chunk';
import { QuietBoundary } from '../../ui/RouteBoundary';
import { ChatButton } from '../overlays/ChatButton';
import { collectionNavItem, navItems } from './navItems';
import { PageWidth } from './Page';
import { useGoToSection } from './sections';

const MobileMenu = lazyChunk(() => import('./MobileMenu'));

/**
 * The navigation bar: links scroll to sections; on small screens a slide-out menu. The chat button
 * lives here, in the sticky bar: always at hand, never over a Buy button or the footer.
 */
export function NavBar() {
  const go = useGoToSection();
  const [menuWanted, setMenuWanted] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header className="nav-bar">
      <PageWidth>
        <nav aria-label="Main" className="nav-inner">
          <a
            className="nav-brand"
            href={sectionUrl(sections.home)}
            onClick={(e) => {
              e.preventDefault();
              go(sections.home);
            }}
          >
            Frame Shop
          </a>
          <ul className="nav-links">
            {navItems.map((item) => (
              <li key={item.section}>
                <a
                  className="nav-link"
                  href={sectionUrl(item.section)}
                  onClick={(e) => {
                    e.preventDefault();
                    go(item.section);
                  }}
                >
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <Link className="nav-link" to={collectionNavItem.to}>
                {collectionNavItem.label}
              </Link>
            </li>
            <li>
              <button type="button" className="btn btn-sm nav-shop" onClick={() => go(sections.frames)}>
                Shop Now
              </button>
            </li>
            <li>
              <ChatButton />
            </li>
          </ul>
          <div className="nav-mobile">
            <ChatButton />
            <button
              type="button"
              className="btn btn-ghost btn-sm nav-menu-button"
              aria-label="Open menu"
              aria-expanded={menuOpen}
              onClick={() => {
                setMenuWanted(true);
                setMenuOpen(true);
              }}
            >
              <span className="nav-menu-icon" aria-hidden="true">
                ☰
              </span>
            </button>
          </div>
        </nav>
      </PageWidth>
      {menuWanted && (
        <QuietBoundary>
          <Suspense fallback={null}>
            <MobileMenu
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              onGo={(s) => {
                setMenuOpen(false);
                go(s);
              }}
            />
          </Suspense>
        </QuietBoundary>
      )}
    </header>
  );
}
