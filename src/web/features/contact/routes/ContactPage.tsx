import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useHref } from 'react-router';
import { CONTACT_FORM, type ContactFormAnswer } from '#shared/form-answers.js';
import { CONTACT } from '#shared/constants.js';
import { queryKeys } from '../../../lib/query-keys';
import { errorMessage, NETWORK_MESSAGE } from '../../../lib/api-client';
import { chatLink } from '../../../lib/whatsapp-link';
import { contactMessage } from '../../../lib/whatsapp-message';
import { useSite } from '../../site';
import { useSendContact } from '../api';
import { TextareaField, TextField } from '../../../components/ui/Field';
import { Button, buttonClass } from '../../../components/ui/Button';
import styles from '../contact.module.css';
import { FormError } from '../../../components/ui/FormError';
import { useI18n } from '../../../lib/i18n';
import { ServerHtml } from '../../../components/ui/ServerHtml';
import { useTakenOver } from '../../../lib/use-taken-over';

type Draft = { name: string; email: string; message: string };
type FieldErrors = Partial<Record<keyof Draft, string>>;
const EMPTY: Draft = { name: '', email: '', message: '' };
/** The form's rules (the server's own schema), fetched when the form is first used. */
const loadRules = () => import('#shared/contact.schema.js');
type Rules = Awaited<ReturnType<typeof loadRules>>;

export default function ContactPage() {
  const site = useSite();
  const mapQuery = encodeURIComponent(site.location);
  const mapUrl = `https://www.google.com/maps?q=${mapQuery}&output=embed`;
  const takenOver = useTakenOver();
  const { lang, m } = useI18n();
  const t = m.contact;
  // What the parts that only show are drawn from (components/ui/ServerHtml).
  const shows = `${lang} ${site.phone} ${site.phoneDisplay} ${site.email} ${site.location}`;
  const mapFrame = (src: string | undefined) => (
    <iframe
      title={t.mapOf(site.location)}
      src={src}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
  return (
    <section className="page container">
      <ServerHtml name="contact-head" version={shows}>
        <h1>{t.title}</h1>
        <p className={`muted ${styles.contactIntro}`}>{t.intro}</p>
      </ServerHtml>
      <div className={styles.contactLayout}>
        <div className={styles.contactInfo}>
          <ServerHtml name="contact-details" version={shows}>
            <ul className={`card ${styles.contactDetails}`}>
              <li>
                <Phone aria-hidden="true" size={20} />
                <div>
                  <strong>{t.phone}</strong>
                  <a href={`tel:+${site.phone.replace(/\D/g, '')}`}>{site.phoneDisplay}</a>
                </div>
              </li>
              <li>
                <Mail aria-hidden="true" size={20} />
                <div>
                  <strong>{t.email}</strong>
                  <a href={`mailto:${site.email}`}>{site.email}</a>
                </div>
              </li>
              <li>
                <MapPin aria-hidden="true" size={20} />
                <div>
                  <strong>{t.location}</strong>
                  <span>{site.location}</span>
                </div>
              </li>
              <li>
                <Clock aria-hidden="true" size={20} />
                <div>
                  <strong>{t.hours}</strong>
                  <span>{t.workingHours}</span>
                </div>
              </li>
            </ul>
          </ServerHtml>
          <div className={`card ${styles.contactMap}`}>
            {/* The placeholder sits under the frame: it is what shows while the map loads, or if it cannot. */}
            <div className={styles.contactMapFrame}>
              <div className={styles.contactMapPlaceholder} aria-hidden="true">
                <MapPin size={32} />
                <span>{site.location}</span>
              </div>
              {/* Google's map is a page of its own, several hundred KB: on a slow link it is asked
                  for once this page has been taken over, not beside the page's own script. */}
              {mapFrame(takenOver ? mapUrl : undefined)}
              <noscript>{mapFrame(mapUrl)}</noscript>
            </div>
            <a
              className={styles.contactMapLink}
              href={`https://www.google.com/maps/search/?api=1&query=${mapQuery}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.openMap}
            </a>
          </div>
        </div>
        <ContactForm />
      </div>
    </section>
  );
}

/**
 * What the server answered when the form was sent without the script (a plain POST, decision
 * 103): the page starts from it once, then it is dropped.
 */
function useServerAnswer(): ContactFormAnswer | undefined {
  const queryClient = useQueryClient();
  const key = queryKeys.formAnswer(CONTACT_FORM);
  const [answer] = useState(() => queryClient.getQueryData<ContactFormAnswer>(key));
  useEffect(() => queryClient.removeQueries({ queryKey: key, exact: true }), [queryClient, key]);
  return answer;
}

function ContactForm() {
  const site = useSite();
  const send = useSendContact();
  const answer = useServerAnswer();
  const [draft, setDraft] = useState<Draft>(() => (answer && !answer.sent ? answer.values : EMPTY));
  const [errors, setErrors] = useState<FieldErrors>(() => answer?.errors ?? {});
  const [sent, setSent] = useState<Draft | null>(() => (answer?.sent ? answer.values : null));
  const contactAction = useHref('/contact');
  const { contact: t } = useI18n().m;

  function edit(field: keyof Draft, value: string) {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setSent(null);
    send.reset();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    let rules: Rules;
    try {
      rules = await loadRules();
    } catch {
      setErrors({ message: NETWORK_MESSAGE });
      return;
    }
    const parsed = rules.ContactInput.safeParse(draft);
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Draft;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        setSent(parsed.data);
        setDraft(EMPTY);
      },
    });
  }

  return (
    // Without the script the browser posts the form and the server answers with this page
    // (decision 103); once taken over, the app sends it.
    <form
      className={`card ${styles.contactForm}`}
      action={contactAction}
      method="post"
      onSubmit={(e) => void submit(e)}
      onFocus={() => void loadRules().catch(() => undefined)}
      noValidate
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">{t.formTitle}</h2>
      <TextField
        id="contact-name"
        label={t.fullName}
        error={errors.name}
        name="name"
        value={draft.name}
        onChange={(e) => edit('name', e.target.value)}
        required
        autoComplete="name"
        maxLength={CONTACT.nameMax}
      />
      <TextField
        id="contact-email"
        label={t.email}
        error={errors.email}
        name="email"
        type="email"
        value={draft.email}
        onChange={(e) => edit('email', e.target.value)}
        required
        autoComplete="email"
        maxLength={CONTACT.emailMax}
      />
      <TextareaField
        id="contact-message"
        label={t.message}
        error={errors.message}
        name="message"
        value={draft.message}
        onChange={(e) => edit('message', e.target.value)}
        required
        maxLength={CONTACT.messageMax}
      />
      <div aria-live="polite">
        {send.isError && (
          <FormError className={styles.formMessage}>
            {t.notSent} {errorMessage(send.error)}
          </FormError>
        )}
        {sent && (
          <FormError success role={null} as="div" className={styles.contactFormSent}>
            <p>{t.sent}</p>
            <a
              className={buttonClass({ variant: 'primary', size: 'sm' })}
              href={chatLink(site.phone, contactMessage(sent, t.whatsappHello))}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.alsoWhatsApp}
            </a>
          </FormError>
        )}
      </div>
      <Button type="submit" variant="primary" disabled={send.isPending}>
        {send.isPending ? t.sending : t.send}
      </Button>
    </form>
  );
}
