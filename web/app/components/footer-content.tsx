import type { SiteFooter } from "../content/views/site-config.ts";
import { SITE_FOOTER_ID } from "../lib/site-footer-id.ts";
import { Logo } from "./icons.tsx";
import { SmartLink } from "./smart-link.tsx";

/**
 * The footer from the site settings (`getSiteFooter`): link columns, logo (href and target) and the
 * copyright line, rendered once at build time as a chrome part (components/chrome-part.tsx). The
 * copyright HTML was sanitised at build time (sanitize-html), so it is injected as is.
 */
export function FooterContent({ footer, title }: SiteFooter) {
  const logo = footer.logo;
  return (
    <footer id={SITE_FOOTER_ID} className={`footer footer--${footer.style}`}>
      <div className="container footer__inner">
        <div className="footer__columns">
          {footer.columns.map((column) => (
            <div key={column.title} className="footer__column">
              <h2 className="footer__title">{column.title}</h2>
              <ul>
                {column.items.map((item) => (
                  <li key={item.href}>
                    <SmartLink href={item.href} className="footer__link">
                      {item.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="footer__bottom">
          {logo?.href ? (
            <a
              className="footer__logo"
              href={logo.href}
              target={logo.target ?? "_self"}
              rel={logo.target === "_blank" ? "noopener noreferrer" : undefined}
            >
              <Logo />
              <span>{logo.alt ?? title}</span>
              {logo.target === "_blank" && <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          ) : null}
          {footer.copyright ? (
            <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
          ) : null}
        </div>
      </div>
    </footer>
  );
}
