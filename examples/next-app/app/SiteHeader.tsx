'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

const links = [
  { href: '/', label: 'Markets' },
  { href: '/wallet', label: 'Wallet' },
];

/** The app's name and its navigation; the current section is marked for screen readers and styled from that. */
export function SiteHeader() {
  const pathname = usePathname();
  // A market's page belongs to the markets section; the 404 page to none.
  const current = pathname.startsWith('/wallet')
    ? '/wallet'
    : pathname === '/' || pathname.startsWith('/market/')
      ? '/'
      : undefined;
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="site-header__brand">
          ION Markets
        </Link>
        <nav aria-label="Main" className="site-nav">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="site-nav__link"
              aria-current={link.href === current ? 'page' : undefined}
            >
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  );
}
