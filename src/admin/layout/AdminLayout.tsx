import { Box, Button, CloseButton, Drawer, Flex, IconButton, Portal, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { connectRealtime } from '../../api/realtime';
import { useQuickSearch } from '../quickSearch/QuickSearch';
import { useShopClient } from '../useShopClient';
import { SideMenu } from './SideMenu';

/** Keeps the admin socket open while signed in: new messages, activity and catalogue changes reach graphcache. */
function useAdminRealtime() {
  const client = useShopClient();
  useEffect(() => {
    const socket = connectRealtime(client, { admin: true });
    return () => socket.close();
  }, [client]);
}

const MenuIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);

const SearchIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** The admin's frame (docs/product.md §2): side menu on large screens, a slide-out menu on small ones. */
export function AdminLayout() {
  useAdminRealtime();
  const quick = useQuickSearch();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A new screen starts at its top.
  // (Braces: Chromium 156 returns a Promise from scrollTo, and an effect must not return one.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box
        as="aside"
        display={{ base: 'none', lg: 'block' }}
        w="60"
        flexShrink={0}
        bg="bg"
        borderRightWidth="1px"
        p="4"
        position="sticky"
        top="0"
        h="100dvh"
        overflowY="auto"
      >
        <Button
          variant="outline"
          size="sm"
          w="full"
          mb="3"
          justifyContent="space-between"
          onClick={quick.open}
        >
          Search{' '}
          <Text as="span" color="fg.muted" fontSize="xs">
            Ctrl K
          </Text>
        </Button>
        <SideMenu />
      </Box>
      {quick.dialogs}
      <Box flex="1" minW="0">
        <Flex
          as="header"
          display={{ base: 'flex', lg: 'none' }}
          align="center"
          gap="3"
          px="4"
          py="2"
          bg="bg"
          borderBottomWidth="1px"
          position="sticky"
          top="0"
          zIndex="sticky"
        >
          <Drawer.Root open={menuOpen} onOpenChange={(e) => setMenuOpen(e.open)} placement="start">
            <Drawer.Trigger asChild>
              <IconButton aria-label="Open menu" variant="ghost">
                <MenuIcon />
              </IconButton>
            </Drawer.Trigger>
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content maxW="72">
                  <Drawer.Body p="4">
                    <SideMenu onNavigate={() => setMenuOpen(false)} />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label="Close menu" />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
          <Text fontWeight="bold" flex="1">
            Frame Shop admin
          </Text>
          {/* Named without the word "Search": the lists' own Search field keeps that label to itself. */}
          <IconButton
            aria-label="Find frames, messages, users and labels"
            variant="ghost"
            onClick={quick.open}
          >
            <SearchIcon />
          </IconButton>
        </Flex>
        <Box as="main" id="admin-main" p={{ base: '4', md: '8' }} maxW="7xl" mx="auto">
          <Outlet />
        </Box>
      </Box>
    </Flex>
  );
}
