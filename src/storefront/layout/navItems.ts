import { paths, type Section, sections } from '../../routes';

/** The storefront's navigation links (the bar and the mobile menu), each to a home section. */
export const navItems: { label: string; section: Section }[] = [
  { label: 'Home', section: sections.home },
  { label: 'Frames', section: sections.frames },
  { label: 'About', section: sections.about },
  { label: 'Contact', section: sections.contact },
];

/** The navigation's link to the whole collection (a page of its own, after the home sections). */
export const collectionNavItem = { label: 'All Frames', to: paths.frames } as const;
