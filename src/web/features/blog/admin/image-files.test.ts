import { describe, expect, it } from 'vitest';
import { sortImageFiles } from './image-files';

const file = (name: string, size: number, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('choosing blog images', () => {
  it('accepts images up to exactly 4 MB and names every file it skips', () => {
    const ok = file('ok.png', 4 * 1024 * 1024);
    const big = file('big.jpg', 4 * 1024 * 1024 + 1, 'image/jpeg');
    const text = file('notes.txt', 10, 'text/plain');
    const { accepted, rejected } = sortImageFiles([ok, big, text]);
    expect(accepted).toEqual([ok]);
    expect(rejected).toEqual([
      '"big.jpg" is too large! Maximum allowed size is 4MB.',
      '"notes.txt" is not an image file.',
    ]);
  });
});
