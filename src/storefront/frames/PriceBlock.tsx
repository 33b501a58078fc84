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
    <div className={size === 'lg' ? 'frame-price frame-price-lg' : 'frame-price'}>
      <span className={discounted ? 'frame-price-now frame-price-sale' : 'frame-price-now'}>
        {formatKsh(price)}
      </span>
      {discounted && (
        <>
          <s className="frame-price-was">{formatKsh(originalPrice)}</s>
          <span className="frame-price-off">{discountTag(originalPrice, price)}</span>
        </>
      )}
    </div>
  );
}
