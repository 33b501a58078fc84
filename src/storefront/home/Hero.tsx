import { Box, Button, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from 'urql';
import { PublicFramesQuery } from '../../api/documents/storefront';
import { sections } from '../../routes';
import { FramePicture, type Picture, picturesOf } from '../frames/FrameImage';
import { HOME_FRAMES_LIMIT } from '../frames/FramesGrid';
import { DisplayHeading, PageWidth } from '../layout/Page';
import { useGoToSection } from '../layout/sections';

/** The three frames the hero hangs: the first of the collection's order that have a picture. */
function useHeroPictures(): { picture: Picture; name: string }[] {
  // The grid's own query and variables: one request, answered from the same cache.
  const [{ data }] = useQuery({ query: PublicFramesQuery, variables: { limit: HOME_FRAMES_LIMIT } });
  return (data?.publicFrames.data ?? [])
    .map((f) => ({ picture: picturesOf(f)[0], name: f.name }))
    .filter((p): p is { picture: Picture; name: string } => Boolean(p.picture))
    .slice(0, 3);
}

/** A picture hung on the wall: a white mat and a soft shadow; its box is reserved before it loads. */
function Hung({
  item,
  sizes,
  lcp,
}: {
  item?: { picture: Picture; name: string };
  sizes: string;
  lcp?: boolean;
}) {
  return (
    <Box
      bg="white"
      p={{ base: '1.5', md: '2.5' }}
      boxShadow="0 10px 30px rgba(29,26,22,0.16), 0 2px 6px rgba(29,26,22,0.08)"
      aspectRatio="4 / 3"
    >
      {item && (
        <FramePicture picture={item.picture} alt={item.name} sizes={sizes} priority={lcp ? 'lcp' : 'eager'} />
      )}
    </Box>
  );
}

export function Hero() {
  const go = useGoToSection();
  const hung = useHeroPictures();
  return (
    <Box
      as="section"
      id={sections.home}
      aria-labelledby="hero-title"
      bg="shop.canvas"
      scrollMarginTop="16"
      borderBottomWidth="1px"
      borderColor="shop.line"
    >
      <PageWidth>
        <Grid
          templateColumns={{ base: '1fr', lg: '5fr 6fr' }}
          gap={{ base: '8', lg: '14' }}
          alignItems="center"
          py={{ base: '10', md: '16', lg: '20' }}
        >
          <Stack gap={{ base: '4', md: '5' }} maxW="xl">
            <Text fontSize="xs" letterSpacing="0.16em" textTransform="uppercase" color="shop.brass">
              Imported frames · Kenya
            </Text>
            <DisplayHeading
              as="h1"
              id="hero-title"
              fontSize={{ base: '3xl', md: '4xl', xl: '5xl' }}
              lineHeight="1.08"
            >
              Imported Picture Frames, Delivered Across Kenya
            </DisplayHeading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="shop.muted" maxW="md">
              Classic, modern and luxury frames for your photos and art. Browse the collection and order by
              chat in a few taps.
            </Text>
            <Flex gap="4" align="center" pt="2">
              <Button
                size="lg"
                bg="shop.ink"
                color="white"
                borderRadius="sm"
                px="7"
                _hover={{ bg: 'black' }}
                onClick={() => go(sections.frames)}
              >
                Shop Frames Now
              </Button>
            </Flex>
          </Stack>
          {/* A small gallery wall: one large frame and two smaller ones beside it. */}
          <Grid
            aria-hidden={hung.length ? undefined : true}
            templateColumns="3fr 2fr"
            templateRows="auto auto"
            gap={{ base: '3', md: '5' }}
            alignItems="center"
            bg="shop.wall"
            p={{ base: '4', md: '8' }}
            borderRadius="sm"
          >
            <Box gridRow="span 2">
              <Hung item={hung[0]} lcp sizes="(min-width: 1024px) 30vw, 55vw" />
            </Box>
            <Hung item={hung[1]} sizes="(min-width: 1024px) 18vw, 35vw" />
            <Box w="85%">
              <Hung item={hung[2]} sizes="(min-width: 1024px) 16vw, 30vw" />
            </Box>
          </Grid>
        </Grid>
      </PageWidth>
    </Box>
  );
}
