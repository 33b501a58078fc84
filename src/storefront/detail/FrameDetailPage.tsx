import { Box, Button, chakra, Flex, Grid, Heading, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PublicFrameQuery } from '../../api/documents/storefront';
import type { Frame } from '../../api/types';
import { homeUrl, sections, sectionUrl } from '../../routes';
import { LabelChips, StockBadge } from '../frames/bits';
import { type FromGrid, orderByChat } from '../frames/FrameCard';
import { FramePicture, picturesOf } from '../frames/FrameImage';
import { PriceBlock } from '../frames/PriceBlock';
import { Rating } from '../frames/Rating';
import { DisplayHeading, PageWidth } from '../layout/Page';

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
      <DisplayHeading as="h1" fontSize="2xl">
        {message}
      </DisplayHeading>
      <Button asChild bg="shop.ink" color="white" borderRadius="sm">
        <Link to={homeUrl()}>Back to Home</Link>
      </Button>
    </Stack>
  );
}

function isNotFound(error: { networkError?: unknown; message: string }) {
  const status = (error.networkError as { status?: number } | undefined)?.status;
  return status === 404 || /not found/i.test(error.message);
}

/**
 * '← Back to frames': opened from the grid, it goes back in history, so the grid is where the shopper left
 * it; opened from elsewhere (a shared link), it opens the frames section.
 */
function BackToFrames() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromGrid = (location.state as FromGrid | null)?.fromGrid === true;
  return (
    <Text asChild fontSize="sm" color="shop.muted" _hover={{ color: 'shop.ink' }} alignSelf="start">
      <Link
        to={sectionUrl(sections.frames)}
        onClick={(e) => {
          if (!fromGrid) return;
          e.preventDefault();
          navigate(-1);
        }}
      >
        ← Back to frames
      </Link>
    </Text>
  );
}

function Detail({ frame }: { frame: Frame }) {
  const main = picturesOf(frame)[0];
  useEffect(() => {
    document.title = `${frame.name} — Frame Shop`;
  }, [frame.name]);
  return (
    <PageWidth py={{ base: '5', md: '10' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <BackToFrames />
        <Grid
          gap={{ base: '6', md: '10', xl: '16' }}
          templateColumns={{ base: '1fr', md: '1fr 1fr', xl: '7fr 5fr' }}
          alignItems="start"
        >
          <Box bg="shop.wall" borderRadius="sm" p={{ base: '4', md: '8' }}>
            <Box
              bg="white"
              p={{ base: '2', md: '3' }}
              boxShadow="0 10px 30px rgba(29,26,22,0.14)"
              aspectRatio="4 / 3"
            >
              {main ? (
                <FramePicture
                  picture={main}
                  alt={frame.name}
                  priority="lcp"
                  sizes="(min-width: 1600px) 860px, (min-width: 1280px) 52vw, (min-width: 768px) 46vw, 92vw"
                />
              ) : (
                <Flex h="100%" align="center" justify="center" color="shop.muted">
                  No image available
                </Flex>
              )}
            </Box>
          </Box>
          <Stack gap="4">
            {frame.category && (
              <Text fontSize="xs" letterSpacing="0.14em" textTransform="uppercase" color="shop.brass">
                {frame.category}
              </Text>
            )}
            <DisplayHeading as="h1" fontSize={{ base: '2xl', md: '3xl', xl: '4xl' }}>
              {frame.name}
            </DisplayHeading>
            <Flex align="center" gap="4" wrap="wrap">
              <Rating value={DETAIL_RATING} idPrefix="detail" />
              <StockBadge inStock={frame.inStock} />
            </Flex>
            <PriceBlock price={frame.currentPrice} originalPrice={frame.originalPrice} size="lg" />
            {frame.labels.length > 0 && <LabelChips labels={frame.labels} />}
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} pt="1">
              <Button
                size="lg"
                bg="shop.order"
                color="white"
                borderRadius="sm"
                _hover={{ bg: 'shop.orderHover' }}
                flex="1"
                onClick={() => orderByChat(frame)}
              >
                Order on WhatsApp
              </Button>
              <Button
                size="lg"
                variant="outline"
                borderColor="shop.ink"
                color="shop.ink"
                borderRadius="sm"
                _hover={{ bg: 'shop.canvas' }}
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
            <Text color="shop.ink" whiteSpace="pre-line" lineHeight="1.7" pt="2">
              {frame.description}
            </Text>
            <Box borderTopWidth="1px" borderColor="shop.line" pt="4">
              <Heading
                as="h2"
                fontSize="sm"
                letterSpacing="0.12em"
                textTransform="uppercase"
                mb="3"
                color="shop.ink"
              >
                Features
              </Heading>
              <List.Root ps="5" gap="1" color="shop.ink">
                {FEATURES.map((f) => (
                  <List.Item key={f}>{f}</List.Item>
                ))}
              </List.Root>
            </Box>
            <chakra.dl
              display="grid"
              gridTemplateColumns="auto 1fr"
              columnGap="6"
              rowGap="2"
              borderTopWidth="1px"
              borderColor="shop.line"
              pt="4"
              color="shop.ink"
            >
              <chakra.dt fontWeight="semibold">Dimensions</chakra.dt>
              <chakra.dd>{frame.dimensions?.trim() || DEFAULT_DIMENSIONS}</chakra.dd>
              <chakra.dt fontWeight="semibold">Material</chakra.dt>
              <chakra.dd>{MATERIAL}</chakra.dd>
            </chakra.dl>
          </Stack>
        </Grid>
      </Stack>
    </PageWidth>
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
