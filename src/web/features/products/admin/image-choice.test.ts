import { describe, expect, it } from 'vitest';
import { acceptImages } from './image-choice';

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type });

describe('choosing product images', () => {
  it('keeps images up to 4MB and alerts about each file over it, leaving it out', () => {
    const alerts: string[] = [];
    const kept = acceptImages(
      [
        file('ok.jpg', 4 * 1024 * 1024, 'image/jpeg'),
        file('big.png', 4 * 1024 * 1024 + 1, 'image/png'),
        file('b.webp', 10, 'image/webp'),
      ],
      (m) => alerts.push(m),
    );
    expect(kept.map((f) => f.name)).toEqual(['ok.jpg', 'b.webp']);
    expect(alerts).toEqual(['"big.png" is too large! (max 4MB)']);
  });

  it('leaves out files that are not images', () => {
    const alerts: string[] = [];
    expect(acceptImages([file('notes.txt', 10, 'text/plain')], (m) => alerts.push(m))).toEqual([]);
    expect(alerts).toEqual(['"notes.txt" is not an image file.']);
  });
});
