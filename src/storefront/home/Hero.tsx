import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { sections } from '../../routes';
import { useGoToSection } from '../layout/sections';

export function Hero() {
  const go = useGoToSection();
  return (
    <Box
      as="section"
      id={sections.home}
      aria-labelledby="hero-title"
      bgGradient="to-br"
      gradientFrom="gray.900"
      gradientTo="gray.700"
      color="white"
      scrollMarginTop="16"
    >
      <Stack
        maxW="4xl"
        mx="auto"
        px={{ base: '5', md: '6' }}
        py={{ base: '16', md: '24' }}
        gap="6"
        textAlign="center"
        align="center"
      >
        <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          Imported Picture Frames, Delivered Across Kenya
        </Heading>
        <Text fontSize={{ base: 'md', md: 'xl' }} color="gray.200" maxW="2xl">
          Classic, modern and luxury frames for your photos and art. Browse the collection and order by chat
          in a few taps.
        </Text>
        <Button
          size="lg"
          bg="white"
          color="gray.900"
          _hover={{ bg: 'gray.100' }}
          onClick={() => go(sections.frames)}
        >
          Shop Frames Now
        </Button>
      </Stack>
    </Box>
  );
}
