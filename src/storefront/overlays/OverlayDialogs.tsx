import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';

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

/** The 'new arrivals' promo and the first-visit modal (their own chunk, loaded when first shown). */
export default function OverlayDialog({ kind, onClose, onShop }: Props) {
  const t = texts[kind];
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => !e.open && onClose()}
      placement="center"
      size={{ base: 'xs', md: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={`${kind}-dialog`}>
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t.body}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button
                onClick={() => {
                  onClose();
                  onShop();
                }}
              >
                {t.action}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close dialog" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
