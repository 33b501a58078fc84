import { Box, Button, chakra, Flex, Grid, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PublicFrameQuery } from '../../api/documents/storefront';
import type { Frame } from '../../api/types';
import { homeUrl } from '../../routes';
import { StockBadge } from '../frames/bits';
import { orderByChat } from '../frames/FrameCard';
import { FramePicture, picturesOf } from '../frames/FrameImage';
import { PriceBlock } from '../frames/PriceBlock';
import { Rating } from '../frames/Rating';

/** Spec section 9: the detail page shows a fixed 4.5 rating; features and material are fixed texts. */
export const DETAIL_RATING = 4.5;
export const MATERIAL = 'High-quality materials';
export const DEFAULT_DIMENSIONS = 'Standard size';
export const FEATURES = [
  'Premium imported frame',
  'Clear protective glazing',
  'Ready to hang or stand',
  'Carefully packed for delivery',
  'Delivery available across Kenya',
];

function Problem({ message }: { message: string }) {
  return (
    <Stack align="center" gap="4" py="24" px="4" textAlign="center" role="alert">
      <Heading as="h1" size="xl">
        {message}
      </Heading>
      <Button asChild>
        <Link to={homeUrl()}>Back to Home</Link>
      </Button>
    </Stack>
  );
}

function isNotFound(error: { networkError?: unknown; message: string }) {
  const status = (error.networkError as { status?: number } | undefined)?.status;
  return status === 404 || /not found/i.test(error.message);
}

function Detail({ frame }: { frame: Frame }) {
  const main = picturesOf(frame)[0];
  useEffect(() => {
    document.title = `${frame.name} — Frame Shop`;
  }, [frame.name]);
  return (
    <Grid
      maxW="6xl"
      mx="auto"
      px={{ base: '4', md: '6' }}
      py={{ base: '6', md: '10' }}
      gap={{ base: '6', md: '10' }}
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
    >
      <Box bg="gray.100" borderRadius="lg" overflow="hidden" aspectRatio="4 / 5">
        {main ? (
          <FramePicture picture={main} alt={frame.name} eager sizes="(min-width: 768px) 50vw, 100vw" />
        ) : (
          <Flex h="100%" align="center" justify="center" color="gray.600">
            No image available
          </Flex>
        )}
      </Box>
      <Stack gap="4">
        <Text asChild fontSize="sm" color="gray.700">
          <Link to={homeUrl()}>← Back to frames</Link>
        </Text>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {frame.name}
        </Heading>
        {frame.category && <Text color="gray.600">{frame.category}</Text>}
        <Rating value={DETAIL_RATING} idPrefix="detail" />
        <PriceBlock price={frame.currentPrice} originalPrice={frame.originalPrice} size="lg" />
        <Box>
          <StockBadge inStock={frame.inStock} />
        </Box>
        <Text color="gray.800" whiteSpace="pre-line">
          {frame.description}
        </Text>
        <Box>
          <Heading as="h2" size="md" mb="2">
            Features
          </Heading>
          <List.Root ps="5" gap="1" color="gray.800">
            {FEATURES.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List.Root>
        </Box>
        <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1">
          <chakra.dt fontWeight="semibold">Dimensions</chakra.dt>
          <chakra.dd>{frame.dimensions?.trim() || DEFAULT_DIMENSIONS}</chakra.dd>
          <chakra.dt fontWeight="semibold">Material</chakra.dt>
          <chakra.dd>{MATERIAL}</chakra.dd>
        </chakra.dl>
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <Button
            size="lg"
            colorPalette="green"
            bg="green.700"
            _hover={{ bg: 'green.800' }}
            flex="1"
            onClick={() => orderByChat(frame)}
          >
            Order on WhatsApp
          </Button>
          <Button
            size="lg"
            variant="outline"
            flex="1"
            onClick={async () => {
              const { mailtoUrl, recordEnquiry } = await import('../../ui/enquiry');
              window.location.href = mailtoUrl(frame);
              recordEnquiry(frame.id, 'email');
            }}
          >
            Enquire by Email
          </Button>
        </Flex>
      </Stack>
    </Grid>
  );
}

function LoadedDetail({ id }: { id: string }) {
  const [{ data, fetching, error }] = useQuery({ query: PublicFrameQuery, variables: { id } });
  const frame = data?.publicFrame;
  if (frame) return <Detail frame={frame} />;
  if (fetching)
    return (
      <Flex justify="center" py="24" role="status" aria-label="Loading frame">
        <Spinner size="lg" />
      </Flex>
    );
  if (error)
    return <Problem message={isNotFound(error) ? 'Frame not found' : 'Failed to fetch frame details'} />;
  return <Problem message="Frame not found" />;
}

/** /frame/{id} (spec section 2). */
export default function FrameDetailPage() {
  const { id } = useParams();
  if (!id?.trim()) return <Problem message="No frame ID provided" />;
  return <LoadedDetail id={id} />;
}
