import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type Section, sections } from '../../routes';
import { FramesGrid } from '../frames/FramesGrid';
import { scrollToSection } from '../layout/sections';
import { About } from './About';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';

export function HomePage() {
  const { hash } = useLocation();
  useEffect(() => {
    const section = hash.slice(1) as Section;
    if (section && Object.values(sections).includes(section))
      requestAnimationFrame(() => scrollToSection(section));
  }, [hash]);
  useEffect(() => {
    document.title = 'Frame Shop — Imported Picture Frames in Kenya';
  }, []);

  return (
    <>
      <Hero />
      <Box as="section" id={sections.frames} aria-labelledby="frames-title" py="14" scrollMarginTop="16">
        <Stack maxW="screen-2xl" mx="auto" px={{ base: '4', md: '6' }} gap="6">
          <Stack gap="2">
            <Heading as="h2" id="frames-title" size="2xl">
              Our Frames
            </Heading>
            <Text color="gray.700">
              Pick a frame, tap Buy, and we will confirm the details with you by chat.
            </Text>
          </Stack>
          <FramesGrid />
        </Stack>
      </Box>
      <About />
      <ContactSection />
    </>
  );
}
