import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { sections } from '../../routes';
import { SHOP_EMAIL, SHOP_MAILTO, SHOP_PHONE } from '../../ui/shop';
import { PageWidth, SectionIntro } from '../layout/Page';

const loadForm = () => import('./ContactForm');
const ContactForm = lazy(loadForm);

/**
 * Loads the form (and its phone library) when the section comes near the screen, or when focus enters it
 * (Tab from the page: the form is there by the time Tab reaches its card).
 */
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
  return { ref, near, setNear };
}

export function ContactSection() {
  const { ref, near, setNear } = useNearScreen<HTMLDivElement>();
  // Tab reached the card before the form's code: the form takes the focus when it comes.
  const focusFirst = useRef(false);
  const later = (
    <button type="button" className="contact-later" onFocus={() => (focusFirst.current = true)}>
      Send Message: First Name, Last Name, Email, Phone, Message
    </button>
  );
  return (
    <section
      id={sections.contact}
      aria-labelledby="contact-title"
      className="contact"
      // The card's button keeps the focus while the form's code loads; then the form takes it.
      onFocus={() => void loadForm().then(() => setNear(true))}
    >
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
            {/* Until the form comes (before its section nears the screen, and while its code loads): its
                fields' names in plain text (find-in-page finds them, and scrolling to them brings the form),
                on a button that Tab stops at: it hands the focus to the form's first field when the form comes. */}
            {near ? (
              <Suspense fallback={later}>
                <ContactForm focusFirst={focusFirst} />
              </Suspense>
            ) : (
              later
            )}
          </div>
        </div>
      </PageWidth>
    </section>
  );
}
