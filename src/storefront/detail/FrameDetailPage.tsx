import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PublicFrameQuery } from '../../api/documents/storefront';
import type { Frame } from '../../api/types';
import { homeUrl, sections, sectionUrl } from '../../routes';
import { altOf } from '../../ui/format';
import { LabelChips, StockBadge } from '../frames/bits';
import { type FromGrid, orderByChat } from '../frames/FrameCard';
import { FramePicture, picturesOf } from '../frames/FrameImage';
import { PriceBlock } from '../frames/PriceBlock';
import { Rating } from '../frames/Rating';

/** Spec section 9: the detail page shows a fixed 4.5 rating; features and material are fixed texts. */
export const DETAIL_RATING = 4.5;
export const MATERIAL = 'High-quality materials';
export const DEFAULT_DIMENSIONS = 'Standard size';
export const FEATURES = [
  'Premium imported frame',
  'Clear protective glazing',
  'Ready to hang or stand',
  'Carefully packed for delivery',
  'Delivery available across Kenya',
];

function Problem({ message }: { message: string }) {
  return (
    <div className="detail-problem" role="alert">
      <h1 className="display detail-problem-title">{message}</h1>
      <Link className="btn detail-btn" to={homeUrl()}>
        Back to Home
      </Link>
    </div>
  );
}

function isNotFound(error: { networkError?: unknown; message: string }) {
  const status = (error.networkError as { status?: number } | undefined)?.status;
  return status === 404 || /not found/i.test(error.message);
}

/**
 * '← Back to frames': opened from the grid, it goes back in history, so the grid is where the shopper left
 * it; opened from elsewhere (a shared link), it opens the frames section.
 */
function BackToFrames() {
  const location = useLocation();
  const navigate = useNavigate();
  const fromGrid = (location.state as FromGrid | null)?.fromGrid === true;
  return (
    <Link
      className="detail-back"
      to={sectionUrl(sections.frames)}
      onClick={(e) => {
        if (!fromGrid) return;
        e.preventDefault();
        navigate(-1);
      }}
    >
      ← Back to frames
    </Link>
  );
}

function Detail({ frame }: { frame: Frame }) {
  const main = picturesOf(frame)[0];
  useEffect(() => {
    document.title = `${frame.name} — Frame Shop`;
  }, [frame.name]);
  return (
    <div className="page-width detail">
      <BackToFrames />
      <div className="detail-grid">
        <div className="detail-wall">
          <div className="detail-mount">
            {main ? (
              <FramePicture
                picture={main}
                alt={altOf(frame.name, main.alt, 0)}
                priority="lcp"
                sizes="(min-width: 1600px) 860px, (min-width: 1280px) 52vw, (min-width: 768px) 46vw, 92vw"
              />
            ) : (
              <div className="detail-empty">No image available</div>
            )}
          </div>
        </div>
        <div className="detail-info">
          {frame.category && <p className="overline">{frame.category}</p>}
          <h1 className="display detail-title">{frame.name}</h1>
          <div className="detail-status">
            <Rating value={DETAIL_RATING} idPrefix="detail" />
            <StockBadge inStock={frame.inStock} />
          </div>
          <PriceBlock price={frame.currentPrice} originalPrice={frame.originalPrice} size="lg" />
          {frame.labels.length > 0 && <LabelChips labels={frame.labels} />}
          <div className="detail-actions">
            <button
              type="button"
              className="btn btn-lg btn-order detail-btn"
              onClick={() => orderByChat(frame)}
            >
              Order on WhatsApp
            </button>
            <button
              type="button"
              className="btn btn-lg btn-outline detail-btn"
              onClick={async () => {
                const { mailtoUrl, recordEnquiry } = await import('../../ui/enquiry');
                window.location.href = mailtoUrl(frame);
                recordEnquiry(frame.id, 'email');
              }}
            >
              Enquire by Email
            </button>
          </div>
          <p className="detail-description">{frame.description}</p>
          <div className="detail-features">
            <h2 className="detail-features-title">Features</h2>
            <ul className="detail-list">
              {FEATURES.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </div>
          <dl className="detail-specs">
            <dt>Dimensions</dt>
            <dd>{frame.dimensions?.trim() || DEFAULT_DIMENSIONS}</dd>
            <dt>Material</dt>
            <dd>{MATERIAL}</dd>
          </dl>
        </div>
      </div>
    </div>
  );
}

function LoadedDetail({ id }: { id: string }) {
  const [{ data, fetching, error }] = useQuery({ query: PublicFrameQuery, variables: { id } });
  const frame = data?.publicFrame;
  if (frame) return <Detail frame={frame} />;
  if (fetching)
    return (
      <div className="detail-loading" role="status" aria-label="Loading frame">
        <span className="spinner" />
      </div>
    );
  if (error)
    return <Problem message={isNotFound(error) ? 'Frame not found' : 'Failed to fetch frame details'} />;
  return <Problem message="Frame not found" />;
}

/** /frame/{id} (docs/product.md §2). */
export default function FrameDetailPage() {
  const { id } = useParams();
  if (!id?.trim()) return <Problem message="No frame ID provided" />;
  return <LoadedDetail id={id} />;
}
