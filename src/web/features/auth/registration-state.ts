import { ACCOUNT } from '#shared/constants.js';
import type { Refusal } from '../../lib/i18n/error-text';

// The register form's state and every way it changes, as one reducer (use-registration.ts runs
// it; the page only draws it). Pure, and free of the validation library, so the page's first
// script stays small: the rules come with the first use of the form (form-rules.ts).

type Step = 1 | 2 | 3;
export type RegisterField = 'email' | 'name' | 'password' | 'confirmPassword' | 'code';
/** What the server said about the e-mail and name: taken, free, or it could not check. */
export type CheckState = 'exists' | 'free' | 'unknown';

export interface RegistrationState {
  step: Step;
  values: Record<RegisterField, string>;
  /** Each field's problem, shown under it until the field is edited. */
  errors: Partial<Record<RegisterField, string>>;
  /** What went wrong with the last request, above the form (a server refusal, or a text). */
  failure: Refusal;
  /** What went well (the code was sent), on the code step. */
  notice: string;
  busy: boolean;
  /** A code was sent to this e-mail: the code step checks its format from then on. */
  codeSent: boolean;
  attemptsLeft: number;
  /** The last existence answer and the e-mail and name it was for (checkKey). */
  existence: { key: string; state: CheckState } | null;
}

export type RegistrationAction =
  | { type: 'edit'; field: RegisterField; value: string }
  /** The rules' verdict on some fields; a field named with no problem is cleared. */
  | { type: 'validated'; errors: Partial<Record<RegisterField, string | undefined>> }
  | { type: 'checked'; key: string; state: CheckState }
  | { type: 'busy'; busy: boolean }
  | { type: 'clearMessages' }
  | { type: 'failed'; message: Refusal; attemptsLeft?: number }
  | { type: 'codeSent'; notice: string; attemptsLeft?: number }
  | { type: 'next' }
  | { type: 'back' };

export const initialRegistration: RegistrationState = {
  step: 1,
  values: { email: '', name: '', password: '', confirmPassword: '', code: '' },
  errors: {},
  failure: '',
  notice: '',
  busy: false,
  codeSent: false,
  attemptsLeft: ACCOUNT.resendAttempts,
  existence: null,
};

export function registrationReducer(
  state: RegistrationState,
  action: RegistrationAction,
): RegistrationState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: { ...state.errors, [action.field]: undefined },
      };
    case 'validated':
      return { ...state, errors: { ...state.errors, ...action.errors } };
    case 'checked':
      return { ...state, existence: { key: action.key, state: action.state } };
    case 'busy':
      return { ...state, busy: action.busy };
    case 'clearMessages':
      return { ...state, failure: '', notice: '' };
    case 'failed':
      return {
        ...state,
        failure: action.message,
        attemptsLeft: action.attemptsLeft ?? state.attemptsLeft,
      };
    case 'codeSent':
      return {
        ...state,
        codeSent: true,
        notice: action.notice,
        attemptsLeft: action.attemptsLeft ?? state.attemptsLeft,
      };
    case 'next':
      return { ...state, failure: '', step: state.step < 3 ? ((state.step + 1) as Step) : 3 };
    case 'back':
      return {
        ...state,
        failure: '',
        notice: '',
        step: state.step > 1 ? ((state.step - 1) as Step) : 1,
      };
  }
}

/** Which e-mail and name an existence answer belongs to (case and spaces aside). */
export const checkKeyOf = ({ values }: RegistrationState) =>
  `${values.email.trim().toLowerCase()}\n${values.name.trim().toLowerCase()}`;

/** The existence answer for what is typed now, if there is one. */
export function checkStateOf(state: RegistrationState): CheckState | undefined {
  return state.existence?.key === checkKeyOf(state) ? state.existence.state : undefined;
}
