import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { homeUrl } from '../routes';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found — Frame Shop';
  }, []);
  return (
    <div className="not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found-title">Oops! Page not found</h1>
      <Link className="btn not-found-home" to={homeUrl()}>
        Return to Home
      </Link>
    </div>
  );
}
