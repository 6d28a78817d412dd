// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MediaImage } from './MediaImage';

it("the page's main picture is never loaded lazily, wherever its card sits", () => {
  const { getByAltText } = render(
    <>
      <MediaImage url="/media/abc/card.webp" alt="main" priority loading="lazy" />
      <MediaImage url="/media/def/card.webp" alt="later" loading="lazy" />
    </>,
  );
  expect(getByAltText('main').getAttribute('loading')).toBe('eager');
  expect(getByAltText('main').getAttribute('fetchpriority')).toBe('high');
  expect(getByAltText('later').getAttribute('loading')).toBe('lazy');
});
