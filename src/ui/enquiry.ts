import { graphql } from '../api/graphql';
import type { Frame } from '../api/types';
import { formatKsh } from './format';
import { mailto } from './mailto';
import { chatDigits } from './phone';
import { SHOP_EMAIL, SHOP_PHONE } from './shop';

type OrderFrame = Pick<Frame, 'name' | 'currentPrice' | 'originalPrice' | 'inStock'>;

/** The priced line: the current price, with the former price when discounted. */
function priceLine(frame: OrderFrame): string {
  const price = `Price: ${formatKsh(frame.currentPrice)}`;
  return frame.originalPrice > frame.currentPrice
    ? `${price} (was ${formatKsh(frame.originalPrice)})`
    : price;
}

/** The pre-filled chat message of docs/product.md §1. */
export function chatOrderMessage(frame: OrderFrame): string {
  return [
    'Hello! 👋',
    '',
    `I would like to purchase this frame: ${frame.name}`,
    '',
    `Name: ${frame.name}`,
    priceLine(frame),
    `Status: ${frame.inStock ? 'In Stock' : 'Out of Stock'}`,
    '',
    'Could you please share more details, availability and delivery options?',
    '',
    'Thank you!',
  ].join('\n');
}

/** https://wa.me/<digits>?text=<message>: the shop number normalised, the text fully encoded. */
export function chatUrl(message: string, phone: string = SHOP_PHONE): string {
  return `https://wa.me/${chatDigits(phone)}?text=${encodeURIComponent(message)}`;
}

/** The e-mail enquiry of the detail page: mailto with subject and body, each encoded. */
export function mailtoUrl(frame: OrderFrame, email: string = SHOP_EMAIL): string {
  const subject = `Enquiry about ${frame.name}`;
  const body = [
    'Hello,',
    '',
    `I am interested in this frame: ${frame.name}`,
    priceLine(frame),
    `Status: ${frame.inStock ? 'In Stock' : 'Out of Stock'}`,
    '',
    'Could you please share more details, availability and delivery options?',
    '',
    'Thank you.',
  ].join('\n');
  return mailto(email, { subject, body });
}

/** Opens the chat order for a frame in a new window. */
export function openChatOrder(frame: OrderFrame): void {
  window.open(chatUrl(chatOrderMessage(frame)), '_blank', 'noopener');
}

/** Chat link for a general enquiry (the floating chat button). */
export function openChat(message = 'Hello! 👋 I would like to know more about your frames.'): void {
  window.open(chatUrl(message), '_blank', 'noopener');
}

export type EnquiryKind = 'chat' | 'email';

const RecordEnquiryMutation = graphql(`
  mutation RecordEnquiry($frameId: ID!, $kind: EnquiryKind!) {
    recordEnquiry(frameId: $frameId, kind: $kind) {
      success
    }
  }
`);

/**
 * Counts a Buy / chat order (`chat`) or e-mail enquiry (`email`) click on our own server, through the graph
 * client: no cookie, nothing about the visitor, no third party. Fire and forget, after the link is opened,
 * so it never delays or breaks it; a failure is ignored. Clicks in the admin's preview card are not counted.
 */
export function recordEnquiry(frameId: number, kind: EnquiryKind): void {
  if (typeof location !== 'undefined' && location.pathname.startsWith('/admin')) return;
  import('../api/lazyClient')
    .then(({ loadShopClient }) => loadShopClient())
    .then(({ client }) => client.mutation(RecordEnquiryMutation, { frameId, kind }).toPromise())
    .catch(() => {});
}
