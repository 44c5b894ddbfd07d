import { Link } from "react-router";
import { useIsCurrentPath } from "../hooks/use-current-path.ts";

/** A blog section link, highlighted and marked `aria-current="page"` on its page. */
function BlogNavLink({ to, label, end }: { to: string; label: string; end: boolean }) {
  // Not NavLink: its match sees the trailing slash of prerendering (see useCurrentPath).
  const active = useIsCurrentPath(to, end);
  return (
    <Link to={to} className={`blog-nav__link${active ? " is-active" : ""}`} aria-current={active ? "page" : undefined}>
      {label}
    </Link>
  );
}

/** The blog's page frame: a short section nav (posts, archive, authors, tags) beside the content. */
export function BlogLayout({ children, title }: { children: React.ReactNode; title: string }) {
  const links = [
    { to: "/blog", label: "All posts", end: true },
    { to: "/blog/archive", label: "Archive", end: false },
    { to: "/blog/authors", label: "Authors", end: false },
    { to: "/blog/tags", label: "Tags", end: false },
  ];
  return (
    <div className="container blog-layout">
      <nav className="blog-nav" aria-label="Blog">
        <p className="blog-nav__title">{title}</p>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <BlogNavLink to={link.to} label={link.label} end={link.end} />
            </li>
          ))}
          <li>
            <a className="blog-nav__link" href="/blog/rss.xml">
              RSS feed
            </a>
          </li>
        </ul>
      </nav>
      <main id="main-content" tabIndex={-1} className="blog-main">
        {children}
      </main>
    </div>
  );
}
