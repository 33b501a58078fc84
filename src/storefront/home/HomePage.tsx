import { Box, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { sections } from '../../routes';
import { FramesGrid } from '../frames/FramesGrid';
import { PageWidth, SectionIntro } from '../layout/Page';
import { About } from './About';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';

/** Home: hero, the frames, about, contact. Landing on a section (`/#contact`) is the layout's scroll keeper's. */
export function HomePage() {
  useEffect(() => {
    document.title = 'Frame Shop — Imported Picture Frames in Kenya';
  }, []);

  return (
    <>
      <Hero />
      <Box
        as="section"
        id={sections.frames}
        aria-labelledby="frames-title"
        py={{ base: '12', md: '16' }}
        scrollMarginTop="16"
      >
        <PageWidth>
          <Stack gap={{ base: '6', md: '8' }}>
            <SectionIntro overline="The collection" title="Our Frames" id="frames-title">
              Pick a frame, tap Buy, and we will confirm the details with you by chat.
            </SectionIntro>
            <FramesGrid />
          </Stack>
        </PageWidth>
      </Box>
      <About />
      <ContactSection />
    </>
  );
}
