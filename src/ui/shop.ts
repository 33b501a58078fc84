/** The shop's chat number and e-mail, from configuration (one place). */
export const SHOP_PHONE: string = import.meta.env.VITE_SHOP_PHONE || '+254 712 345 678';
export const SHOP_EMAIL: string = import.meta.env.VITE_SHOP_EMAIL || 'orders@frameshop.co.ke';
export const SHOP_NAME = 'Frame Shop';
/** The shop's own address as a link: a fixed, configured address (no visitor's text), so no header can ride
 *  on it; links that carry typed text are built by src/ui/mailto.ts, which encodes every part. */
export const SHOP_MAILTO = `mailto:${SHOP_EMAIL}`;
