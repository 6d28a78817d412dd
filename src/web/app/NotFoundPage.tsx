import { ButtonLink } from '../components/ui/Button';

export function NotFoundPage() {
  return (
    <section className="page container narrow center">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved.</p>
      <ButtonLink variant="primary" to="/">
        Back to Home
      </ButtonLink>
    </section>
  );
}
