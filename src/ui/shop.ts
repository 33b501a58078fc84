/** The shop's chat number and e-mail, from configuration (one place). */
export const SHOP_PHONE: string = import.meta.env.VITE_SHOP_PHONE || '+254 712 345 678';
export const SHOP_EMAIL: string = import.meta.env.VITE_SHOP_EMAIL || 'orders@frameshop.co.ke';
export const SHOP_NAME = 'Frame Shop';
