import { NavLink } from "react-router";

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
              <NavLink to={link.to} end={link.end} className={({ isActive }) => `blog-nav__link${isActive ? " is-active" : ""}`}>
                {link.label}
              </NavLink>
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
