import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Frame } from '../../api/types';
import { frameUrl } from '../../routes';
import { LabelChips, StockBadge } from './bits';
import { FrameGallery, useGallery } from './FrameGallery';
import type { Priority } from './FrameImage';
import { PriceBlock } from './PriceBlock';
import { Rating } from './Rating';

/**
 * Opens the chat order, then counts the enquiry (our own beacon, not awaited); the enquiry module (with the
 * phone library) loads on first use.
 */
export async function orderByChat(frame: Frame) {
  const { openChatOrder, recordEnquiry } = await import('../../ui/enquiry');
  openChatOrder(frame);
  recordEnquiry(frame.id, 'chat');
}

/** What a card link carries: the frame page's '← Back to frames' then goes back to this place in the grid. */
export interface FromGrid {
  fromGrid: true;
}

interface Props {
  frame: Frame;
  /** The card's place in the grid: staggers its gallery, and the first row loads its picture at once. */
  position?: number;
  priority?: Priority;
}

/**
 * A frame in the grid (spec section 2, "Frame card"). The whole card opens the frame (its View link
 * covers it); the gallery's controls and Buy sit above. Every card of a row is as tall as the row, its
 * buttons on one line with the others'.
 */
export function FrameCard({ frame, position = 0, priority = 'lazy' }: Props) {
  const gallery = useGallery(frame, position);
  return (
    <Box
      as="article"
      position="relative"
      h="100%"
      display="flex"
      flexDirection="column"
      bg="shop.paper"
      borderRadius="md"
      borderWidth="1px"
      borderColor="shop.line"
      transition="box-shadow 0.2s"
      touchAction="pan-y pinch-zoom"
      _hover={{ boxShadow: '0 6px 20px rgba(29,26,22,0.08)' }}
      css={{ '&:hover h3, &:focus-within h3': { textDecoration: 'underline', textUnderlineOffset: '3px' } }}
      data-testid="frame-card"
      {...gallery.swipe}
    >
      <FrameGallery name={frame.name} gallery={gallery} priority={priority} />
      <Flex direction="column" gap="2" px="4" pt="3" pb="4" flex="1">
        <Flex justify="space-between" align="center" gap="2" minH="5">
          <Text
            fontSize="2xs"
            letterSpacing="0.12em"
            textTransform="uppercase"
            color="shop.muted"
            lineClamp={1}
          >
            {frame.category}
          </Text>
          <StockBadge inStock={frame.inStock} />
        </Flex>
        <Heading
          as="h3"
          fontFamily="display"
          fontWeight="600"
          fontSize="md"
          lineHeight="1.3"
          color="shop.ink"
          lineClamp={2}
          minH="2.6em"
        >
          {frame.name}
        </Heading>
        <Rating value={frame.rating} idPrefix={`card-${frame.id}`} />
        <LabelChips labels={frame.labels} />
        <PriceBlock price={frame.currentPrice} originalPrice={frame.originalPrice} />
        <Flex gap="2" mt="auto" pt="2">
          <Button
            asChild
            variant="outline"
            size="sm"
            flex="1"
            position="static"
            isolation="auto"
            borderColor="shop.ink"
            color="shop.ink"
            _hover={{ bg: 'shop.canvas' }}
          >
            <Link
              className="card-link"
              to={frameUrl(frame.id)}
              state={{ fromGrid: true } satisfies FromGrid}
              aria-label={`View ${frame.name}`}
            >
              View
            </Link>
          </Button>
          <Button
            className="card-over"
            size="sm"
            flex="1"
            bg="shop.order"
            color="white"
            _hover={{ bg: 'shop.orderHover' }}
            disabled={!frame.inStock}
            aria-label={frame.inStock ? `Buy ${frame.name}` : undefined}
            onClick={() => orderByChat(frame)}
          >
            {frame.inStock ? 'Buy' : 'Out of Stock'}
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
