import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { SHOP_EMAIL, SHOP_NAME, SHOP_PHONE } from '../../ui/shop';

export function Footer() {
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="16">
      <Flex
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="10"
        gap="8"
        direction={{ base: 'column', md: 'row' }}
        justify="space-between"
      >
        <Stack gap="2" maxW="sm">
          <Text fontWeight="bold" fontSize="lg">
            {SHOP_NAME}
          </Text>
          <Text color="gray.300" fontSize="sm">
            Imported picture frames, delivered across Kenya. Order by chat, phone or e-mail.
          </Text>
        </Stack>
        <Stack gap="1" fontSize="sm">
          <Text fontWeight="semibold">Contact</Text>
          <chakra.a
            href={`tel:${SHOP_PHONE.replace(/\s/g, '')}`}
            color="gray.200"
            _hover={{ textDecoration: 'underline' }}
          >
            {SHOP_PHONE}
          </chakra.a>
          <chakra.a href={`mailto:${SHOP_EMAIL}`} color="gray.200" _hover={{ textDecoration: 'underline' }}>
            {SHOP_EMAIL}
          </chakra.a>
        </Stack>
      </Flex>
      <Text textAlign="center" fontSize="xs" color="gray.400" pb="6">
        © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
      </Text>
    </Box>
  );
}
