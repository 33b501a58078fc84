/** The Enquiries texts (beyond the spec: our own counts of the storefront's Buy and e-mail clicks). */
export const ENQUIRY_WINDOWS = [7, 30] as const;
export type EnquiryWindow = (typeof ENQUIRY_WINDOWS)[number];
/** How many frames the dashboard card lists. */
export const TOP_ENQUIRED = 5;
export const ENQUIRIES_LOAD_FAILED = 'Failed to load enquiries';
export const ENQUIRIES_HELP =
  'Buy (chat) and e-mail enquiry clicks on the storefront, counted by our server.';
export const noEnquiries = (days: number) => `No enquiries in the last ${days} days`;
export const daysLabel = (days: number) => `${days} days`;
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
