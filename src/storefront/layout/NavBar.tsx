import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { type Section, sections, sectionUrl } from '../../routes';
import { useGoToSection } from './sections';

const MobileMenu = lazy(() => import('./MobileMenu'));

export const navItems: { label: string; section: Section }[] = [
  { label: 'Home', section: sections.home },
  { label: 'Frames', section: sections.frames },
  { label: 'About', section: sections.about },
  { label: 'Contact', section: sections.contact },
];

/** The navigation bar: links scroll to sections; on small screens a slide-out menu. */
export function NavBar() {
  const go = useGoToSection();
  const [menuWanted, setMenuWanted] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Flex
        as="nav"
        aria-label="Main"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        h="14"
        align="center"
        justify="space-between"
      >
        <chakra.a
          href={sectionUrl(sections.home)}
          onClick={(e) => {
            e.preventDefault();
            go(sections.home);
          }}
          fontWeight="bold"
          fontSize="lg"
          color="gray.900"
        >
          Frame Shop
        </chakra.a>
        <Flex as="ul" listStyleType="none" gap="6" align="center" display={{ base: 'none', md: 'flex' }}>
          {navItems.map((item) => (
            <li key={item.section}>
              <chakra.a
                href={sectionUrl(item.section)}
                onClick={(e) => {
                  e.preventDefault();
                  go(item.section);
                }}
                color="gray.700"
                fontWeight="medium"
                _hover={{ color: 'gray.900', textDecoration: 'underline' }}
              >
                {item.label}
              </chakra.a>
            </li>
          ))}
          <li>
            <Button size="sm" colorPalette="gray" onClick={() => go(sections.frames)}>
              Shop Now
            </Button>
          </li>
        </Flex>
        <Button
          display={{ base: 'inline-flex', md: 'none' }}
          variant="ghost"
          size="sm"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        >
          <Text as="span" fontSize="xl" aria-hidden="true">
            ☰
          </Text>
        </Button>
      </Flex>
      {menuWanted && (
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
      )}
    </Box>
  );
}
