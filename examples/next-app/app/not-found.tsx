/** Next's built-in 404 page styles itself inline, which the strict CSP blocks: this one has no inline styles. */
export default function NotFound() {
  return (
    <main>
      <h1>Page not found</h1>
      <a href="/">Lending APYs</a>
    </main>
  );
}
