import { SHOP_EMAIL, SHOP_MAILTO, SHOP_NAME, SHOP_PHONE } from '../../ui/shop';
import { PageWidth } from './Page';

/** The footer: right after the page's last section, with no band between. */
export function Footer() {
  return (
    <footer className="footer">
      <PageWidth>
        <div className="footer-columns">
          <div className="footer-about">
            <p className="footer-name">{SHOP_NAME}</p>
            <p className="footer-note">
              Imported picture frames, delivered across Kenya. Order by chat, phone or e-mail.
            </p>
          </div>
          <div className="footer-contact">
            <p className="footer-heading">Contact</p>
            <a className="footer-link" href={`tel:${SHOP_PHONE.replace(/\s/g, '')}`}>
              {SHOP_PHONE}
            </a>
            <a className="footer-link" href={SHOP_MAILTO}>
              {SHOP_EMAIL}
            </a>
          </div>
        </div>
        <p className="footer-copyright">
          © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
        </p>
      </PageWidth>
    </footer>
  );
}
