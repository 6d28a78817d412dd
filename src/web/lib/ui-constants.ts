// Timings and sizes of the browser's screens, most of them the old site's values
// (docs/decisions/060-old-site-spec.md). The server never needs them; what both sides use is in
// src/shared/constants.ts.

export const LAYOUT = {
  navbarScrollThresholdPx: 50,
} as const;

/** The product picture rotator (360 view). */
export const ROTATOR = {
  autoRotateMs: 1200,
  dragThresholdPx: 15,
} as const;

/** How long a toast stays. */
export const TOAST_MS = 5000;

/** The blog's carousel and the admin form's cover preview. */
export const BLOG_UI = {
  carouselAutoplayMs: 3000,
  coverPreview: { width: 200, height: 150 },
} as const;

/** The registration form: its steps, and how long typing pauses before the e-mail is checked. */
export const REGISTRATION_UI = {
  steps: 3,
  existenceCheckDebounceMs: 500,
} as const;
