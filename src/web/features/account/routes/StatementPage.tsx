import { Button, ButtonLink } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { LoadError } from '../../../components/ui/LoadError';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useFormat } from '../../../lib/i18n/format';
import { useLoginLink, useSession } from '../../auth';
import { useMyStatement, useShareStatement } from '../api';
import { useState } from 'react';
import { PayBalance } from '../components/PayBalance';
import { StatementView } from '../components/StatementView';
import styles from '../statement.module.css';

// /account/statement (decision 57): the holder's statement, printable, with a share link for
// whoever pays the bills. The share link's page (SharedStatementPage) reads without the script.

function ShareLink() {
  const t = useI18n().m.statement;
  const format = useFormat();
  const share = useShareStatement();
  return (
    <>
      <div className={styles.statementActions}>
        <Button type="button" variant="primary" onClick={() => window.print()}>
          {t.print}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={share.isPending}
          onClick={() => share.mutate()}
        >
          {t.share}
        </Button>
      </div>
      <FormError>{share.error?.message}</FormError>
      {share.data && (
        <p className={styles.statementLink}>
          {t.shared(format.dateTime(share.data.expiresAt))}{' '}
          <a href={share.data.url} data-testid="statement-share-link">
            {share.data.url}
          </a>
        </p>
      )}
    </>
  );
}

function MyStatement() {
  const t = useI18n().m.statement;
  const [waiting, setWaiting] = useState(false);
  const statement = useMyStatement(true, waiting);
  if (statement.isPending) return <p className="muted">{t.loading}</p>;
  if (statement.isError) {
    if (statement.error instanceof ApiError && statement.error.status === 404)
      return <p>{t.noAccount}</p>;
    return (
      <LoadError
        what={t.yours}
        error={statement.error}
        onRetry={() => statement.refetch()}
        retrying={statement.isFetching}
      />
    );
  }
  return (
    <>
      <StatementView statement={statement.data} />
      <PayBalance account={statement.data.account} onWaiting={setWaiting} />
      <ShareLink />
    </>
  );
}

export default function StatementPage() {
  const { m } = useI18n();
  const { session } = useSession();
  const login = useLoginLink();
  return (
    <section className="page container narrow">
      <h1>{m.statement.title}</h1>
      {session.status === 'loading' && <p className="muted">{m.statement.loading}</p>}
      {session.status === 'anonymous' && (
        <>
          <p>{m.account.loginFirst}</p>
          <ButtonLink to={login} variant="primary">
            {m.account.login}
          </ButtonLink>
        </>
      )}
      {session.status === 'authenticated' && <MyStatement />}
    </section>
  );
}
