import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { sections, sectionUrl } from '../../routes';
import { ChatButton } from '../overlays/ChatButton';
import { navItems } from './navItems';
import { PageWidth } from './Page';
import { useGoToSection } from './sections';

const MobileMenu = lazy(() => import('./MobileMenu'));

/**
 * The navigation bar: links scroll to sections; on small screens a slide-out menu. The chat button
 * lives here, in the sticky bar: always at hand, never over a Buy button or the footer.
 */
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
      bg="rgba(255,255,255,0.96)"
      borderBottomWidth="1px"
      borderColor="shop.line"
    >
      <PageWidth>
        <Flex as="nav" aria-label="Main" h="16" align="center" justify="space-between" gap="4">
          <chakra.a
            href={sectionUrl(sections.home)}
            onClick={(e) => {
              e.preventDefault();
              go(sections.home);
            }}
            fontFamily="display"
            fontWeight="600"
            fontSize={{ base: 'xl', md: '2xl' }}
            letterSpacing="-0.01em"
            color="shop.ink"
          >
            Frame Shop
          </chakra.a>
          <Flex as="ul" listStyleType="none" gap="7" align="center" display={{ base: 'none', md: 'flex' }}>
            {navItems.map((item) => (
              <li key={item.section}>
                <chakra.a
                  href={sectionUrl(item.section)}
                  onClick={(e) => {
                    e.preventDefault();
                    go(item.section);
                  }}
                  color="shop.ink"
                  fontSize="sm"
                  _hover={{ textDecoration: 'underline', textUnderlineOffset: '4px' }}
                >
                  {item.label}
                </chakra.a>
              </li>
            ))}
            <li>
              <Button
                size="sm"
                bg="shop.ink"
                color="white"
                borderRadius="sm"
                px="4"
                _hover={{ bg: 'black' }}
                onClick={() => go(sections.frames)}
              >
                Shop Now
              </Button>
            </li>
            <li>
              <ChatButton />
            </li>
          </Flex>
          <Flex gap="1" align="center" display={{ base: 'flex', md: 'none' }}>
            <ChatButton />
            <Button
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
        </Flex>
      </PageWidth>
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
