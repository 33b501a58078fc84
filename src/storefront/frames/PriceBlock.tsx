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
  const lg = size === 'lg';
  return (
    <Flex align="baseline" gap="2" wrap="wrap" fontVariantNumeric="tabular-nums">
      <Text
        as="span"
        fontWeight="semibold"
        fontSize={lg ? '2xl' : 'md'}
        color={discounted ? 'shop.sale' : 'shop.ink'}
      >
        {formatKsh(price)}
      </Text>
      {discounted && (
        <>
          <Text as="s" fontSize={lg ? 'md' : 'sm'} color="shop.muted">
            {formatKsh(originalPrice)}
          </Text>
          <Text as="span" fontSize="xs" fontWeight="semibold" color="shop.sale" letterSpacing="0.02em">
            {discountTag(originalPrice, price)}
          </Text>
        </>
      )}
    </Flex>
  );
}
