import { chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { SHOP_EMAIL, SHOP_NAME, SHOP_PHONE } from '../../ui/shop';
import { PageWidth } from './Page';

const footerLink = { color: 'white', _hover: { textDecoration: 'underline' } } as const;

/** The footer: right after the page's last section, with no band between. */
export function Footer() {
  return (
    <chakra.footer bg="shop.ink" color="#E9E4DC">
      <PageWidth>
        <Flex
          py={{ base: '10', md: '14' }}
          gap="8"
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
        >
          <Stack gap="2" maxW="sm">
            <Text fontFamily="display" fontWeight="600" fontSize="xl" color="white">
              {SHOP_NAME}
            </Text>
            <Text color="#CFC7BB" fontSize="sm">
              Imported picture frames, delivered across Kenya. Order by chat, phone or e-mail.
            </Text>
          </Stack>
          <Stack gap="1" fontSize="sm">
            <Text
              fontWeight="semibold"
              color="white"
              letterSpacing="0.12em"
              textTransform="uppercase"
              fontSize="xs"
            >
              Contact
            </Text>
            <chakra.a href={`tel:${SHOP_PHONE.replace(/\s/g, '')}`} {...footerLink}>
              {SHOP_PHONE}
            </chakra.a>
            <chakra.a href={`mailto:${SHOP_EMAIL}`} {...footerLink}>
              {SHOP_EMAIL}
            </chakra.a>
          </Stack>
        </Flex>
        <Text fontSize="xs" color="#CFC7BB" borderTopWidth="1px" borderColor="whiteAlpha.300" pt="5" pb="6">
          © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
        </Text>
      </PageWidth>
    </chakra.footer>
  );
}
