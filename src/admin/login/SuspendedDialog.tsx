import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

/** The 'Account Suspended' dialog (docs/product.md §2): Close, and Contact Support (an e-mail to support). */
export function SuspendedDialog({
  open,
  message,
  onClose,
  onContact,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
  onContact: () => void;
}) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Account Suspended</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
              <Button colorPalette="blue" onClick={onContact}>
                Contact Support
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
