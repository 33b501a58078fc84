import { Button, chakra, Heading, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';

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

/**
 * The browser's own modal dialog: `showModal()` makes the page behind it inert, keeps focus inside, closes
 * on Escape and draws the backdrop, with no dialog library in the storefront's scripts. It fades in by CSS
 * (not under reduced motion).
 */
const NativeDialog = chakra('dialog', {
  base: {
    position: 'fixed',
    inset: '0',
    m: 'auto',
    w: 'calc(100% - 2rem)',
    maxW: 'md',
    h: 'fit-content',
    p: '6',
    border: 'none',
    borderRadius: 'lg',
    bg: 'white',
    color: 'gray.900',
    boxShadow: 'lg',
    '&::backdrop': { background: 'rgba(0, 0, 0, 0.6)' },
    '&[open]': { animation: 'fade-in 200ms ease-out' },
    _motionReduce: { '&[open]': { animation: 'none' } },
  },
});

/** The 'new arrivals' promo and the first-visit modal (their own chunk, loaded when first shown). */
export default function OverlayDialog({ kind, onClose, onShop }: Props) {
  const t = texts[kind];
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <NativeDialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid={`${kind}-dialog`}
      // Escape: the machine closes it (the element would otherwise close itself behind React's back).
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // A click on the backdrop (outside the box) closes it too.
      onClick={(e) => {
        if (e.target === e.currentTarget) {
          const box = e.currentTarget.getBoundingClientRect();
          const inside =
            e.clientX >= box.left &&
            e.clientX <= box.right &&
            e.clientY >= box.top &&
            e.clientY <= box.bottom;
          if (!inside) onClose();
        }
      }}
    >
      <chakra.button
        type="button"
        aria-label="Close dialog"
        onClick={onClose}
        position="absolute"
        top="2"
        insetEnd="2"
        w="8"
        h="8"
        borderRadius="md"
        fontSize="xl"
        lineHeight="1"
        color="gray.700"
        cursor="pointer"
        _hover={{ bg: 'gray.100' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'gray.900' }}
      >
        ×
      </chakra.button>
      <Heading as="h2" id={titleId} size="lg" pe="8">
        {t.title}
      </Heading>
      <Text mt="3" color="gray.700">
        {t.body}
      </Text>
      <chakra.div display="flex" justifyContent="flex-end" gap="3" mt="6">
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
      </chakra.div>
    </NativeDialog>
  );
}
