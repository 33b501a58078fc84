import { Button, CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { type Section, sections } from '../../routes';
import { navItems } from './navItems';

interface Props {
  open: boolean;
  onClose: () => void;
  onGo: (section: Section) => void;
}

/** The slide-out menu of small screens (its own chunk, loaded on first open). */
export default function MobileMenu({ open, onClose, onGo }: Props) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="end" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title fontFamily="display" fontWeight="600">
                Menu
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                {navItems.map((item) => (
                  <Button
                    key={item.section}
                    variant="ghost"
                    justifyContent="flex-start"
                    onClick={() => onGo(item.section)}
                  >
                    {item.label}
                  </Button>
                ))}
                <Button
                  mt="4"
                  bg="shop.ink"
                  color="white"
                  borderRadius="sm"
                  _hover={{ bg: 'black' }}
                  onClick={() => onGo(sections.frames)}
                >
                  Shop Now
                </Button>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
