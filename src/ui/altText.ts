/**
 * A picture's alt text (docs/api.md, Resources: Images): what staff wrote for it on the frame form, else the
 * frame's name and the picture's number ("Oak Classic — picture 2"). The storefront's pictures, the frame
 * page's structured data and the back office's placeholder all say it this way.
 */
export const defaultAlt = (name: string, index: number) => `${name} — picture ${index + 1}`;

export const altOf = (name: string, alt: string | null | undefined, index: number) =>
  alt?.trim() || defaultAlt(name, index);
