import { ButtonLink } from '../components/ui/Button';
import { useI18n } from '../lib/i18n';

export function NotFoundPage() {
  const { notFound } = useI18n().m;
  return (
    <section className="page container narrow center">
      <h1>{notFound.title}</h1>
      <p>{notFound.text}</p>
      <ButtonLink variant="primary" to="/">
        {notFound.back}
      </ButtonLink>
    </section>
  );
}
