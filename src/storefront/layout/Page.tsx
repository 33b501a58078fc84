import { Box, type BoxProps, Heading, type HeadingProps, Text } from '@chakra-ui/react';

/** One page width for every section, header and footer: a centred column, at most 1600 px. */
export const PAGE_MAX_W = '1600px';

export function PageWidth(props: BoxProps) {
  return <Box maxW={PAGE_MAX_W} mx="auto" px={{ base: '4', md: '8', xl: '10' }} w="100%" {...props} />;
}

/** A storefront title in the shop's typeface (Fraunces), on a calm scale. */
export function DisplayHeading(props: HeadingProps) {
  return (
    <Heading
      fontFamily="display"
      fontWeight="600"
      letterSpacing="-0.01em"
      lineHeight="1.15"
      color="shop.ink"
      {...props}
    />
  );
}

/** A section's opening: a small overline, its title, a line of text. */
export function SectionIntro({
  overline,
  title,
  id,
  children,
}: {
  overline: string;
  title: string;
  id: string;
  children?: React.ReactNode;
}) {
  return (
    <Box maxW="2xl">
      <Text fontSize="xs" letterSpacing="0.14em" textTransform="uppercase" color="shop.brass" mb="2">
        {overline}
      </Text>
      <DisplayHeading as="h2" id={id} fontSize={{ base: '2xl', md: '3xl' }}>
        {title}
      </DisplayHeading>
      {children && (
        <Text color="shop.muted" mt="3" fontSize={{ base: 'md', md: 'lg' }}>
          {children}
        </Text>
      )}
    </Box>
  );
}
