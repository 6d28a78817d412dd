import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { hashPassword } from '../modules/auth/password.js';
import { findUserByEmail, insertUser } from '../modules/auth/user.repository.js';
import {
  countBlogs,
  findBlogBySlug,
  insertComment,
  toggleReaction,
} from '../modules/blogs/blog.repository.js';
import { createBlog } from '../modules/blogs/blog.service.js';
import { prepareImage, type PreparedImage } from '../modules/media/image-encoder.js';
import { readDrawing } from './drawings.js';

// Demo blog for SEED_DEMO: three posts with a cover and pictures, a few comments, replies and
// reactions from demo readers. Runs only while there are no blogs, so it never touches real ones.
// The pictures are simple building-site scenes, SVG files in drawings/blog/ (drawings.ts).

const DAY = 24 * 60 * 60 * 1000;

async function picture(file: string): Promise<PreparedImage> {
  const data = await sharp(Buffer.from(readDrawing(`blog/${file}`)))
    .png()
    .toBuffer();
  return prepareImage({ filename: 'demo.png', data });
}

interface DemoPost {
  title: string;
  content: string;
  /** Files in drawings/blog/. */
  cover: string;
  images: string[];
  daysAgo: number;
}

const POSTS: DemoPost[] = [
  {
    title: 'How to Choose the Right Cement for Your Project',
    daysAgo: 12,
    cover: 'cement-cover.svg',
    images: ['cement-1.svg', 'cement-2.svg'],
    content: `Not every bag of cement is the same. Ordinary Portland cement (OPC 42.5) sets fast and reaches high strength early, which makes it the usual choice for columns, beams and slabs.

For plastering, block work and general masonry, a pozzolanic cement such as 32.5R is easier to work with, shrinks less and costs less per bag. It gains strength more slowly, so give it time before loading.

Whatever you buy, keep the bags off the ground and under cover. Cement that has taken in moisture forms lumps and will never reach its full strength. We deliver in batches so your stock on site stays fresh.`,
  },
  {
    title: 'Iron Sheets Buying Guide: Gauges, Profiles and Finishes',
    daysAgo: 6,
    cover: 'iron-sheets-cover.svg',
    images: ['iron-sheets-1.svg', 'iron-sheets-2.svg', 'iron-sheets-3.svg'],
    content: `The gauge is the thickness of the sheet: the smaller the number, the thicker the steel. Gauge 30 is light and cheap for sheds and stores; gauge 28 is the everyday choice for homes; gauge 26 and below suit coastal and high-wind sites.

Box profile sheets are stiff and drain well on low-pitched roofs. Corrugated sheets are the classic look and bend easily over curved structures. Tile profile sheets give the look of clay tiles at a fraction of the weight.

Pre-painted sheets come in many colours and resist rust for years. Ask us for the colour chart and we will help you work out how many sheets, ridges and roofing nails your roof needs.`,
  },
  {
    title: 'Five Power Tools Every Fundi Should Own',
    daysAgo: 2,
    cover: 'power-tools-cover.svg',
    images: ['power-tools-1.svg', 'power-tools-2.svg'],
    content: `A good cordless drill is the first tool most fundis buy, and with the right bits it drills concrete, steel and timber and drives screws all day long.

An angle grinder cuts steel bars, tiles and blocks and cleans welds. Always fit the guard and wear eye protection: discs spin at more than 10,000 revolutions a minute.

A long steel tape, a spirit level and a chalk line are not powered, but no job goes well without them. Measure twice, cut once.

Finish the kit with a jigsaw for timber and a rotary hammer for heavy concrete work. We stock spare batteries, discs and bits for every brand we sell.`,
  },
];

const READERS = [
  { email: 'wanjiru.demo@example.com', username: 'Wanjiru' },
  { email: 'otieno.demo@example.com', username: 'Otieno' },
  { email: 'kamau.demo@example.com', username: 'Kamau' },
];

async function demoReaders(app: FastifyInstance): Promise<string[]> {
  const ids: string[] = [];
  for (const reader of READERS) {
    const found = await findUserByEmail(app.db, reader.email);
    if (found) {
      ids.push(found.id);
      continue;
    }
    // Real accounts with a random password nobody knows: they exist only to author demo comments.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    const row = await insertUser(
      app.db,
      { ...reader, passwordHash, role: 'user', verified: true },
      app.clock.now(),
    );
    ids.push(row.id);
  }
  return ids;
}

export async function seedDemoBlogs(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemo || (await countBlogs(app.db)) > 0) return;
  const [wanjiru, otieno, kamau] = (await demoReaders(app)) as [string, string, string];
  const now = app.clock.now().getTime();

  const slugs: string[] = [];
  for (const post of POSTS) {
    const cover = await picture(post.cover);
    const images: PreparedImage[] = [];
    for (const file of post.images) images.push(await picture(file));
    const seedClock = { now: () => new Date(now - post.daysAgo * DAY) };
    const row = await createBlog(
      { db: app.db, clock: seedClock },
      { title: post.title, content: post.content },
      { cover, images },
    );
    slugs.push(row.slug);
  }

  const [cement, sheets, tools] = await Promise.all(slugs.map((s) => findBlogBySlug(app.db, s)));
  const at = (daysAgo: number, hours = 0) => new Date(now - daysAgo * DAY + hours * 60 * 60 * 1000);
  if (cement) {
    const q = await insertComment(
      app.db,
      {
        blogId: cement.id,
        parentId: null,
        userId: wanjiru,
        text: 'Which one would you use for a septic tank?',
      },
      at(10),
    );
    await insertComment(
      app.db,
      {
        blogId: cement.id,
        parentId: q,
        userId: kamau,
        text: 'OPC 42.5 with a waterproofing additive worked well for ours.',
      },
      at(10, 3),
    );
    await insertComment(
      app.db,
      {
        blogId: cement.id,
        parentId: null,
        userId: otieno,
        text: 'Good tip about keeping the bags off the floor. Learnt that the hard way!',
      },
      at(8),
    );
  }
  if (sheets) {
    await insertComment(
      app.db,
      {
        blogId: sheets.id,
        parentId: null,
        userId: kamau,
        text: 'Gauge 28 box profile on my house in Kitengela, no leaks after three rainy seasons.',
      },
      at(4),
    );
  }
  if (tools) {
    const q = await insertComment(
      app.db,
      {
        blogId: tools.id,
        parentId: null,
        userId: otieno,
        text: 'Do you have rotary hammers for hire?',
      },
      at(1),
    );
    await insertComment(
      app.db,
      {
        blogId: tools.id,
        parentId: q,
        userId: wanjiru,
        text: 'Following, I need one for a weekend too.',
      },
      at(1, 2),
    );
  }
  const reactions: [typeof cement, string, 'like' | 'heart' | 'dislike'][] = [
    [cement, wanjiru, 'like'],
    [cement, otieno, 'like'],
    [cement, kamau, 'heart'],
    [sheets, wanjiru, 'heart'],
    [sheets, kamau, 'like'],
    [tools, otieno, 'like'],
    [tools, wanjiru, 'like'],
    [tools, kamau, 'like'],
  ];
  for (const [blog, userId, type] of reactions) {
    if (blog) await toggleReaction(app.db, blog.id, userId, type, app.clock.now());
  }
  app.log.info('Seeded the demo blog: %d posts', POSTS.length);
}
