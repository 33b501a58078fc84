import type { HTMLAttributes, ReactNode } from 'react';

type BlockTag = 'div' | 'section' | 'header' | 'footer' | 'article' | 'aside' | 'nav';

interface PageWidthProps extends HTMLAttributes<HTMLElement> {
  as?: BlockTag;
  children?: ReactNode;
}

/** One page width for every section, header and footer: a centred column, at most 1600 px (`.page-width`). */
export function PageWidth({ as: Tag = 'div', className, ...rest }: PageWidthProps) {
  return <Tag className={className ? `page-width ${className}` : 'page-width'} {...rest} />;
}

interface DisplayHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as?: 'h1' | 'h2' | 'h3';
  children?: ReactNode;
}

/** A storefront title in the shop's typeface (Fraunces), on a calm scale (`.display`); its size is the caller's. */
export function DisplayHeading({ as: Tag = 'h2', className, ...rest }: DisplayHeadingProps) {
  return <Tag className={className ? `display ${className}` : 'display'} {...rest} />;
}

/** A section's opening: a small overline, its title, a line of text. */
export function SectionIntro({
  overline,
  title,
  id,
  children,
}: {
  overline: string;
  title: string;
  id: string;
  children?: ReactNode;
}) {
  return (
    <div className="section-intro">
      <p className="overline section-intro-overline">{overline}</p>
      <DisplayHeading as="h2" id={id} className="section-intro-title">
        {title}
      </DisplayHeading>
      {children && <p className="muted section-intro-text">{children}</p>}
    </div>
  );
}
