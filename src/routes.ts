/**
 * Every route path of the app, defined once, and the helpers that build links to them. What a path is
 * (home, admin) is judged in machines/paths.ts, which the overlay machines share.
 */
export const paths = {
  home: '/',
  frame: '/frame/:id',
  /** /frame without an id: the detail page says 'No frame ID provided'. */
  frameWithoutId: '/frame',
  /** The whole collection: search, filters, sort and pages in the address. */
  frames: '/frames',
  admin: '/admin/*',
} as const;

/** The anchors of the home page's sections. */
export const sections = {
  home: 'home',
  frames: 'frames',
  about: 'about',
  contact: 'contact',
} as const;
export type Section = (typeof sections)[keyof typeof sections];

export const frameUrl = (id: number | string) => `/frame/${encodeURIComponent(String(id))}`;
export const homeUrl = () => paths.home;
export const sectionUrl = (section: Section) => `/#${section}`;

export { isAdminPath, isHomePath } from '../machines/paths';
