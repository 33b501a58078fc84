import { Box, chakra, Grid, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { sections } from '../../routes';
import { SHOP_EMAIL, SHOP_PHONE } from '../../ui/shop';
import { PageWidth, SectionIntro } from '../layout/Page';

const ContactForm = lazy(() => import('./ContactForm'));

/** Loads the form (and its phone library) when the section comes near the screen. */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined' || window.location.hash === `#${sections.contact}`)
      return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return { ref, near };
}

const contactLink = {
  color: 'shop.ink',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'shop.brass' },
} as const;

export function ContactSection() {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  return (
    <Box
      as="section"
      id={sections.contact}
      aria-labelledby="contact-title"
      py={{ base: '12', md: '20' }}
      scrollMarginTop="16"
    >
      <PageWidth>
        <Grid ref={ref} gap={{ base: '8', lg: '16' }} templateColumns={{ base: '1fr', lg: '2fr 3fr' }}>
          <Stack gap="6">
            <SectionIntro overline="Get in touch" title="Contact Us" id="contact-title">
              Questions about a frame, sizes or delivery? Send us a message, call, or e-mail.
            </SectionIntro>
            <Stack gap="2" color="shop.ink">
              <Text>
                Phone:{' '}
                <chakra.a href={`tel:${SHOP_PHONE.replace(/\s/g, '')}`} {...contactLink}>
                  {SHOP_PHONE}
                </chakra.a>
              </Text>
              <Text>
                E-mail:{' '}
                <chakra.a href={`mailto:${SHOP_EMAIL}`} {...contactLink}>
                  {SHOP_EMAIL}
                </chakra.a>
              </Text>
            </Stack>
          </Stack>
          <Box
            bg="shop.paper"
            p={{ base: '5', md: '8' }}
            borderRadius="md"
            borderWidth="1px"
            borderColor="shop.line"
            minH="md"
          >
            {near ? (
              <Suspense fallback={<Spinner color="shop.muted" />}>
                <ContactForm />
              </Suspense>
            ) : null}
          </Box>
        </Grid>
      </PageWidth>
    </Box>
  );
}
