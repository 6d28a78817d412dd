import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="page container narrow center">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved.</p>
      <Link className="btn btn-primary" to="/">
        Back to Home
      </Link>
    </section>
  );
}
