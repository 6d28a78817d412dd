import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { sharedStatementQuery } from '../api';
import { StatementView } from '../components/StatementView';

// /statement/{token} (decision 57): a statement opened by its signed share link. The server
// loads it before rendering, so it reads (and prints) without the script; an altered or expired
// link says so.

export default function SharedStatementPage() {
  const { token = '' } = useParams();
  const t = useI18n().m.statement;
  const statement = useQuery(sharedStatementQuery(token));
  return (
    <section className="page container narrow">
      <h1>{t.title}</h1>
      {statement.isPending && <p className="muted">{t.loading}</p>}
      {(statement.isError || statement.data === null) && <p>{t.linkInvalid}</p>}
      {statement.data && <StatementView statement={statement.data} />}
    </section>
  );
}
