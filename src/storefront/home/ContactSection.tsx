import { Box, chakra, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { sections } from '../../routes';
import { SHOP_EMAIL, SHOP_PHONE } from '../../ui/shop';

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

export function ContactSection() {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  return (
    <Box as="section" id={sections.contact} aria-labelledby="contact-title" py="16" scrollMarginTop="16">
      <Grid
        ref={ref}
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        gap="10"
        templateColumns={{ base: '1fr', lg: '1fr 1.4fr' }}
      >
        <Stack gap="3">
          <Heading as="h2" id="contact-title" size="2xl">
            Contact Us
          </Heading>
          <Text color="gray.700">
            Questions about a frame, sizes or delivery? Send us a message, call, or e-mail.
          </Text>
          <Text>
            Phone:{' '}
            <chakra.a
              href={`tel:${SHOP_PHONE.replace(/\s/g, '')}`}
              color="blue.700"
              textDecoration="underline"
            >
              {SHOP_PHONE}
            </chakra.a>
          </Text>
          <Text>
            E-mail:{' '}
            <chakra.a href={`mailto:${SHOP_EMAIL}`} color="blue.700" textDecoration="underline">
              {SHOP_EMAIL}
            </chakra.a>
          </Text>
        </Stack>
        <Box
          bg="white"
          p={{ base: '4', md: '6' }}
          borderRadius="lg"
          borderWidth="1px"
          borderColor="gray.200"
          minH="md"
        >
          {near ? (
            <Suspense fallback={<Spinner />}>
              <ContactForm />
            </Suspense>
          ) : null}
        </Box>
      </Grid>
    </Box>
  );
}
