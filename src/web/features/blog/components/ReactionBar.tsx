import { Heart, ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ReactionType, Reactions, UserReactions } from '#shared/blog.schema.js';
import { errorMessage } from '../../../lib/api-client';
import { useLoginLink, useSession } from '../../auth';
import { useReact } from '../api';
import styles from '../blog.module.css';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../lib/i18n';

const BUTTONS: { type: ReactionType; count: keyof Reactions; Icon: LucideIcon }[] = [
  { type: 'like', count: 'likes', Icon: ThumbsUp },
  { type: 'heart', count: 'hearts', Icon: Heart },
  { type: 'dislike', count: 'dislikes', Icon: ThumbsDown },
];

/** Like, heart and dislike with counts; each is a toggle that shows whether this person chose it. */
export function ReactionBar({
  slug,
  reactions,
  userReactions,
}: {
  slug: string;
  reactions: Reactions;
  userReactions: UserReactions;
}) {
  const { session } = useSession();
  const react = useReact(slug);
  const navigate = useNavigate();
  const login = useLoginLink();
  const signedIn = session.status === 'authenticated';
  const { blog: t } = useI18n().m;

  function click(type: ReactionType) {
    if (!signedIn) {
      void navigate(login);
      return;
    }
    if (react.isPending) return;
    react.mutate(type);
  }

  return (
    <div className={styles.blogReactions}>
      <div className={styles.blogReactionsButtons} role="group" aria-label={t.reactions}>
        {BUTTONS.map(({ type, count, Icon }) => {
          const on = signedIn && userReactions[type];
          return (
            <button
              key={type}
              type="button"
              className={`${styles.blogReaction} ${on ? styles.blogReactionOn : ''}`}
              aria-pressed={on}
              onClick={() => click(type)}
              disabled={session.status === 'loading'}
            >
              <Icon size={18} aria-hidden="true" fill={on ? 'currentColor' : 'none'} />
              {/* The name is the label and the count shown ('Like 3'): a name that left out the
                  visible count failed axe's label-content-name-mismatch. */}
              <span className="visually-hidden">{t[type]} </span>
              <span>{reactions[count]}</span>
            </button>
          );
        })}
      </div>
      {react.isError && <FormError>{errorMessage(react.error)}</FormError>}
    </div>
  );
}
