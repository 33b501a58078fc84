import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { sections } from '../../routes';
import { DisplayHeading, PageWidth, SectionIntro } from '../layout/Page';

const points = [
  {
    title: 'Imported quality',
    text: 'Every frame is sourced from trusted makers abroad and checked before it reaches you.',
  },
  {
    title: 'Delivery across Kenya',
    text: 'Nairobi, Mombasa, Kisumu and beyond: we arrange delivery to your door.',
  },
  {
    title: 'Order by chat',
    text: 'No accounts, no checkout: tap Buy and we confirm price, stock and delivery with you.',
  },
];

export function About() {
  return (
    <Box
      as="section"
      id={sections.about}
      aria-labelledby="about-title"
      bg="shop.paper"
      borderBlockWidth="1px"
      borderColor="shop.line"
      py={{ base: '12', md: '20' }}
      scrollMarginTop="16"
    >
      <PageWidth>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap={{ base: '8', lg: '16' }}>
          <SectionIntro overline="Who we are" title="About Us" id="about-title">
            Frame Shop brings imported picture frames to homes and offices in Kenya. We help you choose the
            right frame for your photos, certificates and art, and deliver it ready to hang.
          </SectionIntro>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap={{ base: '6', md: '8' }}>
            {points.map((p, i) => (
              <Stack key={p.title} gap="2" borderTopWidth="1px" borderColor="shop.ink" pt="4">
                <Text fontSize="xs" color="shop.brass" fontVariantNumeric="tabular-nums">
                  0{i + 1}
                </Text>
                <DisplayHeading as="h3" fontSize="lg">
                  {p.title}
                </DisplayHeading>
                <Text color="shop.muted">{p.text}</Text>
              </Stack>
            ))}
          </Grid>
        </Grid>
      </PageWidth>
    </Box>
  );
}
