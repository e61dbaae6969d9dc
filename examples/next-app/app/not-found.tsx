import Link from 'next/link';

/** Next's built-in 404 page styles itself inline, which the strict CSP blocks: this one has no inline styles. */
export default function NotFound() {
  return (
    <main className="page">
      <div className="page__intro">
        <h1>Page not found</h1>
        <p>
          <Link href="/">Back to the lending markets</Link>
        </p>
      </div>
    </main>
  );
}
