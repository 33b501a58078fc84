import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Frame } from '../../api/types';
import { frameUrl } from '../../routes';
import { LabelChips, StockBadge } from './bits';
import { FrameGallery } from './FrameGallery';
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

/** A frame in the grid (spec section 2, "Frame card"). */
export function FrameCard({ frame, eager = false }: { frame: Frame; eager?: boolean }) {
  return (
    <Box
      as="article"
      bg="white"
      borderRadius="lg"
      boxShadow="sm"
      borderWidth="1px"
      borderColor="gray.200"
      display="flex"
      flexDirection="column"
      data-testid="frame-card"
    >
      <FrameGallery frame={frame} eager={eager} />
      <Flex direction="column" gap="2" p="3" flex="1">
        <Flex justify="space-between" align="start" gap="2">
          <Heading as="h3" size="sm" lineClamp={2}>
            {frame.name}
          </Heading>
          <StockBadge inStock={frame.inStock} />
        </Flex>
        {frame.category && (
          <Text fontSize="sm" color="gray.600">
            {frame.category}
          </Text>
        )}
        <LabelChips labels={frame.labels} />
        <PriceBlock price={frame.currentPrice} originalPrice={frame.originalPrice} />
        <Rating value={frame.rating} idPrefix={`card-${frame.id}`} />
        <Flex gap="2" mt="auto" pt="1">
          <Button asChild variant="outline" size="sm" flex="1">
            <Link to={frameUrl(frame.id)} aria-label={`View ${frame.name}`}>
              View
            </Link>
          </Button>
          <Button
            size="sm"
            flex="1"
            colorPalette="green"
            bg="green.700"
            _hover={{ bg: 'green.800' }}
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
