import { IMAGE_MAX_BYTES, IMAGE_MAX_LABEL } from '#shared/constants.js';

// The blog editor's checks of chosen files (docs/decisions/063-image-limit.md): images only,
// 4MB each; an oversized file is named in the alert.

export const tooLargeMessage = (name: string) =>
  `"${name}" is too large! Maximum allowed size is ${IMAGE_MAX_LABEL}.`;
export const notImageMessage = (name: string) => `"${name}" is not an image file.`;

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** The files that may be added, and one message for each file that may not. */
export function sortImageFiles(files: readonly File[]): { accepted: File[]; rejected: string[] } {
  const accepted: File[] = [];
  const rejected: string[] = [];
  for (const file of files) {
    if (!isImageFile(file)) rejected.push(notImageMessage(file.name));
    else if (file.size > IMAGE_MAX_BYTES) rejected.push(tooLargeMessage(file.name));
    else accepted.push(file);
  }
  return { accepted, rejected };
}
