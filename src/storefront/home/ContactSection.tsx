import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { sections } from '../../routes';
import { SHOP_EMAIL, SHOP_MAILTO, SHOP_PHONE } from '../../ui/shop';
import { PageWidth, SectionIntro } from '../layout/Page';

const ContactForm = lazy(() => import('./ContactForm'));

/** Loads the form (and its phone library) when the section comes near the screen. */
function useNearScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined' || window.location.hash === `#${sections.contact}`)
      return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '600px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);
  return { ref, near };
}

export function ContactSection() {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  return (
    <section id={sections.contact} aria-labelledby="contact-title" className="contact">
      <PageWidth>
        <div ref={ref} className="home-split">
          <div className="contact-intro">
            <SectionIntro overline="Get in touch" title="Contact Us" id="contact-title">
              Questions about a frame, sizes or delivery? Send us a message, call, or e-mail.
            </SectionIntro>
            <div className="contact-ways">
              <p>
                Phone:{' '}
                <a className="contact-link" href={`tel:${SHOP_PHONE.replace(/\s/g, '')}`}>
                  {SHOP_PHONE}
                </a>
              </p>
              <p>
                E-mail:{' '}
                <a className="contact-link" href={SHOP_MAILTO}>
                  {SHOP_EMAIL}
                </a>
              </p>
            </div>
          </div>
          <div className="contact-card">
            {near ? (
              <Suspense fallback={<span className="contact-spinner" />}>
                <ContactForm />
              </Suspense>
            ) : null}
          </div>
        </div>
      </PageWidth>
    </section>
  );
}
