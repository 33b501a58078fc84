import { Badge, Box, Flex, IconButton, Text } from '@chakra-ui/react';
import { motion } from 'framer-motion';
import type { KeyboardEvent } from 'react';
import type { OrderFrame } from '../../../machines/frameOrder.machine';
import { FrameThumb } from '../ui/FrameThumb';

/**
 * One frame of the order list: a drag handle (also the keyboard handle), its order number, up/down. With
 * `animate`, a move (keys, buttons) slides it to its new place (framer-motion's layout animation, in the
 * admin's lazy chunk only), so that staff see where it went.
 */
export function OrderRow({
  frame,
  index,
  count,
  held,
  busy,
  animate,
  handleRef,
  onHandleKey,
  onHandleBlur,
  onMove,
}: {
  frame: OrderFrame;
  index: number;
  count: number;
  held: boolean;
  busy: boolean;
  animate: boolean;
  handleRef: (el: HTMLDivElement | null) => void;
  onHandleKey: (e: KeyboardEvent) => void;
  onHandleBlur: () => void;
  onMove: (to: number) => void;
}) {
  return (
    <Flex
      asChild
      align="center"
      gap={{ base: '2', md: '3' }}
      p={{ base: '2', md: '3' }}
      bg={held ? 'blue.50' : 'bg'}
      borderWidth="1px"
      borderColor={held ? 'blue.400' : 'border'}
      borderRadius="lg"
      data-testid="order-item"
      data-frame-id={frame.id}
    >
      <motion.li layout={animate ? 'position' : false}>
        {/* A div, not a <button>: Chromium starts no native drag from inside a button. */}
        <Box
          ref={handleRef}
          role="button"
          tabIndex={0}
          data-drag-handle=""
          aria-label={`Reorder ${frame.name}, position ${index + 1} of ${count}`}
          aria-describedby="order-keyboard-help"
          aria-pressed={held}
          onKeyDown={onHandleKey}
          onBlur={onHandleBlur}
          cursor={busy ? 'not-allowed' : 'grab'}
          touchAction="none"
          px="2"
          py="3"
          borderRadius="md"
          color="fg.muted"
          fontSize="lg"
          lineHeight="1"
          _hover={{ bg: 'bg.muted' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
          flexShrink={0}
        >
          <span aria-hidden>⠿</span>
        </Box>
        <Badge
          variant="outline"
          minW="8"
          justifyContent="center"
          title="Display order"
          data-testid="order-number"
        >
          {index}
        </Badge>
        <FrameThumb src={frame.imageUrl} name={frame.name} size="12" />
        <Box flex="1" minW="0">
          {/* Two lines at most, not one cut short (at 375 px a single line kept ten letters of a name). */}
          <Text fontWeight="medium" lineClamp={2} wordBreak="break-word" data-testid="order-name">
            {frame.name}
          </Text>
          <Flex gap="2" align="center" fontSize="sm" color="fg.muted" wrap="wrap">
            {frame.category && <Text>{frame.category}</Text>}
            {frame.inStock !== undefined && (
              <Badge size="sm" colorPalette={frame.inStock ? 'green' : 'red'}>
                {frame.inStock ? 'In Stock' : 'Out of Stock'}
              </Badge>
            )}
          </Flex>
        </Box>
        {/* Stacked on a phone: the name gets their width. */}
        <Flex gap="1" flexShrink={0} direction={{ base: 'column', md: 'row' }}>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`Move ${frame.name} up`}
            disabled={busy || index === 0}
            onClick={() => onMove(index - 1)}
          >
            <span aria-hidden>↑</span>
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={`Move ${frame.name} down`}
            disabled={busy || index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <span aria-hidden>↓</span>
          </IconButton>
        </Flex>
      </motion.li>
    </Flex>
  );
}
