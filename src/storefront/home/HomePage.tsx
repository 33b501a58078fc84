import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths, sections } from '../../routes';
import { FramesGrid } from '../frames/FramesGrid';
import { PageWidth, SectionIntro } from '../layout/Page';
import { About } from './About';
import { ContactSection } from './ContactSection';
import { Hero } from './Hero';

/** Home: hero, the frames, about, contact. Landing on a section (`/#contact`) is the layout's scroll keeper's. */
export function HomePage() {
  useEffect(() => {
    document.title = 'Frame Shop — Imported Picture Frames in Kenya';
  }, []);

  return (
    <>
      <Hero />
      <section id={sections.frames} aria-labelledby="frames-title" className="home-frames">
        <PageWidth>
          <div className="home-frames-stack">
            <SectionIntro overline="The collection" title="Our Frames" id="frames-title">
              Pick a frame, tap Buy, and we will confirm the details with you by chat.
            </SectionIntro>
            <FramesGrid />
            <p className="home-frames-all">
              <Link className="btn btn-outline btn-lg" to={paths.frames}>
                View all frames
              </Link>
            </p>
          </div>
        </PageWidth>
      </section>
      <About />
      <ContactSection />
    </>
  );
}
