import { sections } from '../../routes';
import { DisplayHeading, PageWidth, SectionIntro } from '../layout/Page';

const points = [
  {
    title: 'Imported quality',
    text: 'Every frame is sourced from trusted makers abroad and checked before it reaches you.',
  },
  {
    title: 'Delivery across Kenya',
    text: 'Nairobi, Mombasa, Kisumu and beyond: we arrange delivery to your door.',
  },
  {
    title: 'Order by chat',
    text: 'No accounts, no checkout: tap Buy and we confirm price, stock and delivery with you.',
  },
];

export function About() {
  return (
    <section id={sections.about} aria-labelledby="about-title" className="about">
      <PageWidth>
        <div className="home-split">
          <SectionIntro overline="Who we are" title="About Us" id="about-title">
            Frame Shop brings imported picture frames to homes and offices in Kenya. We help you choose the
            right frame for your photos, certificates and art, and deliver it ready to hang.
          </SectionIntro>
          <div className="about-points">
            {points.map((p, i) => (
              <div key={p.title} className="about-point">
                <p className="about-number">0{i + 1}</p>
                <DisplayHeading as="h3" className="about-point-title">
                  {p.title}
                </DisplayHeading>
                <p className="muted">{p.text}</p>
              </div>
            ))}
          </div>
        </div>
      </PageWidth>
    </section>
  );
}
