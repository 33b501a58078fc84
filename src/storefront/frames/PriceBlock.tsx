import { Flex, Text } from '@chakra-ui/react';
import { discountTag, formatKsh } from '../../ui/format';

interface Props {
  price: number;
  originalPrice: number;
  size?: 'md' | 'lg';
}

/** The price; with a struck original price and '-{n}% OFF' only when originalPrice > price. */
export function PriceBlock({ price, originalPrice, size = 'md' }: Props) {
  const discounted = originalPrice > price;
  return (
    <Flex align="baseline" gap="2" wrap="wrap">
      <Text as="span" fontWeight="bold" fontSize={size === 'lg' ? '2xl' : 'lg'} color="gray.900">
        {formatKsh(price)}
      </Text>
      {discounted && (
        <>
          <Text as="s" fontSize={size === 'lg' ? 'md' : 'sm'} color="gray.600">
            {formatKsh(originalPrice)}
          </Text>
          <Text
            as="span"
            fontSize="xs"
            fontWeight="bold"
            color="white"
            bg="red.700"
            px="1.5"
            py="0.5"
            borderRadius="sm"
          >
            {discountTag(originalPrice, price)}
          </Text>
        </>
      )}
    </Flex>
  );
}
