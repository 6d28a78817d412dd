import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL } from '#shared/constants.js';

/**
 * Keeps image files up to 4MB; every other file is announced with an alert and left out, and the
 * rest are kept (docs/decisions/063-image-limit.md).
 */
export function acceptImages(chosen: File[], alert: (message: string) => void): File[] {
  const accepted: File[] = [];
  for (const file of chosen) {
    if (!file.type.startsWith('image/')) {
      alert(`"${file.name}" is not an image file.`);
    } else if (file.size > IMAGE_MAX_BYTES) {
      alert(`"${file.name}" is too large! (max ${IMAGE_MAX_LABEL})`);
    } else {
      accepted.push(file);
    }
  }
  return accepted;
}
