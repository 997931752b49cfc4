// A banner's link: a site path is routed inside the app (a leading /shop stripped, seed 002
// "Links found in content"); another site, /p/ and /photo/ open in a new window.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const NEW_WINDOW = /^(https?:)?\/\/|^\/(p|photo2?)\//;

export function BannerLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  if (NEW_WINDOW.test(href))
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return (
    <Link to={href.replace(/^\/shop(?=\/)/, '')} className={className}>
      {children}
    </Link>
  );
}
