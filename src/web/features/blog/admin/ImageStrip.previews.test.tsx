// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImageStrip, type PendingImage } from './ImageStrip';

// Temporary previews are released when they change and when the screen is left.

const file = (name: string) => new File([name], name, { type: 'image/png' });

function Harness({ initial }: { initial: PendingImage[] }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <ImageStrip items={items} onChange={setItems} />
      <button type="button" onClick={() => setItems((i) => [...i].reverse())}>
        reverse
      </button>
    </>
  );
}

describe('the preview strip', () => {
  let created: string[];
  let revoked: string[];
  beforeEach(() => {
    created = [];
    revoked = [];
    let n = 0;
    URL.createObjectURL = vi.fn((f: Blob) => {
      const url = `blob:${(f as File).name}#${(n += 1)}`;
      created.push(url);
      return url;
    });
    URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps each preview with its file, releases a removed one, and releases all on leaving', async () => {
    const items = ['a.png', 'b.png', 'c.png'].map((name, i) => ({ id: `i${i}`, file: file(name) }));
    const view = render(<Harness initial={items} />);
    const live = () => created.filter((u) => !revoked.includes(u));
    expect(live()).toHaveLength(3);

    // Reordering moves previews with their files and makes no new ones.
    await userEvent.click(screen.getByRole('button', { name: 'reverse' }));
    expect(created).toHaveLength(3);
    const names = screen
      .getAllByRole('button', { name: /image \d of 3/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'c.png, image 1 of 3. Drag to reorder.',
      'b.png, image 2 of 3. Drag to reorder.',
      'a.png, image 3 of 3. Drag to reorder.',
    ]);
    const imgs = view.container.querySelectorAll('img');
    expect(Array.from(imgs, (img) => img.getAttribute('src')?.split('#')[0])).toEqual([
      'blob:c.png',
      'blob:b.png',
      'blob:a.png',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove b.png' }));
    expect(revoked).toEqual([created.find((u) => u.startsWith('blob:b.png'))]);
    expect(live()).toHaveLength(2);

    view.unmount();
    expect(live()).toEqual([]);
  });
});
