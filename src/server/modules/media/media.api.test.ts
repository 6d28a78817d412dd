import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaVariantUrl } from '#shared/media.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { photoLikeJpeg, pngImage } from './media.test-helpers.js';
import { prepareImage, prepareImages } from './image-encoder.js';
import { deleteOwnerMedia, mediaUrlsByOwner, replaceOwnerMedia } from './media.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the media pipeline', () => {
  it('turns a 12-megapixel phone photo into a card WebP under 60 KB, without its EXIF', async () => {
    const photo = await photoLikeJpeg();
    expect(photo.length).toBeLessThan(4 * 1024 * 1024);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const image = await prepareImage({ filename: 'IMG_0001.jpg', data: photo });
    const card = image.variants.find((v) => v.variant === 'card')!;
    expect(card.width).toBe(400);
    expect(card.height).toBe(300);
    expect(card.data.length).toBeLessThan(60 * 1024);
    const meta = await sharp(card.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(image.variants.map((v) => [v.variant, v.width])).toEqual([
      ['card', 400],
      ['modal', 800],
      ['full', 1600],
    ]);
  });

  it('never enlarges a small image', async () => {
    const image = await prepareImage({
      filename: 'tiny.png',
      data: await pngImage(120, 90),
    });
    expect(image.variants.every((v) => v.width === 120 && v.height === 90)).toBe(true);
  });

  it('refuses text named .png (415), damaged images (400) and pixel bombs (413)', async () => {
    await expect(
      prepareImage({
        filename: 'notes.png',
        data: Buffer.from('just some text, not a picture'),
      }),
    ).rejects.toMatchObject({
      statusCode: 415,
      message: expect.stringContaining('"notes.png" is not an image'),
    });

    const png = await pngImage(200, 200);
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    await expect(prepareImage({ filename: 'broken.png', data: broken })).rejects.toMatchObject({
      statusCode: 400,
      code: 'INVALID_IMAGE',
    });

    // A 10000 x 5000 PNG of one colour is tiny on disk but 50 MP once decoded.
    const bomb = await sharp({
      create: { width: 10000, height: 5000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    await expect(prepareImage({ filename: 'bomb.png', data: bomb })).rejects.toMatchObject({
      statusCode: 413,
      code: 'IMAGE_TOO_MANY_PIXELS',
    });
  });
});

describe('GET /media/{id}/{variant}.webp', () => {
  it('serves each variant with an ETag, immutable caching and nosniff, and answers 304 to a revalidation', async () => {
    const images = await prepareImages([{ filename: 'a.png', data: await pngImage(900, 600) }]);
    const [url] = await replaceOwnerMedia(
      t.db,
      { kind: 'test', id: 'owner-1' },
      images,
      t.clock.now(),
    );
    expect(url).toMatch(/^\/media\/[\w-]+\/full\.webp$/);

    const card = await t.app.inject({ method: 'GET', url: mediaVariantUrl(url!, 'card') });
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(card.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(card.headers['x-content-type-options']).toBe('nosniff');
    // A picture is never a document: the page-only headers stay with the pages.
    expect(card.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(card.headers['content-security-policy']).toBeUndefined();
    expect((await sharp(card.rawPayload).metadata()).width).toBe(400);

    const again = await t.app.inject({
      method: 'GET',
      url: mediaVariantUrl(url!, 'card'),
      headers: { 'if-none-match': String(card.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const full = await t.app.inject({ method: 'GET', url: url! });
    expect((await sharp(full.rawPayload).metadata()).width).toBe(900);
  });

  it('answers 404 with a message for unknown images and unknown sizes', async () => {
    for (const url of [
      '/media/nope/card.webp',
      '/media/nope/huge.webp',
      '/media/../../etc/passwd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it("replacing or deleting an owner's images leaves nothing behind", async () => {
    const owner = { kind: 'test', id: 'owner-2' };
    const first = await replaceOwnerMedia(
      t.db,
      owner,
      await prepareImages([
        { filename: 'a.png', data: await pngImage() },
        { filename: 'b.png', data: await pngImage() },
      ]),
      t.clock.now(),
    );
    const second = await replaceOwnerMedia(
      t.db,
      owner,
      await prepareImages([{ filename: 'c.png', data: await pngImage() }]),
      t.clock.now(),
    );

    expect((await mediaUrlsByOwner(t.db, 'test', ['owner-2'])).get('owner-2')).toEqual(second);
    for (const url of first) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    await deleteOwnerMedia(t.db, owner);
    expect((await t.app.inject({ method: 'GET', url: second[0]! })).statusCode).toBe(404);
    const ids = first.concat(second).map((u) => u.split('/')[2]!);
    const leftovers = await t.db
      .selectFrom('media_variants')
      .select('media_id')
      .where('media_id', 'in', ids)
      .execute();
    expect(leftovers).toEqual([]);
  });
});
