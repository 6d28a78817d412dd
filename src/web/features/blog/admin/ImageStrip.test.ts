import { describe, expect, it } from 'vitest';
import { reorderAfterDrag } from './ImageStrip';

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('reordering the preview strip', () => {
  it('moves the dragged image to where it was dropped', () => {
    expect(reorderAfterDrag(items, 'c', 'a').map((i) => i.id)).toEqual(['c', 'a', 'b']);
    expect(reorderAfterDrag(items, 'a', 'b').map((i) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('ignores a drop outside the list or onto the same image', () => {
    expect(reorderAfterDrag(items, 'b', null)).toBe(items);
    expect(reorderAfterDrag(items, 'b', 'b')).toBe(items);
    expect(reorderAfterDrag(items, 'b', 'zzz')).toBe(items);
  });
});
