import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { sections } from '../../routes';

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
      bg="white"
      py="16"
      scrollMarginTop="16"
    >
      <Stack maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} gap="8">
        <Stack gap="3" maxW="3xl">
          <Heading as="h2" id="about-title" size="2xl">
            About Us
          </Heading>
          <Text color="gray.700">
            Frame Shop brings imported picture frames to homes and offices in Kenya. We help you choose the
            right frame for your photos, certificates and art, and deliver it ready to hang.
          </Text>
        </Stack>
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="6">
          {points.map((p) => (
            <Stack key={p.title} gap="2" p="5" borderWidth="1px" borderColor="gray.200" borderRadius="lg">
              <Heading as="h3" size="md">
                {p.title}
              </Heading>
              <Text color="gray.700">{p.text}</Text>
            </Stack>
          ))}
        </Grid>
      </Stack>
    </Box>
  );
}
