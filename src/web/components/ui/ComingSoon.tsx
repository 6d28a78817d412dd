/** Holds a route whose screen has not been built yet. It says so plainly and pretends nothing. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="page container narrow center">
      <h1>{title}</h1>
      <p className="muted">Coming soon.</p>
    </section>
  );
}
