import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isHomePath, type Section, sectionUrl } from '../../routes';

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export function scrollToSection(section: Section) {
  document
    .getElementById(section)
    ?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
}

/** Go to a home section: scroll when on home, else open home at that anchor. */
export function useGoToSection() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (section: Section) => {
      if (isHomePath(pathname)) {
        scrollToSection(section);
        window.history.replaceState(null, '', sectionUrl(section));
      } else navigate(sectionUrl(section));
    },
    [pathname, navigate],
  );
}
