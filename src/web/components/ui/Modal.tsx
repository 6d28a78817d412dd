import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../../lib/i18n';
import styles from './modal.module.css';

interface Props {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  /** Keys handled while the modal is open (e.g. arrows for a gallery). */
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void;
}

/**
 * A modal on the native <dialog>: focus stays inside, Escape and the backdrop close it, and the
 * page behind is inert. It opens when mounted; the caller unmounts it to close.
 */
export function Modal({ title, onClose, children, onKeyDown }: Props) {
  const closeLabel = useI18n().m.common.close;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.modal}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        // A click on the backdrop lands on the dialog element itself.
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={styles.modalBox}>
        <div className={styles.modalHead}>
          <h2 id={titleId} className={styles.modalTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.modalClose}
            onClick={onClose}
            aria-label={closeLabel}
          >
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
