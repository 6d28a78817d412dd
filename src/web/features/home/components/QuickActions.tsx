import { Music2, ThumbsUp, X } from 'lucide-react';
import { useState } from 'react';
import { chatLink } from '../../../lib/whatsapp-link';
import { useSite } from '../../site';
import { useI18n } from '../../../lib/i18n';
import styles from '../home.module.css';

/** The floating quick-actions menu: open by default, collapses into one chat bubble. */
export function QuickActions({ greeting }: { greeting: string }) {
  const site = useSite();
  const { home } = useI18n().m;
  const [open, setOpen] = useState(true);
  if (!open) {
    return (
      <div className={styles.quickActions}>
        <button
          type="button"
          className={styles.quickActionsBubble}
          aria-label={home.openQuickActions}
          onClick={() => setOpen(true)}
        >
          <ChatIcon />
        </button>
      </div>
    );
  }
  return (
    <div
      className={`${styles.quickActions} ${styles.quickActionsOpen}`}
      role="group"
      aria-label={home.quickActions}
    >
      <a
        className={`${styles.quickActionsItem} ${styles.quickActionsItemChat}`}
        href={chatLink(site.phone, greeting)}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ChatIcon /> {home.chat}
      </a>
      <a
        className={styles.quickActionsItem}
        href={site.social.facebook}
        target="_blank"
        rel="noopener noreferrer"
      >
        <ThumbsUp size={18} aria-hidden="true" /> Facebook
      </a>
      <a
        className={styles.quickActionsItem}
        href={site.social.tiktok}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Music2 size={18} aria-hidden="true" /> TikTok
      </a>
      <button
        type="button"
        className={styles.quickActionsClose}
        aria-label={home.closeQuickActions}
        onClick={() => setOpen(false)}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </div>
  );
}

function ChatIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18a8 8 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8 8 0 1 1 12 20zm4.4-5.6c-.2-.1-1.4-.7-1.7-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.5 2.5 0 0 0 1.7-1.2 2 2 0 0 0 .1-1.2c0-.1-.2-.2-.5-.3z" />
    </svg>
  );
}
